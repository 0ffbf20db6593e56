#include "gomoku/position.h"

#include "gomoku/renjujudge.h"

#include <algorithm>
#include <utility>

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
        refreshValue(index, BothColours);
    }
}

void Position::place(int index, Stone stone)
{
    m_moves.push_back({ m_counts, m_evalSums, m_threatCounts, m_saved.size() });
    m_board.place(index, stone);
    addNear(index, 1);
    save(index);
    refreshLines(index, stone);
}

// What a move changed is put back as it was saved, not computed again: the keys (plain
// arithmetic) are the only state undone step by step.
void Position::undo()
{
    if (m_board.history().empty()) {
        return;
    }
    const PlacedStone last = m_board.history().back();
    m_board.undo();
    addNear(last.index, -1);
    moveKeys(last.index, last.stone, -1);
    const MoveUndo &move = m_moves.back();
    for (std::size_t i = move.firstSaved; i < m_saved.size(); ++i) {
        const SavedPoint &point = m_saved[i];
        for (int colour = 0; colour < 2; ++colour) {
            m_patterns[colour][point.index] = point.codes[colour];
            m_values[colour][point.index] = point.values[colour];
            m_pointEval[ToMove][colour][point.index] = point.eval[ToMove][colour];
            m_pointEval[Waiting][colour][point.index] = point.eval[Waiting][colour];
            m_threatClasses[colour][point.index] = point.threats[colour];
        }
    }
    m_saved.resize(move.firstSaved);
    m_counts = move.counts;
    m_evalSums = move.evalSums;
    m_threatCounts = move.threatCounts;
    m_moves.pop_back();
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

bool Position::threatensOpenFour(Stone stone) const
{
    if (patternCount(stone, Pattern::Flex4) == 0) {
        return false;
    }
    if (m_rule != Rule::Renju || stone != Stone::Black) {
        return true;
    }
    const auto points = pointsWith(stone, Pattern::Flex4);
    return std::any_of(
        points.begin(), points.end(), [&](int index) { return !isForbidden(stone, index); });
}

// `stone` was placed at `index` (sign 1) or taken back (-1): the neighbours' keys change in the
// digit of `index`.
void Position::moveKeys(int index, Stone stone, int sign)
{
    const int black = sign * (stone == Stone::Black ? 1 : 2);
    const int white = sign * (stone == Stone::White ? 1 : 2);
    for (int d = 0; d < 4; ++d) {
        for (int step = -LineReach; step <= LineReach; ++step) {
            const int point = index + step * Directions[d];
            if (step != 0 && m_board.cell(point) != Stone::Wall) {
                const int weight = SlotWeights[LineReach - step];
                m_keys[0][point][d] += std::uint16_t(black * weight);
                m_keys[1][point][d] += std::uint16_t(white * weight);
            }
        }
    }
}

// `stone` was placed at `index`: the neighbours' keys change, their codes follow, then the values
// of the colours whose codes changed (a point lies on one line through `index` only, so none is
// refreshed twice; `index` itself, which lies on all four, once, after its last direction). Each
// point is saved for undo before its first change.
void Position::refreshLines(int index, Stone stone)
{
    moveKeys(index, stone, 1);
    std::array<std::pair<int, unsigned>, 4 * 2 * LineReach + 1> changed;
    int changedCount = 0;
    for (int d = 0; d < 4; ++d) {
        for (int step = -LineReach; step <= LineReach; ++step) {
            const int point = index + step * Directions[d];
            if (step == 0) {
                refreshPoint(point, d);
            } else if (m_board.cell(point) == Stone::Empty) {
                // An occupied neighbour's codes are none and stay so.
                const unsigned colours = refreshPoint(point, d, true);
                if (colours != 0) {
                    changed[changedCount++] = { point, colours };
                }
            }
        }
    }
    refreshValue(index, BothColours);
    for (int i = 0; i < changedCount; ++i) {
        refreshValue(changed[i].first, changed[i].second);
    }
}

// The codes of `index` in `direction` from its keys; the colours whose code changed (bit 0
// black, bit 1 white). With `saveFirst` the point is saved for undo before it changes.
unsigned Position::refreshPoint(int index, int direction, bool saveFirst)
{
    unsigned changed = 0;
    for (int colour = 0; colour < 2; ++colour) {
        auto &code = m_patterns[colour][index][direction];
        const auto fresh = m_board.cell(index) == Stone::Empty
            ? std::uint8_t(m_tables[colour]->at(m_keys[colour][index][direction]))
            : std::uint8_t(0);
        if (fresh != code) {
            if (saveFirst && changed == 0) {
                save(index);
            }
            --m_counts[colour][code];
            ++m_counts[colour][fresh];
            code = fresh;
            changed |= 1U << colour;
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

void Position::refreshValue(int index, unsigned colours)
{
    const bool empty = m_board.cell(index) == Stone::Empty;
    for (int colour = 0; colour < 2; ++colour) {
        if ((colours & (1U << colour)) == 0) {
            continue;
        }
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

void Position::save(int index)
{
    SavedPoint point;
    point.index = index;
    for (int colour = 0; colour < 2; ++colour) {
        point.codes[colour] = m_patterns[colour][index];
        point.values[colour] = m_values[colour][index];
        point.eval[ToMove][colour] = m_pointEval[ToMove][colour][index];
        point.eval[Waiting][colour] = m_pointEval[Waiting][colour][index];
        point.threats[colour] = m_threatClasses[colour][index];
    }
    m_saved.push_back(point);
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
