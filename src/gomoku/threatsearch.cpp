#include "gomoku/threatsearch.h"

#include <algorithm>
#include <iterator>

namespace gomoku {

ThreatSearch::ThreatSearch(Position &position, std::uint64_t nodeBudget)
    : m_position(position), m_budget(nodeBudget)
{
}

bool ThreatSearch::budgetLeft()
{
    constexpr std::uint64_t AbortCheckMask = 127;
    if (m_abort && !m_aborted && (m_nodes & AbortCheckMask) == 0) {
        m_aborted = m_abort();
    }
    return m_nodes < m_budget && !m_aborted;
}

int ThreatSearch::findVcf(int maxDepth)
{
    m_path.clear();
    m_line.clear();
    return attack(maxDepth, false) && !m_line.empty() ? m_line.front() : -1;
}

int ThreatSearch::findVct(int maxDepth)
{
    // A VCT is only worth its cost past the fours: try the cheaper VCF first at each depth.
    for (int depth = 1; depth <= maxDepth && budgetLeft(); ++depth) {
        m_path.clear();
        m_line.clear();
        if (attack(depth, true) && !m_line.empty()) {
            return m_line.front();
        }
    }
    return -1;
}

bool ThreatSearch::winsWith(int move, int maxDepth)
{
    m_path.assign(1, move);
    m_line.clear();
    m_position.play(move);
    const bool won = defend(maxDepth, true);
    m_position.undo();
    m_path.clear();
    return won && !m_line.empty();
}

std::vector<int> ThreatSearch::fivePoints(Stone stone) const
{
    if (m_position.patternCount(stone, Pattern::Five) == 0) {
        return {};
    }
    return m_position.pointsWith(stone, Pattern::Five);
}

// The attacker's fours first (most forcing), then its open-three moves, each kind by value.
std::vector<int> ThreatSearch::attackMoves(Stone attacker, bool threes) const
{
    const Pattern least = threes ? Pattern::Flex3 : Pattern::Block4;
    std::vector<int> moves;
    for (const int index : m_position.pointsWith(attacker, least)) {
        if (!m_position.isForbidden(attacker, index)) {
            moves.push_back(index);
        }
    }
    std::stable_sort(moves.begin(), moves.end(), [&](int a, int b) {
        const bool fourA = m_position.bestPattern(attacker, a) >= Pattern::Block4;
        const bool fourB = m_position.bestPattern(attacker, b) >= Pattern::Block4;
        if (fourA != fourB) {
            return fourA;
        }
        return m_position.value(attacker, a) > m_position.value(attacker, b);
    });
    return moves;
}

// Answers to an open three: the points where the attacker would make a four or five (the
// ends and gaps of its threat lines), and the defender's own fours.
std::vector<int> ThreatSearch::defences(Stone attacker) const
{
    const Stone defender = opponent(attacker);
    const auto attackerFours = m_position.pointsWith(attacker, Pattern::Block4);
    const auto defenderFours = m_position.pointsWith(defender, Pattern::Block4);
    std::vector<int> moves;
    std::set_union(attackerFours.begin(), attackerFours.end(), defenderFours.begin(),
        defenderFours.end(), std::back_inserter(moves));
    std::erase_if(moves, [&](int index) { return m_position.isForbidden(defender, index); });
    return moves;
}

bool ThreatSearch::attack(int depth, bool threes)
{
    ++m_nodes;
    const Stone attacker = m_position.sideToMove();
    if (const auto five = fivePoints(attacker); !five.empty()) {
        m_line = m_path;
        m_line.push_back(five.front());
        return true;
    }
    if (depth <= 0 || !budgetLeft()) {
        return false;
    }
    const auto threats = fivePoints(opponent(attacker));
    std::vector<int> moves = attackMoves(attacker, threes);
    if (!threats.empty()) {
        // The defender threatens five: only blocking it can continue, if it is an attack too.
        const int block = threats.front();
        const bool blockAttacks = std::find(moves.begin(), moves.end(), block) != moves.end();
        if (threats.size() > 1 || !blockAttacks) {
            return false;
        }
        moves = { block };
    }
    for (const int move : moves) {
        m_position.play(move);
        m_path.push_back(move);
        const bool won = defend(depth - 1, threes);
        m_path.pop_back();
        m_position.undo();
        if (won) {
            return true;
        }
    }
    return false;
}

bool ThreatSearch::defend(int depth, bool threes)
{
    ++m_nodes;
    const Stone defender = m_position.sideToMove();
    const Stone attacker = opponent(defender);
    if (m_position.patternCount(defender, Pattern::Five) > 0) {
        return false;
    }
    const auto five = fivePoints(attacker);
    std::vector<int> answers;
    if (!five.empty()) {
        if (m_position.isForbidden(defender, five.front())) {
            m_line = m_path; // black cannot block at a forbidden point
            return true;
        }
        answers = { five.front() }; // with two five points, blocking one loses to the other
    } else if (!threes || !m_position.threatensOpenFour(attacker)) {
        return false;
    } else {
        answers = defences(attacker);
    }
    std::vector<int> longest;
    for (const int answer : answers) {
        m_position.play(answer);
        m_path.push_back(answer);
        const bool won = attack(depth, threes);
        m_path.pop_back();
        m_position.undo();
        if (!won) {
            return false;
        }
        if (m_line.size() > longest.size()) {
            longest = m_line;
        }
    }
    m_line = longest;
    return !answers.empty();
}

} // namespace gomoku
