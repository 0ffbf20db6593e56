#pragma once

// What an empty point is worth to a colour, looked up by its four direction patterns: the threat
// value that orders moves, and the evaluation's weights (evaluation.h) for the side to move and
// the side waiting and its threat class. Built once for every combination of four patterns, so the
// incremental update of a move reads a table instead of classifying combinations.

#include "gomoku/evaluation.h"

#include <vector>

namespace gomoku {

// Small types, so that more of the tables in use stays in the cache.
struct PointScores {
    // threat value: the threat search's order (moveordering.h orders the search)
    std::int16_t value = 0;
    std::int16_t toMove = 0;
    std::int16_t waiting = 0;
    ThreatClass threat = ThreatClass::None; // for the evaluation's threat table
};

/// The weights positions under `rule` evaluate with: the built-in ones unless replaced by
/// useEvalWeights.
const EvalWeights &activeEvalWeights(Rule rule);
/// Replaces a rule's weights for the whole program, only before the first position is made (the
/// tables are built from them once): false, and nothing changed, after that.
bool useEvalWeights(Rule rule, const EvalWeights &weights);

class PointTable {
public:
    /// The table of the rule's active weights for a colour (black differs under renju).
    static const PointTable &get(Rule rule, Stone stone);
    PointTable(const EvalWeights &weights, bool renjuBlack);

    const PointScores &at(const PointCodes &codes) const { return at(keyOf(codes)); }
    /// The scores of the four codes read as one number `key` in base PatternCount, the first
    /// direction's the highest digit (Position::codesKey).
    const PointScores &at(int key) const { return m_scores[std::size_t(key)]; }
    /// What one direction's code weighs in such a key.
    static constexpr std::array<int, 4> DigitWeights { PatternCount * PatternCount * PatternCount,
        PatternCount *PatternCount, PatternCount, 1 };

    /// Does black under renju most likely have a forbidden point here (two fours, two threes
    /// or an overline)? Such a point is worth nothing to black.
    static bool likelyForbidden(const PointCodes &codes);

private:
    static int keyOf(const PointCodes &codes)
    {
        return ((codes[0] * PatternCount + codes[1]) * PatternCount + codes[2]) * PatternCount
            + codes[3];
    }

    std::vector<PointScores> m_scores;
};

} // namespace gomoku
