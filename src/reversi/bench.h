#pragma once

// The search's signature: fixed positions searched to fixed depths (and one solved exactly)
// with fresh tables; the node count changes only when the search does.

#include <cstdint>

namespace reversi {

struct BenchResult {
    std::uint64_t nodes = 0;
    double seconds = 0;
};

BenchResult runBench();

} // namespace reversi
