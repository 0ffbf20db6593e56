#include "gomoku/moveordering.h"

#include "gomoku/position.h"

#include <algorithm>
#include <cstdlib>

namespace gomoku {

namespace {

constexpr int CodeSpace = PatternCount * PatternCount * PatternCount * PatternCount;
// Above twice any sum of five 16-bit weights: a tier always outranks the learned part.
constexpr int TierStep = 1 << 19;
constexpr int FarPlace = PlaceCount - 2;
constexpr int NoStonePlace = PlaceCount - 1;

PointCodes codesOfKey(int key)
{
    PointCodes codes {};
    for (int d = 3; d >= 0; --d) {
        codes[std::size_t(d)] = std::uint8_t(key % PatternCount);
        key /= PatternCount;
    }
    return codes;
}

// Where `p` lies from the stone at `s`.
int place(Point p, Point s)
{
    const int dx = std::abs(p.x - s.x);
    const int dy = std::abs(p.y - s.y);
    const int distance = std::max(dx, dy);
    if (distance > 4) {
        return FarPlace;
    }
    const bool onLine = dx == 0 || dy == 0 || dx == dy;
    return (distance - 1) * 2 + (onLine ? 1 : 0);
}

bool holds(const PointCodes &codes, Pattern pattern)
{
    return std::find(codes.begin(), codes.end(), std::uint8_t(pattern)) != codes.end();
}

// The tier a point's codes give it for the side to move (`own`) or the opponent.
OrderingTier tierOf(const PointCodes &codes, bool own)
{
    if (holds(codes, Pattern::Five)) {
        return own ? OrderingTier::Five : OrderingTier::BlockFive;
    }
    return own && holds(codes, Pattern::Flex4) ? OrderingTier::OpenFour : OrderingTier::Quiet;
}

} // namespace

OrderingFeatures orderingFeatures(const Position &position, int index)
{
    const Stone side = position.sideToMove();
    const PointCodes own = codesOfKey(position.codesKey(side, index));
    const PointCodes other = codesOfKey(position.codesKey(opponent(side), index));
    const auto &history = position.board().history();
    const auto placeFrom = [&](std::size_t back) {
        return history.size() < back
            ? NoStonePlace
            : place(Board::pointOf(index), Board::pointOf(history[history.size() - back].index));
    };
    return { combinationOf(own), combinationOf(other), placeFrom(1), placeFrom(2),
        std::max(tierOf(own, true), tierOf(other, false)) };
}

const MoveOrdering &MoveOrdering::get()
{
    static const MoveOrdering ordering(builtInOrderingWeights());
    return ordering;
}

MoveOrdering::MoveOrdering(const OrderingWeights &weights)
    : m_own(CodeSpace), m_other(CodeSpace), m_weights(weights)
{
    for (int key = 0; key < CodeSpace; ++key) {
        const PointCodes codes = codesOfKey(key);
        const auto combination = std::size_t(combinationOf(codes));
        const ThreatClass threat = threatClassOf(codes);
        m_own[std::size_t(key)] = { weights.own[combination], threat, tierOf(codes, true) };
        m_other[std::size_t(key)] = { weights.other[combination], threat, tierOf(codes, false) };
    }
}

MoveOrdering::Scorer::Scorer(const MoveOrdering &ordering, const Position &position)
    : m_ordering(ordering), m_position(position), m_side(position.sideToMove())
{
    const auto &history = position.board().history();
    for (std::size_t back = 0; back < 2 && back < history.size(); ++back) {
        m_stones[back] = Board::pointOf(history[history.size() - 1 - back].index);
        m_placed[back] = true;
    }
}

int MoveOrdering::Scorer::operator()(int index) const
{
    const CodesScore &own = m_ordering.m_own[std::size_t(m_position.codesKey(m_side, index))];
    const CodesScore &other
        = m_ordering.m_other[std::size_t(m_position.codesKey(opponent(m_side), index))];
    const OrderingWeights &weights = m_ordering.m_weights;
    const Point p = Board::pointOf(index);
    return int(std::max(own.tier, other.tier)) * TierStep + own.weight + other.weight
        + weights.threats[std::size_t(orderingThreats(own.threat, other.threat))]
        + weights.last[std::size_t(m_placed[0] ? place(p, m_stones[0]) : NoStonePlace)]
        + weights.before[std::size_t(m_placed[1] ? place(p, m_stones[1]) : NoStonePlace)];
}

} // namespace gomoku
