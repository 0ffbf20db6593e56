#pragma once

// Fits multi-ProbCut's model (probcut.h): on sample positions of each stage, searches without
// ProbCut to a depth, and takes per depth d the mean and the spread of the difference between
// the value at d and at probCutDepth(d); deeper depths follow a straight line fitted to the
// spreads measured.

#include "positionsampler.h"

#include "reversi/probcut.h"

#include <iosfwd>
#include <string>

namespace reversi::tune {

struct ProbCutSettings {
    int positionsPerStage = 150;
    int depth = 8; // the deepest search measured
};

ProbCutTable fitProbCut(const std::vector<LabelledPosition> &positions,
    const ProbCutSettings &settings, std::ostream &log);

/// Writes the table as src/reversi/probcutmodel.h, with the command that made it.
bool writeProbCutHeader(
    const std::string &path, const ProbCutTable &table, const std::string &recipe);

} // namespace reversi::tune
