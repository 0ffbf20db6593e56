#pragma once

// The alpha-beta search: principal variation search with a transposition table and iterative
// deepening, over candidate points near the stones ordered by a learned policy (moveordering.h).
// Forced lines come first at every node (a five, a block of the opponent's five, an open four);
// against an open three only the defences and one's own fours are searched. A null move and late
// move reductions prune the quiet rest; a loss is proven over every answer. At the root: VCF and
// VCT before the full search; an iteration stopped by the clock still counts for the root moves
// it finished.
//
// Lazy SMP: at full strength with more than one thread, helper searches run on threads of their
// own over copies of the position and the same transposition table, helper k iterating 1 + k % 2
// plies deeper than the main search; what they find reaches the main search only through the
// table. The main search decides the move and stops the helpers when it ends; a node limit
// counts the main search's nodes. One thread is the plain search, node for node.

#include "gomoku/levels.h"
#include "gomoku/position.h"
#include "gomoku/transpositiontable.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace gomoku {

constexpr int WinScore = 30000;
constexpr int WinBound = WinScore - 1000; // scores beyond are wins or losses in so many plies

struct SearchLimits {
    int softMs = 0; // no new iteration after this (0: no limit)
    int hardMs = 0; // stop at once after this (0: no limit)
    int maxDepth = 0; // 0: the level's depth
    std::uint64_t maxNodes = 0; // stop after this many nodes, no new iteration after 40% (0: none)
    const std::atomic<bool> *stop = nullptr; // set from another thread: "move now"
    struct Iteration {
        int depth = 0;
        int move = -1;
        int score = 0;
        std::uint64_t nodes = 0; // of the main search so far
        int timeMs = 0;
    };
    /// Called after each finished iteration of the main search (analysis output).
    std::function<void(const Iteration &)> onIteration;
};

struct SearchResult {
    int move = -1;
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0; // of every thread
    int threads = 1; // that searched it
    int timeMs = 0;
    std::string how; // "five", "block", "vcf", "vct", "search", "opening"
};

/// Lazy SMP gains little beyond a handful of threads.
constexpr int MaxSearchThreads = 64;

class Searcher {
public:
    explicit Searcher(std::size_t hashMb = 16);
    ~Searcher();
    Searcher(const Searcher &) = delete;
    Searcher &operator=(const Searcher &) = delete;

    void setLevel(int level);
    int level() const { return m_level; }
    /// Search threads at full strength (Lazy SMP); the other levels search alone.
    void setThreads(int threads) { m_threads = std::clamp(threads, 1, MaxSearchThreads); }
    int threads() const { return m_threads; }
    void setSeed(std::uint32_t seed) { m_random.seed(seed); }
    void setHashSize(std::size_t megabytes) { m_table->resize(megabytes); }
    void clear() { m_table->clear(); }

    /// The move for the side to move of `position` (left as it was given); -1 on a full board.
    SearchResult search(Position &position, const SearchLimits &limits);
    /// The line the table holds from `position` on, `first` played first (at most `length`
    /// moves; it ends where the table has no move or a stored move is not legal).
    std::vector<int> principalVariation(Position &position, int first, int length) const;

private:
    /// A helper: a search over the table of a main search.
    Searcher(const std::shared_ptr<TranspositionTable> &table, const LevelSettings &settings);

    /// Starts `count` helpers on the position and root moves; they run until stopHelpers().
    void startHelpers(const std::vector<int> &moves, int count);
    /// Stops and joins the helpers; their nodes.
    std::uint64_t stopHelpers();
    std::vector<int> rootMoves(bool missFour);
    bool forcedMove(SearchResult &result, bool missFour);
    bool threatMove(SearchResult &result);
    bool threatWin(SearchResult &result, bool threes);
    void iterate(SearchResult &result, const std::vector<int> &moves, int depthOffset = 0);
    int searchRoot(std::vector<int> &moves, int depth, int &bestScore);
    int negamax(int depth, int alpha, int beta, int ply, bool nullAllowed = true);
    bool nullMoveCutoff(int depth, int beta, int ply, int &score);
    int leafScore(int beta, int ply);
    /// The position's key in the table (the side to move included).
    std::uint64_t tableKey() const;
    bool timeUp();
    int elapsedMs() const;

    std::shared_ptr<TranspositionTable> m_table;
    int m_level = FullStrength;
    int m_threads = 1;
    LevelSettings m_settings;
    std::mt19937 m_random { 20260101 };
    Position *m_position = nullptr;
    SearchLimits m_limits;
    std::chrono::steady_clock::time_point m_start;
    std::uint64_t m_nodes = 0;
    bool m_aborted = false;
    std::atomic<bool> m_helperStop { false };
    std::vector<std::unique_ptr<Searcher>> m_helpers;
    std::vector<std::unique_ptr<Position>> m_helperPositions;
    std::vector<std::thread> m_helperThreads;
};

} // namespace gomoku
