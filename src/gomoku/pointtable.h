#pragma once

// What an empty point is worth to a colour, looked up by its four direction patterns: the threat
// value that orders moves, and the evaluation's weights (evaluation.h) for the side to move and
// the side waiting and its threat class. Built once for every combination of four patterns, so the
// incremental update of a move reads a table instead of classifying combinations.

#include "gomoku/evaluation.h"

#include <vector>

namespace gomoku {

struct PointScores {
    int value = 0; // threat value: the threat search's order (moveordering.h orders the search)
    int toMove = 0;
    int waiting = 0;
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

    const PointScores &at(const PointCodes &codes) const { return m_scores[indexOf(codes)]; }

    /// Does black under renju most likely have a forbidden point here (two fours, two threes
    /// or an overline)? Such a point is worth nothing to black.
    static bool likelyForbidden(const PointCodes &codes);

private:
    static int indexOf(const PointCodes &codes)
    {
        return ((codes[0] * PatternCount + codes[1]) * PatternCount + codes[2]) * PatternCount
            + codes[3];
    }

    std::vector<PointScores> m_scores;
};

} // namespace gomoku
