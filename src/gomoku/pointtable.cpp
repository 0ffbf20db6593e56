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
    EvalWeights weights = builtInEvalWeights();
    bool inTables = false;
};

ActiveWeights &active()
{
    static ActiveWeights state;
    return state;
}

const EvalWeights &weightsForTables()
{
    active().inTables = true;
    return active().weights;
}

} // namespace

const EvalWeights &activeEvalWeights()
{
    return active().weights;
}

bool useEvalWeights(const EvalWeights &weights)
{
    if (active().inTables) {
        return false;
    }
    active().weights = weights;
    return true;
}

const PointTable &PointTable::get(bool renjuBlack)
{
    static const PointTable any(weightsForTables(), false);
    static const PointTable renju(weightsForTables(), true);
    return renjuBlack ? renju : any;
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
                    auto &scores = m_scores[indexOf(codes)];
                    scores.value = threatValue(codes);
                    if (!renjuBlack || !likelyForbidden(codes)) {
                        const int combination = combinationOf(codes);
                        scores.toMove = weights.toMove[combination];
                        scores.waiting = weights.waiting[combination];
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
