#pragma once

// The bench: fixed positions searched to a fixed depth from a cleared state. Its node count is
// the search's signature: the same build prints the same count on every run and machine.

#include <cstdint>
#include <string>
#include <vector>

namespace xq {

struct BenchResult {
    std::uint64_t nodes = 0;
    int timeMs = 0;
    std::uint64_t nps() const;
};

constexpr int DefaultBenchDepth = 10;

/// The FENs the bench searches.
const std::vector<std::string> &benchPositions();

/// Searches every bench position to `depth` with a fresh table of `hashMb` megabytes.
BenchResult runBench(int depth = DefaultBenchDepth, int hashMb = 16);

} // namespace xq
