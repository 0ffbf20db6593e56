#include "gomoku/movepicker.h"

#include "gomoku/moveordering.h"

#include <algorithm>
#include <limits>

namespace gomoku {

namespace {

constexpr int TableMoveScore = std::numeric_limits<int>::max();

// (ordering score, point): the higher score first, ties in board order.
struct BestFirst {
    bool operator()(const std::pair<int, int> &a, const std::pair<int, int> &b) const
    {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    }
};

} // namespace

MovePicker::MovePicker(const Position &position, int ttMove, std::size_t batch)
    : m_position(position), m_side(position.sideToMove()), m_ttMove(ttMove),
      m_batch(std::max<std::size_t>(batch, 1))
{
    m_mustDefend = position.threatensOpenFour(opponent(m_side));
}

MovePicker MovePicker::only(const Position &position, int move)
{
    MovePicker picker(position, -1, 1);
    picker.m_generated = true;
    picker.m_scored = { { 0, move } };
    return picker;
}

int MovePicker::next()
{
    if (!m_generated && !m_ttMoveGiven && tableMoveFirst()) {
        m_ttMoveGiven = true;
        return m_ttMove;
    }
    if (!m_generated) {
        generate();
    }
    if (m_next >= m_scored.size()) {
        return -1;
    }
    if (m_next >= m_sortedEnd) {
        const auto from = m_scored.begin() + std::ptrdiff_t(m_next);
        if (m_next == 0) {
            std::iter_swap(from, std::min_element(from, m_scored.end(), BestFirst {}));
            m_sortedEnd = 1;
        } else if (m_sortedEnd == 1) {
            const auto end = m_scored.begin()
                + std::ptrdiff_t(std::min(m_scored.size(), m_next + m_batch - 1));
            std::partial_sort(from, end, m_scored.end(), BestFirst {});
            m_sortedEnd = std::size_t(end - m_scored.begin());
        } else {
            std::sort(from, m_scored.end(), BestFirst {});
            m_sortedEnd = m_scored.size();
        }
    }
    return m_scored[m_next++].second;
}

bool MovePicker::single()
{
    if (!m_generated && !m_ttMoveGiven && tableMoveFirst()) {
        return false; // a table move was stored here with other candidates to choose from
    }
    if (!m_generated) {
        generate();
    }
    return m_scored.size() + (m_ttMoveGiven ? 1 : 0) == 1;
}

// The table's move comes before the others are made when it is a candidate (a key collision
// can give any point); against an open three every move is checked as a defence first.
bool MovePicker::tableMoveFirst() const
{
    return m_ttMove >= 0 && m_ttMove < CellCount && !m_mustDefend
        && m_position.board().cell(m_ttMove) == Stone::Empty && m_position.isNearStones(m_ttMove)
        && !m_position.isForbidden(m_side, m_ttMove);
}

void MovePicker::generate()
{
    m_generated = true;
    const Stone other = opponent(m_side);
    const MoveOrdering::Scorer score = MoveOrdering::get().scorer(m_position);
    m_scored.reserve(m_position.points().size()); // one allocation instead of some six
    for (const int index : m_position.points()) {
        if (m_position.board().cell(index) != Stone::Empty || !m_position.isNearStones(index)
            || (m_ttMoveGiven && index == m_ttMove)) {
            continue;
        }
        if (m_mustDefend && m_position.bestPattern(other, index) < Pattern::Block4
            && m_position.bestPattern(m_side, index) < Pattern::Block4) {
            continue;
        }
        if (!m_position.isForbidden(m_side, index)) {
            m_scored.push_back({ index == m_ttMove ? TableMoveScore : score(index), index });
        }
    }
}

} // namespace gomoku
