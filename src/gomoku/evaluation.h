#pragma once

// The learned evaluation's shape: every empty point adds, for the colour that could play there,
// a weight per line pattern it holds (one per direction) and a weight for the combination of
// threats it makes (a four with a three, two threes, ...). The weights differ for the side to
// move and the side waiting, since a threat of the side to move is a tempo ahead. They are
// fitted to self-play results (scripts/gomoku-train-eval) and built in (evalweights.cpp).

#include "gomoku/patterns.h"

#include <array>
#include <cstdint>
#include <string>

namespace gomoku {

/// Point features: the line patterns Dead1..Flex4 (their Pattern number), then the combinations.
enum class Combo : std::uint8_t {
    None,
    DoubleFour, // two fours, or an open four (wins unless the opponent has a four)
    FourThree,
    FourTwo, // a four with a dead three or an open two elsewhere
    DoubleThree,
    ThreeTwo, // an open three with a dead three or an open two elsewhere
    DoubleTwo, // two lines with an open two or a dead three, one of them an open two
};

constexpr int ComboCount = 7;
constexpr int PatternFeatures = int(Pattern::Five) - 1; // Dead1..Flex4
constexpr int FeatureCount = PatternFeatures + ComboCount - 1;

using PointCodes = std::array<std::uint8_t, 4>;
using Features = std::array<int, FeatureCount>;
using FeatureWeights = std::array<std::int16_t, FeatureCount>;

/// The combination a point's four direction patterns make.
Combo comboOf(const PointCodes &codes);
/// Adds the point's features (its patterns below five and its combination) to `features`.
void addPointFeatures(const PointCodes &codes, Features &features);

struct EvalWeights {
    FeatureWeights toMove {}; // the side to move's points
    FeatureWeights waiting {}; // the other side's points
    int tempo = 0; // for the side to move

    bool operator==(const EvalWeights &) const = default;
};

/// The built-in weights (evalweights.cpp, written by scripts/gomoku-train-eval).
const EvalWeights &builtInEvalWeights();

/// A point's value with these weights (`combo` is comboOf(codes)).
int pointWeight(const PointCodes &codes, Combo combo, const FeatureWeights &weights);

/// The feature names, for the training data's header.
std::string featureName(int feature);

} // namespace gomoku
