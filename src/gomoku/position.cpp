#include "gomoku/position.h"

#include "gomoku/renjujudge.h"

#include <algorithm>

namespace gomoku {

namespace {

constexpr int NearReach = 2;

// keySlotWeight by step + LineReach (0 for the point itself).
const std::array<int, 2 *LineReach + 1> SlotWeights = [] {
    std::array<int, 2 * LineReach + 1> weights {};
    for (int step = -LineReach; step <= LineReach; ++step) {
        weights[step + LineReach] = step == 0 ? 0 : keySlotWeight(step);
    }
    return weights;
}();

} // namespace

Position::Position(int size, Rule rule) : m_board(size), m_rule(rule)
{
    m_pointTables[0] = &PointTable::get(rule, Stone::Black);
    m_pointTables[1] = &PointTable::get(rule, Stone::White);
    m_tempo = activeEvalWeights(rule).tempo;
    m_threatWeights = activeEvalWeights(rule).threats;
    m_tables[0] = &PatternTable::get(rule == Rule::Standard || rule == Rule::Renju);
    m_tables[1] = &PatternTable::get(rule == Rule::Standard);
    for (int y = 0; y < m_board.size(); ++y) {
        for (int x = 0; x < m_board.size(); ++x) {
            m_points.push_back(Board::indexOf({ x, y }));
        }
    }
    for (const int index : m_points) {
        for (int d = 0; d < 4; ++d) {
            for (int colour = 0; colour < 2; ++colour) {
                m_keys[colour][index][d] = std::uint16_t(scanKey(colour, index, d));
            }
            refreshPoint(index, d);
        }
        refreshValue(index);
    }
}

void Position::place(int index, Stone stone)
{
    m_board.place(index, stone);
    addNear(index, 1);
    refreshLines(index, stone, 1);
}

void Position::undo()
{
    if (m_board.history().empty()) {
        return;
    }
    const PlacedStone last = m_board.history().back();
    m_board.undo();
    addNear(last.index, -1);
    refreshLines(last.index, last.stone, -1);
}

Pattern Position::bestPattern(Stone stone, int index) const
{
    const auto &codes = m_patterns[side(stone)][index];
    return Pattern(*std::max_element(codes.begin(), codes.end()));
}

int Position::evaluate() const
{
    const int own = side(sideToMove());
    const int threats
        = m_threatWeights[threatState(sideToMove(), bestThreat(own), bestThreat(1 - own))];
    return m_tempo + threats + m_evalSums[ToMove][own] - m_evalSums[Waiting][1 - own];
}

ThreatClass Position::bestThreat(int colour) const
{
    int best = ThreatClassCount - 1;
    while (best > 0 && m_threatCounts[colour][best] == 0) {
        --best;
    }
    return ThreatClass(best);
}

Features Position::features(Stone stone) const
{
    Features features {};
    const int colour = side(stone);
    for (const int index : m_points) {
        const auto &codes = m_patterns[colour][index];
        if (m_board.cell(index) == Stone::Empty && !worthless(colour, codes)) {
            ++features[combinationOf(codes)];
        }
    }
    return features;
}

// The scan stops once the points found hold every (point, direction) pair counted.
std::vector<int> Position::pointsWith(Stone stone, Pattern least) const
{
    const int colour = side(stone);
    int pairsLeft = 0;
    for (int p = int(least); p < PatternCount; ++p) {
        pairsLeft += m_counts[colour][p];
    }
    std::vector<int> found;
    for (auto it = m_points.begin(); pairsLeft > 0 && it != m_points.end(); ++it) {
        int pairs = 0;
        for (const auto code : m_patterns[colour][*it]) {
            pairs += code >= std::uint8_t(least) ? 1 : 0;
        }
        if (pairs > 0) {
            found.push_back(*it);
            pairsLeft -= pairs;
        }
    }
    return found;
}

bool Position::isForbidden(Stone stone, int index) const
{
    if (m_rule != Rule::Renju || stone != Stone::Black) {
        return false;
    }
    // Only a point with an overline, an open-four line or two threat lines can be forbidden.
    const auto &codes = m_patterns[0][index];
    int threats = 0;
    for (const auto code : codes) {
        const Pattern p = Pattern(code);
        if (p == Pattern::Overline || p == Pattern::Flex4) {
            threats = 2;
        }
        threats += p == Pattern::Flex3 || p == Pattern::Block4 ? 1 : 0;
    }
    return threats >= 2 && RenjuJudge::isForbidden(m_board, index);
}

// `stone` was placed at `index` (sign 1) or taken back (-1): the neighbours' keys change in the
// digit of `index`, their codes follow, then the values of the points whose codes changed (a
// point lies on one line through `index` only, so none is refreshed twice; `index` itself, which
// lies on all four, once, after its last direction).
void Position::refreshLines(int index, Stone stone, int sign)
{
    std::array<int, 4 * 2 * LineReach + 1> changed;
    int changedCount = 0;
    for (int d = 0; d < 4; ++d) {
        for (int step = -LineReach; step <= LineReach; ++step) {
            const int point = index + step * Directions[d];
            if (m_board.cell(point) == Stone::Wall) {
                continue;
            }
            if (step != 0) {
                const int weight = sign * SlotWeights[LineReach - step];
                m_keys[0][point][d] += std::uint16_t((stone == Stone::Black ? 1 : 2) * weight);
                m_keys[1][point][d] += std::uint16_t((stone == Stone::White ? 1 : 2) * weight);
            }
            if (refreshPoint(point, d) && step != 0) {
                changed[changedCount++] = point;
            }
        }
    }
    refreshValue(index);
    for (int i = 0; i < changedCount; ++i) {
        refreshValue(changed[i]);
    }
}

// The codes of `index` in `direction` from its keys; true if either colour's code changed.
bool Position::refreshPoint(int index, int direction)
{
    bool changed = false;
    for (int colour = 0; colour < 2; ++colour) {
        auto &code = m_patterns[colour][index][direction];
        const auto fresh = m_board.cell(index) == Stone::Empty
            ? std::uint8_t(m_tables[colour]->at(m_keys[colour][index][direction]))
            : std::uint8_t(0);
        if (fresh != code) {
            --m_counts[colour][code];
            ++m_counts[colour][fresh];
            code = fresh;
            changed = true;
        }
    }
    return changed;
}

// The key from the board: neighbours of `colour` are 1, the other colour and walls 2.
int Position::scanKey(int colour, int index, int direction) const
{
    const Stone own = colour == 0 ? Stone::Black : Stone::White;
    int key = 0;
    for (int step = -LineReach; step <= LineReach; ++step) {
        const Stone s = m_board.cell(index + step * Directions[direction]);
        if (step != 0 && s != Stone::Empty) {
            key += (s == own ? 1 : 2) * keySlotWeight(step);
        }
    }
    return key;
}

void Position::refreshValue(int index)
{
    const bool empty = m_board.cell(index) == Stone::Empty;
    for (int colour = 0; colour < 2; ++colour) {
        static const PointScores Occupied;
        const PointScores &scores
            = empty ? m_pointTables[colour]->at(m_patterns[colour][index]) : Occupied;
        m_values[colour][index] = std::int16_t(scores.value);
        m_evalSums[ToMove][colour] += scores.toMove - m_pointEval[ToMove][colour][index];
        m_evalSums[Waiting][colour] += scores.waiting - m_pointEval[Waiting][colour][index];
        m_pointEval[ToMove][colour][index] = scores.toMove;
        m_pointEval[Waiting][colour][index] = scores.waiting;
        --m_threatCounts[colour][int(m_threatClasses[colour][index])];
        ++m_threatCounts[colour][int(scores.threat)];
        m_threatClasses[colour][index] = scores.threat;
    }
}

bool Position::worthless(int colour, const PointCodes &codes) const
{
    return m_rule == Rule::Renju && colour == 0 && PointTable::likelyForbidden(codes);
}

void Position::addNear(int index, int delta)
{
    for (int dy = -NearReach; dy <= NearReach; ++dy) {
        for (int dx = -NearReach; dx <= NearReach; ++dx) {
            m_near[index + dy * Stride + dx] += delta;
        }
    }
}

} // namespace gomoku
