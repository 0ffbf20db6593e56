#pragma once

// The evaluation weights, one row per phase (phase 0: 1-10 empty squares, ..., phase 5: 51-60),
// in hundredths of a disc per unit of each feature, in the order of reversi::Feature.
// Written by reversi-fit (see docs/reversi.md, "Evaluation"); do not edit by hand.
// reversi-fit --games 5000 --seed 1 --depth 3 --solve-empties 14

#include "reversi/evaluation.h"

namespace reversi {

inline constexpr std::array<std::array<int, FeatureCount>, PhaseCount> EvalWeights = { {
    { 405, -130, -21, -90, -113, -38, 97, 75, 18, -19 },
    { 238, -64, 319, -483, -165, -28, 140, -45, -22, -142 },
    { 113, 16, 810, -924, -245, 18, 149, -48, -36, -163 },
    { 74, 23, 1341, -1339, -369, 66, 197, -79, -65, -188 },
    { 54, 15, 1543, -1760, -756, 73, 343, -106, -87, -199 },
    { 44, -13, 1953, -1840, -1345, 77, 261, -221, -100, -145 },
} };

} // namespace reversi
