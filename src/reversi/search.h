#pragma once

// The midgame search: iterative deepening negascout (PVS) with a transposition table, the hash
// move first and the rest ordered by a shallow search, the evaluation at the leaves and the
// exact solver wherever few enough squares are left; then, near the end, the exact solver at
// the root; multi-ProbCut (probcut.h) prunes the midgame tree. Synchronous; the clock in
// SearchControl stops it.
//
// Lazy SMP: with more than one thread, helper searches run on threads of their own over the same
// position and the same transposition tables, helper k starting its iterative deepening 1 + k % 2
// plies deeper than the main search (or solving the position exactly at once when the main
// search will solve it); what they find reaches the main search only through the tables. The main
// search decides the move and stops the helpers when it ends. One thread is the plain search,
// node for node.

#include "reversi/board.h"
#include "reversi/endgamesolver.h"

#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace reversi {

struct SearchLimits {
    int depth = 60; // midgame plies
    int exactEmpties = 20; // solve exactly at the root from this many empties down
    int movetimeMs = 0; // 0: no clock
    bool probCut = true; // multi-ProbCut in the midgame search (off: every node searched fully)
    int threads = 1; // Lazy SMP: the main search and threads - 1 helpers
};

/// Lazy SMP gains little beyond a handful of threads.
constexpr int MaxSearchThreads = 64;

struct SearchResult {
    Move move = NoMove;
    int score = 0; // hundredths of a disc for the side to move (exact: discs * DiscScale)
    int depth = 0; // completed midgame depth; the empties when exact
    bool exact = false;
    bool fromBook = false; // the opening book's move, `score` the book's value
    std::uint64_t nodes = 0; // of every thread
    double seconds = 0;
};

class Search {
public:
    /// Called after each completed iteration (for "search" lines and the GUI's status).
    using Progress = std::function<void(const SearchResult &)>;

    Search();
    ~Search();
    Search(const Search &) = delete;
    Search &operator=(const Search &) = delete;

    SearchResult think(
        const Board &board, const SearchLimits &limits, const Progress &progress = {});
    /// Every root move with its value at `depth` (exact when the empties allow): hints.
    std::vector<SearchResult> rankMoves(const Board &board, const SearchLimits &limits);
    void clear();
    /// Makes the search under way answer soon; safe to call from another thread.
    void stop() { m_control.requestStop(); }

private:
    /// The tables every thread of one search shares.
    struct Tables {
        TranspositionTable mid { 20 };
        TranspositionTable end { 20 };
    };
    /// A helper: a search over the tables of a main search.
    explicit Search(const std::shared_ptr<Tables> &tables);

    SearchResult thinkAlone(
        const Board &board, const SearchLimits &limits, const Progress &progress);
    /// Starts `count` helpers on the position; they run until stopHelpers().
    void startHelpers(const Board &board, const SearchLimits &limits, int count);
    /// Stops and joins the helpers; their nodes.
    std::uint64_t stopHelpers();
    /// A helper's search: iterative deepening from `firstDepth`, or the exact solve.
    void help(const Board &board, const SearchLimits &limits, int firstDepth);
    SearchResult iterate(Bitboard player, Bitboard opponent, int maxDepth, const Progress &progress,
        int firstDepth = 1);
    SearchResult searchRoot(Bitboard player, Bitboard opponent, int depth, Move firstMove);
    SearchResult solveExactly(Bitboard player, Bitboard opponent);
    int pvs(Bitboard player, Bitboard opponent, int depth, int alpha, int beta);
    bool probCut(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int &value);
    void orderMoves(MoveList &moves, Bitboard player, Bitboard opponent, int depth, Move hashMove);

    std::shared_ptr<Tables> m_tables;
    TranspositionTable &m_midTable;
    TranspositionTable &m_endTable;
    SearchControl m_control;
    EndgameSolver m_solver;
    bool m_probCut = true;
    std::vector<std::unique_ptr<Search>> m_helpers;
    std::vector<std::thread> m_helperThreads;
};

} // namespace reversi
