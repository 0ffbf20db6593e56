#pragma once

// The bench: fixed positions searched to a fixed depth from a cleared state at full strength.
// Its node count is the search's signature: a change that should not alter the search must not
// move it.

#include <cstdint>
#include <string>
#include <vector>

namespace gomoku {

struct BenchResult {
    std::uint64_t nodes = 0;
    int timeMs = 0;
    std::uint64_t nps() const { return timeMs > 0 ? nodes * 1000 / std::uint64_t(timeMs) : nodes; }
};

constexpr int DefaultBenchDepth = 6;

/// The positions (15x15 free-style move lists) the bench searches.
const std::vector<std::string> &benchPositions();

BenchResult runBench(int depth = DefaultBenchDepth);

} // namespace gomoku
