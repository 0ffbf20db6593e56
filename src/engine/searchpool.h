#pragma once

// Lazy SMP: the main search and its helper threads search the same position at once into one
// shared transposition table. The helpers start at deeper iterations than the main thread, so
// the table holds deeper results when the main thread gets there; they report nothing, and
// what they find reaches the main thread only through the table. The main thread decides the
// move, and all threads stop when it ends.

#include "engine/engine.h"
#include "engine/search.h"

#include <atomic>
#include <memory>
#include <vector>

namespace xq {

class SearchPool {
public:
    SearchPool(TranspositionTable &table, const std::atomic<bool> &stop);

    /// Before a new game: the move ordering the threads learnt goes.
    void clear();
    /// Before the next search of the same game (OrderingTables::age for every thread).
    void age();
    /// Searches `board` with `threads` threads (1: the main thread alone); the outcome is the
    /// main thread's, its node count that of all threads. A node limit applies to the main
    /// thread's nodes.
    SearchOutcome run(const Board &board, const SearchLimits &limits, int threads, int multiPv,
        const Engine::InfoCallback &onInfo);

    /// Every thread evaluates with `network` (none: the hand-written evaluation).
    void setNetwork(const NnueNetwork *network) { m_network = network; }

private:
    /// The iteration a helper starts at beyond the main thread's first.
    static int depthOffset(int helper) { return 1 + helper % 2; }
    /// The limits a helper searches within: the main thread's depth and root moves, no clock.
    static SearchLimits helperLimits(const SearchLimits &limits);

    TranspositionTable &m_table;
    const std::atomic<bool> &m_stop;
    /// One per thread, the main thread's first: each thread orders its moves by its own
    /// history, which also makes their trees differ.
    std::vector<std::unique_ptr<OrderingTables>> m_ordering;
    const NnueNetwork *m_network = nullptr;
};

} // namespace xq
