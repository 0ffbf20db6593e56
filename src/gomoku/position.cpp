#include "gomoku/position.h"

#include "gomoku/renjujudge.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <utility>

namespace gomoku {

namespace {

constexpr int NearReach = 2;
constexpr auto Flex3 = std::uint8_t(Pattern::Flex3);

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
    // Every point starts with no pattern (codes and key 0) and is refreshed from there.
    const PointScores nothing;
    for (const int index : m_points) {
        for (int colour = 0; colour < 2; ++colour) {
            rescore(colour, nothing, m_pointTables[colour]->at(0));
        }
        for (int d = 0; d < 4; ++d) {
            m_keys[index][d] = scanKeys(index, d);
            refreshPoint(index, d);
        }
    }
    m_saved.clear(); // setting up is no move to undo
    // The accumulators from the points once set up: with no net yet, the refresh gathered no
    // changes for it (a move gathers at most one per point a colour).
    setNet(EvalNet::active(rule));
}

void Position::place(int index, Stone stone)
{
    m_moves.push_back({ m_counts, m_evalSums, m_threatCounts, m_threatPoints, m_saved.size() });
    m_board.place(index, stone);
    addNear(index, 1);
    save(index);
    refreshLines(index, stone);
    if (m_net) {
        applyNetChanges();
    }
}

void Position::applyNetChanges()
{
    const std::size_t last = m_moves.size();
    if (m_accs.size() == last) {
        m_accs.emplace_back();
    }
    for (int colour = 0; colour < 2; ++colour) {
        m_net->apply(
            m_accs[last].colour[colour], m_accs[last - 1].colour[colour], m_netChanges[colour]);
    }
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
        m_states[point.index] = point.state;
    }
    m_saved.resize(move.firstSaved);
    m_counts = move.counts;
    m_evalSums = move.evalSums;
    m_threatCounts = move.threatCounts;
    m_threatPoints = move.threatPoints;
    m_moves.pop_back();
}

int Position::value(Stone stone, int index) const
{
    const int colour = side(stone);
    return m_board.cell(index) == Stone::Empty
        ? m_pointTables[colour]->at(m_states[index].codesKey[colour]).value
        : 0;
}

int Position::evaluate() const
{
    const int own = side(sideToMove());
    const int threats
        = m_threatWeights[threatState(sideToMove(), bestThreat(own), bestThreat(1 - own))];
    const auto &acc = m_accs[m_moves.size()].colour;
    const int net = m_net ? m_net->output(acc[own], acc[1 - own]) : 0;
    return m_tempo + threats + net + m_evalSums[ToMove][own] - m_evalSums[Waiting][1 - own];
}

ThreatClass Position::bestThreat(int colour) const
{
    int best = ThreatClassCount - 1;
    while (best > 0 && m_threatCounts[colour][best] == 0) {
        --best;
    }
    return ThreatClass(best);
}

void Position::setNet(const EvalNet *net)
{
    assert(m_moves.empty() && (!net || net->rule() == m_rule));
    m_net = net;
    m_accs.assign(1, {});
    if (net) {
        m_accs[0].colour = { net->accumulator(features(Stone::Black)),
            net->accumulator(features(Stone::White)) };
    }
}

Features Position::features(Stone stone) const
{
    Features features {};
    const int colour = side(stone);
    for (const int index : m_points) {
        const PointCodes &codes = m_states[index].codes[colour];
        if (m_board.cell(index) == Stone::Empty && !worthless(colour, codes)) {
            ++features[combinationOf(codes)];
        }
    }
    return features;
}

// Open threes and more are read from the marked points; the scan for less stops once the points
// found hold every (point, direction) pair counted.
std::vector<int> Position::pointsWith(Stone stone, Pattern least) const
{
    const int colour = side(stone);
    int pairsLeft = 0;
    for (int p = int(least); p < PatternCount; ++p) {
        pairsLeft += m_counts[colour][p];
    }
    const auto pairsAt = [&](int index) {
        const PointCodes &codes = m_states[index].codes[colour];
        return int(std::count_if(codes.begin(), codes.end(),
            [&](std::uint8_t code) { return code >= std::uint8_t(least); }));
    };
    std::vector<int> found;
    const auto take = [&](int index) {
        const int pairs = pairsAt(index);
        if (pairs > 0) {
            found.push_back(index);
            pairsLeft -= pairs;
        }
    };
    if (least >= Pattern::Flex3) {
        for (int word = 0; pairsLeft > 0 && word < ThreatWords; ++word) {
            for (auto bits = m_threatPoints[colour][word]; bits != 0; bits &= bits - 1) {
                take(word * 64 + std::countr_zero(bits));
            }
        }
        return found;
    }
    for (auto it = m_points.begin(); pairsLeft > 0 && it != m_points.end(); ++it) {
        take(*it);
    }
    return found;
}

bool Position::isForbiddenToBlack(int index) const
{
    // Only a point with an overline, an open-four line or two threat lines can be forbidden.
    const PointCodes &codes = m_states[index].codes[0];
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
// digit of `index`, black's and white's at once (neither half carries into the other: each
// stays a key, below 3^10). The walls' keys change too, as no wall's key is ever read, and the
// point's own by nothing (slot weight 0): a loop without tests.
void Position::moveKeys(int index, Stone stone, int sign)
{
    const std::uint32_t digits = stone == Stone::Black ? 1 + (2U << 16) : 2 + (1U << 16);
    for (int d = 0; d < 4; ++d) {
        for (int step = -LineReach; step <= LineReach; ++step) {
            const std::uint32_t change = digits * std::uint32_t(SlotWeights[LineReach - step]);
            m_keys[index + step * Directions[d]][d] += sign > 0 ? change : -change;
        }
    }
}

// `stone` was placed at `index`: the neighbours' keys change, and with them the codes of the
// empty ones (an occupied neighbour's codes are none and stay so). A point lies on one line
// through `index` only, so each is refreshed once.
void Position::refreshLines(int index, Stone stone)
{
    moveKeys(index, stone, 1);
    occupy(index);
    for (int d = 0; d < 4; ++d) {
        for (int step = -LineReach; step <= LineReach; ++step) {
            const int point = index + step * Directions[d];
            if (step != 0 && m_board.cell(point) == Stone::Empty) {
                refreshPoint(point, d);
            }
        }
    }
}

// The point of a new stone has no codes and is worth nothing from now on.
void Position::occupy(int index)
{
    static const PointScores Occupied;
    PointState &state = m_states[index];
    for (int colour = 0; colour < 2; ++colour) {
        for (auto &code : state.codes[colour]) {
            --m_counts[colour][code];
            ++m_counts[colour][0];
            code = 0;
        }
        rescore(colour, m_pointTables[colour]->at(state.codesKey[colour]), Occupied);
        if (m_net) {
            m_net->note(m_netChanges[colour], colour, state.codesKey[colour], 0);
        }
        state.codesKey[colour] = 0;
        markThreat(colour, index, state.codes[colour]);
    }
}

// The codes of the empty point `index` in `direction` from its keys, and what follows from them
// for each colour whose code changed. The point is saved for undo before it changes.
void Position::refreshPoint(int index, int direction)
{
    PointState &state = m_states[index];
    const std::uint32_t keys = m_keys[index][direction];
    const std::array<std::uint8_t, 2> fresh { std::uint8_t(m_tables[0]->at(int(keys & 0xFFFF))),
        std::uint8_t(m_tables[1]->at(int(keys >> 16))) };
    if (fresh[0] == state.codes[0][direction] && fresh[1] == state.codes[1][direction]) {
        return;
    }
    save(index);
    for (int colour = 0; colour < 2; ++colour) {
        auto &code = state.codes[colour][direction];
        if (fresh[colour] == code) {
            continue;
        }
        --m_counts[colour][code];
        ++m_counts[colour][fresh[colour]];
        const int key
            = state.codesKey[colour] + (fresh[colour] - code) * PointTable::DigitWeights[direction];
        const PointTable &table = *m_pointTables[colour];
        rescore(colour, table.at(state.codesKey[colour]), table.at(key));
        if (m_net) {
            m_net->note(m_netChanges[colour], colour, state.codesKey[colour], key);
        }
        // Only a code crossing the open three can change the point's mark (rarely: a branch
        // the processor guesses right, cheaper than marking every change).
        const bool crosses = (code >= Flex3) != (fresh[colour] >= Flex3);
        code = fresh[colour];
        state.codesKey[colour] = std::uint16_t(key);
        if (crosses) {
            markThreat(colour, index, state.codes[colour]);
        }
    }
}

void Position::rescore(int colour, const PointScores &before, const PointScores &after)
{
    m_evalSums[ToMove][colour] += after.toMove - before.toMove;
    m_evalSums[Waiting][colour] += after.waiting - before.waiting;
    --m_threatCounts[colour][int(before.threat)];
    ++m_threatCounts[colour][int(after.threat)];
}

// Sets the point's bit when its `codes` for `colour` hold an open three or more, clears it
// otherwise (without branches: whether it does is a guess the processor often gets wrong).
void Position::markThreat(int colour, int index, const PointCodes &codes)
{
    const auto best = std::max(std::max(codes[0], codes[1]), std::max(codes[2], codes[3]));
    const auto threat = std::uint64_t(best >= Flex3);
    const int shift = index % 64;
    auto &word = m_threatPoints[colour][std::size_t(index / 64)];
    word = (word & ~(std::uint64_t(1) << shift)) | (threat << shift);
}

// Both colours' keys from the board: neighbours of the colour are 1, the other colour and walls 2.
std::uint32_t Position::scanKeys(int index, int direction) const
{
    std::uint32_t keys = 0;
    for (int step = -LineReach; step <= LineReach; ++step) {
        const Stone s = m_board.cell(index + step * Directions[direction]);
        if (step != 0 && s != Stone::Empty) {
            const std::uint32_t black = s == Stone::Black ? 1 : 2;
            const std::uint32_t white = s == Stone::White ? 1 : 2;
            keys += (black + (white << 16)) * std::uint32_t(keySlotWeight(step));
        }
    }
    return keys;
}

// Written member by member: a saved point built whole on the stack and then copied had its
// copy read the parts just written there, which the processor does not forward quickly.
void Position::save(int index)
{
    SavedPoint &saved = m_saved.emplace_back();
    saved.state = m_states[index];
    saved.index = std::uint16_t(index);
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
