#pragma once

// The exact endgame solver: a null-window alpha-beta (PVS) over the remaining empty squares,
// scores in discs with the empty squares going to the winner. Win/loss/draw is settled first
// (window -1..1), then the exact margin. Fastest-first ordering (fewest replies for the
// opponent, the hash move first, far from the end also a shallow search of the evaluation)
// while many squares are empty, then parity ordering; the last empties are played square by
// square without generating move lists, the last two and the very last one by code of their own.

#include "reversi/movelist.h"
#include "reversi/searchcontrol.h"
#include "reversi/transpositiontable.h"

namespace reversi {

struct SolveResult {
    Move move = NoMove;
    int score = 0; // discs, for the side to move
    bool complete = false; // false when the clock stopped it
};

class EndgameSolver {
public:
    EndgameSolver(TranspositionTable &table, SearchControl &control);

    /// Solves the position exactly (or only win/loss/draw: score -1, 0 or +1).
    SolveResult solve(Bitboard player, Bitboard opponent, bool winLossDrawOnly = false);
    /// The exact value within (alpha, beta) as a fail-soft bound; used by the midgame search.
    int value(Bitboard player, Bitboard opponent, int alpha, int beta);

private:
    SolveResult solveRoot(Bitboard player, Bitboard opponent, int alpha, int beta);
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int searchShallow(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empty,
        int empties, int parity);
    int lastTwo(Bitboard player, Bitboard opponent, int alpha, int beta, int first, int second,
        bool passed = false);
    int lastSquare(Bitboard player, Bitboard opponent, int square);
    int transpositionCutoff(
        const MoveList &moves, Bitboard player, Bitboard opponent, int beta) const;
    /// The evaluation searched `depth` plies deep (alpha-beta), for move ordering.
    int shallowValue(Bitboard player, Bitboard opponent, int alpha, int beta, int depth) const;
    void orderMoves(
        MoveList &moves, Bitboard player, Bitboard opponent, Move hashMove, int empties) const;

    TranspositionTable &m_table;
    SearchControl &m_control;
};

/// The final score of a position where the game is over, for the side to move.
int finalScore(Bitboard player, Bitboard opponent);

} // namespace reversi
