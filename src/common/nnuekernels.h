#pragma once

// The integer arithmetic of the neural evaluations (Xiangqi's net, Gomoku's small net), in a
// plain C++ version and SIMD versions (SSE2 and AVX2 on amd64, NEON on arm64), chosen at run
// time. All are exact integer arithmetic in the same order of wrap-free sums, so every version
// gives the same numbers (tst_nnue and tst_gomokunet compare them).

#include <cstdint>
#include <vector>

namespace common {

/// The clipped ReLU's 1.0 in accumulator units: clippedDot clamps to [0, NnueActivationOne].
constexpr int NnueActivationOne = 255;

enum class SimdPath { Plain, Sse2, Avx2, Neon };

/// The rows to add to and subtract from an accumulator for one move (the caller's lists: a
/// Xiangqi move has 1 and 1 or 2, a Gomoku move up to some 40 of each).
struct AccumulatorDelta {
    const std::int16_t *const *added = nullptr;
    const std::int16_t *const *removed = nullptr;
    int addedCount = 0;
    int removedCount = 0;
};

struct NnueKernels {
    /// dst = src + the added rows - the removed rows; `n` a multiple of 16.
    void (*applyDelta)(
        std::int16_t *dst, const std::int16_t *src, const AccumulatorDelta &delta, int n);
    /// dst += row (a fresh accumulator is built row by row).
    void (*addRow)(std::int16_t *dst, const std::int16_t *row, int n);
    /// Sum over i of clamp(acc[i], 0, ActivationOne) * weights[i].
    std::int32_t (*clippedDot)(const std::int16_t *acc, const std::int16_t *weights, int n);
};

/// The versions this machine can run, plain first.
std::vector<SimdPath> availableSimdPaths();
/// The fastest version this machine can run.
SimdPath bestSimdPath();
const NnueKernels &nnueKernels(SimdPath path);
const char *simdPathName(SimdPath path);

} // namespace common
