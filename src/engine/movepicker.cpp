#include "movepicker.h"

#include "evaluation.h"
#include "params.h"
#include "see.h"

#include <algorithm>
#include <cstdlib>

namespace xq {

void OrderingTables::clear()
{
    m_killers = {};
    m_history = {};
    m_counterMoves = {};
}

namespace {

/// The stone the last move put on its target point, or an empty stone after a pass.
Stone lastMover(const Board &board)
{
    const Move last = board.lastMove();
    return last && !last.isNull() ? board.stoneAt(last.to()) : Stone();
}

} // namespace

Move OrderingTables::counterMove(const Board &board) const
{
    const Stone mover = lastMover(board);
    return mover ? m_counterMoves[mover.tableIndex()][board.lastMove().to()] : Move::none();
}

void OrderingTables::updateHistory(std::int16_t &entry, int bonus)
{
    // Gravity: entries saturate at HistoryMax and old lessons fade.
    const int value = entry + bonus - entry * std::abs(bonus) / searchparams::HistoryMax;
    entry = static_cast<std::int16_t>(
        std::clamp(value, -searchparams::HistoryMax, searchparams::HistoryMax));
}

void OrderingTables::rewardQuiet(
    const Board &board, Move best, int ply, int depth, const Move *tried, int triedCount)
{
    const int bonus = std::min(depth * depth, searchparams::HistoryMax / 32);
    updateHistory(m_history[board.stoneAt(best.from()).tableIndex()][best.to()], bonus * 32);
    for (int i = 0; i < triedCount; ++i) {
        const Move m = tried[i];
        updateHistory(m_history[board.stoneAt(m.from()).tableIndex()][m.to()], -bonus * 32);
    }
    if (const Stone mover = lastMover(board)) {
        m_counterMoves[mover.tableIndex()][board.lastMove().to()] = best;
    }
    if (m_killers[ply][0] != best) {
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = best;
    }
}

int OrderingTables::history(const Board &board, Move m) const
{
    return m_history[board.stoneAt(m.from()).tableIndex()][m.to()];
}

bool isCapture(const Board &board, Move m)
{
    return !board.stoneAt(m.to()).isEmpty();
}

bool isSafeCapture(const Board &board, Move m)
{
    const int victim = stoneValue(board.stoneAt(m.to()).kind());
    const int attacker = stoneValue(board.stoneAt(m.from()).kind());
    return victim >= attacker || staticExchange(board, m) >= 0;
}

MovePicker::MovePicker(const Board &board, Move hashMove, const OrderingTables &tables, int ply)
    : m_board(board)
{
    board.generatePseudoLegal(m_moves);
    score(hashMove, tables, ply);
}

MovePicker::MovePicker(const Board &board, Move hashMove, const OrderingTables &tables)
    : m_board(board)
{
    if (board.inCheck()) {
        board.generatePseudoLegal(m_moves);
    } else {
        board.generateLegalCaptures(m_moves);
        m_checkLegality = false;
    }
    score(hashMove, tables, MaxPly);
}

int MovePicker::captureOrder(Move m) const
{
    constexpr int VictimScale = 16;
    return stoneValue(m_board.stoneAt(m.to()).kind()) * VictimScale
        - stoneValue(m_board.stoneAt(m.from()).kind()) / VictimScale;
}

void MovePicker::score(Move hashMove, const OrderingTables &tables, int ply)
{
    const Move counter = ply < MaxPly ? tables.counterMove(m_board) : Move::none();
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        const Move m = m_moves[i];
        int &s = m_scores[i];
        if (m == hashMove) {
            s = HashScore;
        } else if (isCapture(m_board, m)) {
            s = (isSafeCapture(m_board, m) ? GoodCaptureBase : BadCaptureBase) + captureOrder(m);
        } else if (ply < MaxPly && (m == tables.killer(ply, 0) || m == tables.killer(ply, 1))) {
            s = KillerScore + (m == tables.killer(ply, 0));
        } else if (m == counter) {
            s = CounterMoveScore;
        } else {
            s = tables.history(m_board, m);
        }
    }
}

Move MovePicker::next()
{
    while (m_next < m_moves.size()) {
        std::size_t best = m_next;
        for (std::size_t i = m_next + 1; i < m_moves.size(); ++i) {
            if (m_scores[i] > m_scores[best]) {
                best = i;
            }
        }
        std::swap(m_moves[m_next], m_moves[best]);
        std::swap(m_scores[m_next], m_scores[best]);
        const Move m = m_moves[m_next];
        m_lastScore = m_scores[m_next];
        ++m_next;
        if (!m_checkLegality || m_board.isLegal(m)) {
            return m;
        }
    }
    return Move::none();
}

} // namespace xq
