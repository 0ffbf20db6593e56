#pragma once

// Move ordering: hands out the legal moves of a position best-first for the search. The hash
// move first, then winning and even captures (most valuable victim, least valuable attacker),
// the killer moves, the quiet moves by history, and losing captures last.

#include "score.h"

#include "core/board.h"

#include <array>
#include <cstdint>

namespace xq {

/// What the search learns about quiet moves while it runs: killers per ply and history.
class OrderingTables {
public:
    void clear();
    /// A quiet move caused a cutoff at `ply`; `tried` quiet moves before it did not.
    void rewardQuiet(
        const Board &board, Move best, int ply, int depth, const Move *tried, int triedCount);
    int history(const Board &board, Move m) const;
    Move killer(int ply, int slot) const { return m_killers[ply][slot]; }
    /// The quiet move that last refuted the move just played on `board`, or none.
    Move counterMove(const Board &board) const;

private:
    static void updateHistory(std::int16_t &entry, int bonus);

    std::array<std::array<Move, 2>, MaxPly + 1> m_killers {};
    std::array<std::array<std::int16_t, SquareCount>, 2 * KindCount> m_history {};
    std::array<std::array<Move, SquareCount>, 2 * KindCount> m_counterMoves {};
};

/// True when capturing with `m` does not lose material once the exchanges on its target point
/// are played out (static exchange evaluation).
bool isSafeCapture(const Board &board, Move m);
bool isCapture(const Board &board, Move m);

class MovePicker {
public:
    /// All legal moves, for the main search.
    MovePicker(const Board &board, Move hashMove, const OrderingTables &tables, int ply);
    /// Legal captures only, for the quiescence search (all evasions when in check).
    MovePicker(const Board &board, Move hashMove, const OrderingTables &tables);

    /// The next legal move, or none when all were given out.
    Move next();
    /// Was the move last returned by next() ordered as a losing capture?
    bool lastWasBadCapture() const { return m_lastScore < BadCaptureBase + BadCaptureSpan; }

private:
    static constexpr int HashScore = 1 << 30;
    static constexpr int GoodCaptureBase = 1 << 28;
    static constexpr int KillerScore = 1 << 27;
    static constexpr int CounterMoveScore = KillerScore - 1;
    static constexpr int BadCaptureBase = -(1 << 28);
    static constexpr int BadCaptureSpan = 1 << 20;

    void score(Move hashMove, const OrderingTables &tables, int ply);
    int captureOrder(Move m) const;

    const Board &m_board;
    MoveList m_moves;
    std::array<int, MoveList::Capacity> m_scores {};
    std::size_t m_next = 0;
    bool m_checkLegality = true;
    int m_lastScore = 0;
};

} // namespace xq
