#pragma once

// The learned evaluation's shape: every empty point adds, for the colour that could play there,
// a weight for the combination of its four line patterns (one per direction, in any order: 1001
// combinations), so a four with an open three, two open threes or an open three with a split
// two are each valued on their own. The weights differ for the side to move and the side
// waiting, since a threat of the side to move is a tempo ahead, and each rule has its own (a
// shape is worth another thing where an overline does not win or black has forbidden points).
// A sum values threats one by one; who wins a race of threats depends on the best of each side
// together (an open three against none, or against a four of the side to move), so a small
// table adds a weight for the side to move's colour, its best threat class and the other side's.
// They are fitted to self-play games (scripts/gomoku-train-eval) and built in (evalweights.cpp).

#include "gomoku/patterns.h"
#include "gomoku/types.h"

#include <array>
#include <cstdint>
#include <string>

namespace gomoku {

using PointCodes = std::array<std::uint8_t, 4>;

/// The four codes of a point read back from its key (Position::codesKey: base PatternCount, the
/// first direction's the highest digit).
inline PointCodes codesOfKey(int key)
{
    PointCodes codes {};
    for (int d = 3; d >= 0; --d) {
        codes[std::size_t(d)] = std::uint8_t(key % PatternCount);
        key /= PatternCount;
    }
    return codes;
}

/// The combinations of four patterns regardless of direction: 4-multisets of 11 patterns.
constexpr int CombinationCount = 1001;

/// A point's combination: its four codes sorted (the largest first), numbered in lexicographic
/// order of those, so "no pattern anywhere" is the last, CombinationCount - 1.
int combinationOf(const PointCodes &codes);
/// The combination's codes, largest first: combinationOf(combinationCodes(c)) == c.
PointCodes combinationCodes(int combination);
/// Its name in the training data and weights files: the four codes in hexadecimal, as "7520".
std::string combinationName(int combination);

/// What a stone at a point makes at best, from its combination, in rising order: an open three,
/// a four, two open threes, a four with an open three, an open four or two fours.
enum class ThreatClass : std::uint8_t { None, Three, Four, DoubleThree, FourThree, OpenFour };
constexpr int ThreatClassCount = 6;
ThreatClass threatClassOf(const PointCodes &codes);

/// The threat table's entries: by the side to move's colour, its best class and the other side's.
constexpr int ThreatStateCount = 2 * ThreatClassCount * ThreatClassCount;
constexpr int threatState(Stone toMove, ThreatClass own, ThreatClass other)
{
    return ((toMove == Stone::Black ? 0 : ThreatClassCount) + int(own)) * ThreatClassCount
        + int(other);
}

/// The evaluation's features of one colour: how many empty points hold each combination.
using Features = std::array<int, CombinationCount>;
using CombinationWeights = std::array<std::int16_t, CombinationCount>;

struct EvalWeights {
    CombinationWeights toMove {}; // the side to move's points
    CombinationWeights waiting {}; // the other side's points
    int tempo = 0; // for the side to move
    std::array<std::int16_t, ThreatStateCount> threats {}; // by threatState

    bool operator==(const EvalWeights &) const = default;
};

/// The rules with weights of their own, in the order the built-in weights list them.
constexpr std::array<Rule, 3> EvalRules { Rule::FreeStyle, Rule::Standard, Rule::Renju };
/// The rule's place in EvalRules.
int evalRuleIndex(Rule rule);

/// The rule's built-in weights (evalweights.cpp, written by scripts/gomoku-train-eval).
const EvalWeights &builtInEvalWeights(Rule rule);

} // namespace gomoku
