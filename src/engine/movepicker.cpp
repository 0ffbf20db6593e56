#include "engine/movepicker.h"

#include "engine/evaluation.h"
#include "engine/params.h"
#include "engine/see.h"

#include <algorithm>
#include <cstdlib>

namespace xq {

void OrderingTables::clear()
{
    m_killers = {};
    m_history = {};
    m_counterMoves = {};
}

void OrderingTables::age()
{
    m_killers = {};
    for (auto &row : m_history) {
        for (std::int16_t &entry : row) {
            entry = static_cast<std::int16_t>(entry / 2);
        }
    }
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

MovePicker::MovePicker(
    const Board &board, Move hashMove, const OrderingTables &tables, int ply, MoveBuffer &buffer)
    : m_board(board), m_tables(tables), m_moves(buffer.moves), m_scores(buffer.scores),
      m_hashMove(hashMove), m_refutations { tables.killer(ply, 0), tables.killer(ply, 1),
          tables.counterMove(board) }
{
}

MovePicker::MovePicker(
    const Board &board, Move hashMove, const OrderingTables &tables, MoveBuffer &buffer)
    : m_board(board), m_tables(tables), m_moves(buffer.moves), m_scores(buffer.scores),
      m_hashMove(hashMove), m_capturesOnly(!board.inCheck())
{
}

int MovePicker::captureOrder(Move m) const
{
    constexpr int VictimScale = 16;
    return stoneValue(m_board.stoneAt(m.to()).kind()) * VictimScale
        - stoneValue(m_board.stoneAt(m.from()).kind()) / VictimScale;
}

void MovePicker::generateCaptures()
{
    m_moves.clear();
    m_board.generatePseudoLegalCaptures(m_moves);
    std::size_t kept = 0;
    for (Move m : m_moves) {
        if (m == m_hashMove) {
            continue;
        }
        m_scores[kept]
            = (isSafeCapture(m_board, m) ? GoodCaptureBase : BadCaptureBase) + captureOrder(m);
        m_moves[kept++] = m;
    }
    m_moves.truncate(kept);
    m_capturesEnd = kept;
}

bool MovePicker::alreadyTried(Move m) const
{
    return m == m_hashMove
        || std::find(m_refutations.begin(), m_refutations.end(), m) != m_refutations.end();
}

void MovePicker::generateQuiets()
{
    m_board.generatePseudoLegalQuiets(m_moves);
    std::size_t kept = m_capturesEnd;
    for (std::size_t i = m_capturesEnd; i < m_moves.size(); ++i) {
        const Move m = m_moves[i];
        if (!alreadyTried(m)) {
            m_scores[kept] = m_tables.history(m_board, m);
            m_moves[kept++] = m;
        }
    }
    m_moves.truncate(kept);
    m_next = m_capturesEnd;
}

bool MovePicker::isFreshRefutation(Move m) const
{
    const auto earlier = m_refutations.begin() + (m_refutationIndex - 1);
    return m && m != m_hashMove && std::find(m_refutations.begin(), earlier, m) == earlier
        && m_board.isPseudoLegal(m) && !isCapture(m_board, m);
}

int MovePicker::selectBest(std::size_t end)
{
    std::size_t best = m_next;
    for (std::size_t i = m_next + 1; i < end; ++i) {
        if (m_scores[i] > m_scores[best]) {
            best = i;
        }
    }
    std::swap(m_moves[m_next], m_moves[best]);
    std::swap(m_scores[m_next], m_scores[best]);
    return m_scores[m_next];
}

Move MovePicker::nextCandidate()
{
    switch (m_stage) {
    case Stage::HashMove:
        m_stage = Stage::GenerateCaptures;
        if (m_hashMove && m_board.isPseudoLegal(m_hashMove)
            && (!m_capturesOnly || isCapture(m_board, m_hashMove))) {
            return m_hashMove;
        }
        [[fallthrough]];
    case Stage::GenerateCaptures:
        generateCaptures();
        m_stage = Stage::GoodCaptures;
        [[fallthrough]];
    case Stage::GoodCaptures:
        // Losing captures score below zero and wait for the end.
        if (m_next < m_capturesEnd && selectBest(m_capturesEnd) >= 0) {
            return m_moves[m_next++];
        }
        m_badCapturesNext = m_next;
        m_stage = m_capturesOnly ? Stage::Done : Stage::Refutations;
        return m_capturesOnly ? Move::none() : nextCandidate();
    case Stage::Refutations:
        while (m_refutationIndex < RefutationCount) {
            const Move m = m_refutations[m_refutationIndex++];
            if (isFreshRefutation(m)) {
                return m;
            }
        }
        m_stage = Stage::GenerateQuiets;
        [[fallthrough]];
    case Stage::GenerateQuiets:
        generateQuiets();
        m_stage = Stage::Quiets;
        [[fallthrough]];
    case Stage::Quiets:
        if (m_next < m_moves.size()) {
            selectBest(m_moves.size());
            return m_moves[m_next++];
        }
        m_next = m_badCapturesNext;
        m_stage = Stage::BadCaptures;
        [[fallthrough]];
    case Stage::BadCaptures:
        if (m_next < m_capturesEnd) {
            selectBest(m_capturesEnd);
            return m_moves[m_next++];
        }
        m_stage = Stage::Done;
        [[fallthrough]];
    case Stage::Done: break;
    }
    return Move::none();
}

Move MovePicker::next()
{
    for (Move m = nextCandidate(); m; m = nextCandidate()) {
        if (m_board.isLegal(m)) {
            return m;
        }
    }
    return Move::none();
}

} // namespace xq
