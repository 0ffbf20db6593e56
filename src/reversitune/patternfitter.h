#pragma once

// Fits the pattern weights to labelled positions, stage by stage: full-batch gradient descent
// on the squared error, each weight's step divided by how often its feature occurs (plus a
// prior count that keeps rare features near zero). Every tenth game is held out to report the
// error.

#include "positionsampler.h"

#include "reversi/patternweights.h"

#include <iosfwd>

namespace reversi::tune {

struct FitSettings {
    int epochs = 200;
    double rate = 0.5; // of the mean residual, shared among a position's features
    double priorCount = 8; // occurrences a feature is assumed to have at weight zero
    int neighbourStages = 0; // each stage also learns from this many stages on either side
};

PatternWeights fitPatterns(
    const std::vector<LabelledPosition> &positions, const FitSettings &settings, std::ostream &log);

} // namespace reversi::tune
