#pragma once

// Move ordering: hands out the legal moves of a position best-first for the search. The hash
// move first, then winning and even captures (most valuable victim, least valuable attacker),
// the killer moves and the counter move, the quiet moves by history, and losing captures last.

#include "engine/score.h"

#include "core/board.h"

#include <array>
#include <cstdint>

namespace xq {

/// What the search learns about quiet moves while it runs: killers per ply and history.
class OrderingTables {
public:
    void clear();
    /// Before the next search of the same game: killers belong to their plies and go, what the
    /// history learnt stays, at half weight.
    void age();
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

/// The moves of one node and their ordering scores. The search keeps one per ply, so no node
/// fills arrays of its own.
struct MoveBuffer {
    MoveList moves;
    std::array<int, MoveList::Capacity> scores;
};

/// Hands out the moves in stages, so a cutoff by the hash move or a capture saves generating
/// and ordering the quiet moves.
class MovePicker {
public:
    /// All legal moves, for the main search.
    MovePicker(const Board &board, Move hashMove, const OrderingTables &tables, int ply,
        MoveBuffer &buffer);
    /// For the quiescence search: the captures that do not lose material, or every evasion when
    /// in check.
    MovePicker(const Board &board, Move hashMove, const OrderingTables &tables, MoveBuffer &buffer);

    /// The next legal move, or none when all were given out.
    Move next();

private:
    enum class Stage {
        HashMove,
        GenerateCaptures,
        GoodCaptures,
        Refutations,
        GenerateQuiets,
        Quiets,
        BadCaptures,
        Done
    };
    static constexpr int GoodCaptureBase = 1 << 28;
    static constexpr int BadCaptureBase = -(1 << 28);
    static constexpr int RefutationCount = 3;

    Move nextCandidate();
    void generateCaptures();
    void generateQuiets();
    /// Was `m` handed out before the quiet moves were generated (hash move, refutation)?
    bool alreadyTried(Move m) const;
    /// A killer or counter move not handed out yet that is a quiet move on this board.
    bool isFreshRefutation(Move m) const;
    /// Swaps the best-scored move of [m_next, end) to m_next and returns its score.
    int selectBest(std::size_t end);
    int captureOrder(Move m) const;

    const Board &m_board;
    const OrderingTables &m_tables;
    MoveList &m_moves;
    std::array<int, MoveList::Capacity> &m_scores;
    Move m_hashMove;
    std::array<Move, RefutationCount> m_refutations {};
    int m_refutationIndex = 0;
    Stage m_stage = Stage::HashMove;
    std::size_t m_next = 0;
    std::size_t m_capturesEnd = 0;
    std::size_t m_badCapturesNext = 0;
    bool m_capturesOnly = false;
};

} // namespace xq
