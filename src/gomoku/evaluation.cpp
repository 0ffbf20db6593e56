#include "gomoku/evaluation.h"

namespace gomoku {

namespace {

bool isPatternFeature(std::uint8_t code)
{
    return code > 0 && code <= PatternFeatures;
}

int comboFeature(Combo combo)
{
    return PatternFeatures + int(combo) - 1;
}

} // namespace

Combo comboOf(const PointCodes &codes)
{
    int fours = 0;
    int openFours = 0;
    int threes = 0;
    int lesser = 0; // dead threes and open twos
    for (const auto code : codes) {
        const Pattern p = Pattern(code);
        fours += p == Pattern::Block4 || p == Pattern::Flex4 ? 1 : 0;
        openFours += p == Pattern::Flex4 ? 1 : 0;
        threes += p == Pattern::Flex3 ? 1 : 0;
        lesser += p == Pattern::Dead3 || p == Pattern::Flex2 ? 1 : 0;
    }
    if (openFours > 0 || fours >= 2) {
        return Combo::DoubleFour;
    }
    if (fours == 1) {
        return threes > 0 ? Combo::FourThree : (lesser > 0 ? Combo::FourTwo : Combo::None);
    }
    if (threes >= 2) {
        return Combo::DoubleThree;
    }
    if (threes == 1) {
        return lesser > 0 ? Combo::ThreeTwo : Combo::None;
    }
    int openTwos = 0;
    for (const auto code : codes) {
        openTwos += Pattern(code) == Pattern::Flex2 ? 1 : 0;
    }
    return openTwos >= 1 && lesser >= 2 ? Combo::DoubleTwo : Combo::None;
}

void addPointFeatures(const PointCodes &codes, Features &features)
{
    for (const auto code : codes) {
        if (isPatternFeature(code)) {
            ++features[code - 1];
        }
    }
    const Combo combo = comboOf(codes);
    if (combo != Combo::None) {
        ++features[comboFeature(combo)];
    }
}

int pointWeight(const PointCodes &codes, Combo combo, const FeatureWeights &weights)
{
    int value = 0;
    for (const auto code : codes) {
        if (isPatternFeature(code)) {
            value += weights[code - 1];
        }
    }
    return combo == Combo::None ? value : value + weights[comboFeature(combo)];
}

std::string featureName(int feature)
{
    static const std::array<const char *, FeatureCount> names { "dead1", "flex1", "dead2", "flex2",
        "dead3", "flex3", "block4", "flex4", "double-four", "four-three", "four-two",
        "double-three", "three-two", "double-two" };
    return feature >= 0 && feature < FeatureCount ? names[feature] : "";
}

} // namespace gomoku
