#pragma once

// The midgame search: iterative deepening negascout (PVS) with a transposition table, the hash
// move first and the rest ordered by a shallow search, the evaluation at the leaves and the
// exact solver wherever few enough squares are left; then, near the end, the exact solver at
// the root; multi-ProbCut (probcut.h) prunes the midgame tree. Single-threaded and synchronous; the
// clock in SearchControl stops it.

#include "reversi/board.h"
#include "reversi/endgamesolver.h"

#include <functional>
#include <string>

namespace reversi {

struct SearchLimits {
    int depth = 60; // midgame plies
    int exactEmpties = 20; // solve exactly at the root from this many empties down
    int movetimeMs = 0; // 0: no clock
    bool probCut = true; // multi-ProbCut in the midgame search (off: every node searched fully)
};

struct SearchResult {
    Move move = NoMove;
    int score = 0; // hundredths of a disc for the side to move (exact: discs * DiscScale)
    int depth = 0; // completed midgame depth; the empties when exact
    bool exact = false;
    std::uint64_t nodes = 0;
    double seconds = 0;
};

class Search {
public:
    /// Called after each completed iteration (for "search" lines and the GUI's status).
    using Progress = std::function<void(const SearchResult &)>;

    Search();

    SearchResult think(
        const Board &board, const SearchLimits &limits, const Progress &progress = {});
    /// Every root move with its value at `depth` (exact when the empties allow): hints.
    std::vector<SearchResult> rankMoves(const Board &board, const SearchLimits &limits);
    void clear();
    /// Makes the search under way answer soon; safe to call from another thread.
    void stop() { m_control.requestStop(); }

private:
    SearchResult iterate(
        Bitboard player, Bitboard opponent, int maxDepth, const Progress &progress);
    SearchResult searchRoot(Bitboard player, Bitboard opponent, int depth, Move firstMove);
    SearchResult solveExactly(Bitboard player, Bitboard opponent);
    int pvs(Bitboard player, Bitboard opponent, int depth, int alpha, int beta);
    bool probCut(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int &value);
    void orderMoves(MoveList &moves, Bitboard player, Bitboard opponent, int depth, Move hashMove);

    TranspositionTable m_midTable;
    TranspositionTable m_endTable;
    SearchControl m_control;
    EndgameSolver m_solver;
    bool m_probCut = true;
};

} // namespace reversi
