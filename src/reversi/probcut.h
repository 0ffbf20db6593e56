#pragma once

// Multi-ProbCut (Buro): at a null-window node of depth d a search of depth probCutDepth(d)
// predicts the deep one, the deep value being about the shallow value plus `bias`, give or take
// `sigma`; when even that prediction minus (plus) `ProbCutConfidence` sigmas is above beta
// (below alpha), the node is cut without the deep search. The biases and sigmas per stage and
// depth are fitted by `reversi-fit probcut` on self-play positions (probcutmodel.h).

#include "reversi/patterns.h"

#include <array>

namespace reversi {

struct ProbCutModel {
    int bias = 0; // deep minus shallow value, hundredths of a disc
    int sigma = 0; // their spread around it; 0: no cut at this depth
};

constexpr int ProbCutMinDepth = 3;
constexpr int ProbCutMaxDepth = 30;
constexpr double ProbCutConfidence = 1.0;

/// The shallow search's depth: about half, with the same parity (odd and even depths of an
/// Othello search differ systematically).
constexpr int probCutDepth(int depth)
{
    return depth % 2 + 2 * (depth / 4);
}

using ProbCutTable = std::array<std::array<ProbCutModel, ProbCutMaxDepth + 1>, StageCount>;

/// The fitted model for a node with this many empties searched to this depth.
ProbCutModel probCutModel(int empties, int depth);

} // namespace reversi
