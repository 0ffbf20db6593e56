#pragma once

// The evaluation weights, one row per phase (phase 0: 1-10 empty squares, ..., phase 5: 51-60),
// in hundredths of a disc per unit of each feature, in the order of reversi::Feature.
// Written by reversi-fit (see docs/reversi.md, "Evaluation"); do not edit by hand.

#include "reversi/evaluation.h"

namespace reversi {

inline constexpr std::array<std::array<int, FeatureCount>, PhaseCount> EvalWeights = { {
    { 40, 20, 400, -150, -50, 10, 100, 100, 100, 0 },
    { 60, 30, 500, -200, -60, 10, 100, 50, 30, 0 },
    { 70, 30, 600, -250, -80, 10, 100, 0, 0, 0 },
    { 70, 30, 600, -250, -80, 10, 100, 0, -10, 0 },
    { 70, 30, 600, -250, -80, 10, 100, 0, -10, 0 },
    { 70, 30, 600, -250, -80, 10, 100, 0, -10, 0 },
} };

} // namespace reversi
