#include "gomoku/pointtable.h"

namespace gomoku {

namespace {

constexpr std::array<int, PatternCount> PatternValue { 0, 1, 4, 6, 20, 25, 90, 120, 800, 10000, 0 };
constexpr int DoubleFourBonus = 800;
constexpr int FourThreeBonus = 600;
constexpr int DoubleThreeBonus = 400;

// The hand-set threat value: pattern values plus a bonus for a double four, four-three or
// double three.
int threatValue(const PointCodes &codes)
{
    int value = 0;
    int fours = 0;
    int threes = 0;
    for (const auto code : codes) {
        const Pattern p = Pattern(code);
        value += PatternValue[code];
        fours += p == Pattern::Block4 || p == Pattern::Flex4 ? 1 : 0;
        threes += p == Pattern::Flex3 ? 1 : 0;
    }
    if (value >= PatternValue[int(Pattern::Five)]) {
        return value;
    }
    if (fours >= 2) {
        return value + DoubleFourBonus;
    }
    if (fours == 1 && threes >= 1) {
        return value + FourThreeBonus;
    }
    return threes >= 2 ? value + DoubleThreeBonus : value;
}

struct ActiveWeights {
    std::array<EvalWeights, EvalRules.size()> weights { builtInEvalWeights(EvalRules[0]),
        builtInEvalWeights(EvalRules[1]), builtInEvalWeights(EvalRules[2]) };
    bool inTables = false;
};

ActiveWeights &active()
{
    static ActiveWeights state;
    return state;
}

const EvalWeights &weightsForTables(Rule rule)
{
    active().inTables = true;
    return active().weights[evalRuleIndex(rule)];
}

} // namespace

const EvalWeights &activeEvalWeights(Rule rule)
{
    return active().weights[evalRuleIndex(rule)];
}

bool useEvalWeights(Rule rule, const EvalWeights &weights)
{
    if (active().inTables) {
        return false;
    }
    active().weights[evalRuleIndex(rule)] = weights;
    return true;
}

const PointTable &PointTable::get(Rule rule, Stone stone)
{
    // Built together at the first use: the weights are fixed from then on.
    static const std::array<PointTable, 4> tables {
        PointTable(weightsForTables(Rule::FreeStyle), false),
        PointTable(weightsForTables(Rule::Standard), false),
        PointTable(weightsForTables(Rule::Renju), false),
        PointTable(weightsForTables(Rule::Renju), true),
    };
    return tables[evalRuleIndex(rule) + (rule == Rule::Renju && stone == Stone::Black ? 1 : 0)];
}

PointTable::PointTable(const EvalWeights &weights, bool renjuBlack)
    : m_scores(PatternCount * PatternCount * PatternCount * PatternCount)
{
    PointCodes codes {};
    for (codes[0] = 0; codes[0] < PatternCount; ++codes[0]) {
        for (codes[1] = 0; codes[1] < PatternCount; ++codes[1]) {
            for (codes[2] = 0; codes[2] < PatternCount; ++codes[2]) {
                for (codes[3] = 0; codes[3] < PatternCount; ++codes[3]) {
                    const bool five = threatValue(codes) >= PatternValue[int(Pattern::Five)];
                    if (renjuBlack && !five && likelyForbidden(codes)) {
                        continue;
                    }
                    auto &scores = m_scores[std::size_t(keyOf(codes))];
                    // Five in all four directions (40,000) wraps round, as it always has.
                    scores.value = std::int16_t(threatValue(codes));
                    if (!renjuBlack || !likelyForbidden(codes)) {
                        const int combination = combinationOf(codes);
                        scores.toMove = weights.toMove[combination];
                        scores.waiting = weights.waiting[combination];
                        scores.threat = threatClassOf(codes);
                    }
                }
            }
        }
    }
}

bool PointTable::likelyForbidden(const PointCodes &codes)
{
    int fours = 0;
    int threes = 0;
    for (const auto code : codes) {
        const Pattern p = Pattern(code);
        if (p == Pattern::Overline) {
            return true;
        }
        fours += p == Pattern::Block4 || p == Pattern::Flex4 ? 1 : 0;
        threes += p == Pattern::Flex3 ? 1 : 0;
    }
    return fours >= 2 || threes >= 2;
}

} // namespace gomoku
