#pragma once

// The bench: fixed positions searched to a fixed depth from a cleared state. Its node count is
// the search's signature: the same build prints the same count on every run and machine.

#include "engine/nnuenetwork.h"

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
constexpr int BenchHashMb = 16;
/// The node count of the bench at its default depth: the search's signature. A commit that
/// changes what the search does records the new count here, in the same commit (tst_engine
/// compares the two); one that should not change the search must leave it alone.
constexpr std::uint64_t BenchSignature = 214036;

/// The FENs the bench searches.
const std::vector<std::string> &benchPositions();

/// Searches every bench position to `depth` with a fresh table of `hashMb` megabytes, evaluating
/// with `network` (none: the hand-written evaluation); the signature is the built-in net's.
BenchResult runBench(int depth = DefaultBenchDepth, int hashMb = BenchHashMb,
    const NnueNetwork *network = NnueNetwork::builtIn());

} // namespace xq
