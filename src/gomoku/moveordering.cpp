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
constexpr int PlaceReach = 4; // the farthest distance with a place of its own
static_assert(MaxSize - 1 + PlaceReach < Stride);

// Where `p` lies from the stone at `s`.
int place(Point p, Point s)
{
    const int dx = std::abs(p.x - s.x);
    const int dy = std::abs(p.y - s.y);
    const int distance = std::max(dx, dy);
    if (distance > PlaceReach) {
        return FarPlace;
    }
    const bool onLine = dx == 0 || dy == 0 || dx == dy;
    return (distance - 1) * 2 + (onLine ? 1 : 0);
}

// A point's index less a stone's, as an index of a table (0 to 2 * CellCount - 2). Two points
// of a board are fewer than Stride - PlaceReach columns apart, so an offset of at most
// PlaceReach steps either way is made by those steps only: every other offset is far.
int placeOffset(int index, int stone)
{
    return index - stone + CellCount - 1;
}

std::vector<std::int16_t> placeWeightsByOffset(const std::array<std::int16_t, PlaceCount> &weights)
{
    constexpr Point Centre { MaxSize / 2, MaxSize / 2 };
    std::vector<std::int16_t> byOffset(2 * CellCount - 1, weights[FarPlace]);
    for (int dy = -PlaceReach; dy <= PlaceReach; ++dy) {
        for (int dx = -PlaceReach; dx <= PlaceReach; ++dx) {
            const Point p { Centre.x + dx, Centre.y + dy };
            if (p != Centre) {
                byOffset[std::size_t(placeOffset(Board::indexOf(p), Board::indexOf(Centre)))]
                    = weights[std::size_t(place(p, Centre))];
            }
        }
    }
    return byOffset;
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
    : m_own(CodeSpace), m_other(CodeSpace),
      m_weights(weights), m_placeWeights { placeWeightsByOffset(weights.last),
          placeWeightsByOffset(weights.before) }
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
        m_stones[back] = history[history.size() - 1 - back].index;
        m_placed[back] = true;
    }
}

int MoveOrdering::Scorer::operator()(int index) const
{
    const CodesScore &own = m_ordering.m_own[std::size_t(m_position.codesKey(m_side, index))];
    const CodesScore &other
        = m_ordering.m_other[std::size_t(m_position.codesKey(opponent(m_side), index))];
    return int(std::max(own.tier, other.tier)) * TierStep + own.weight + other.weight
        + m_ordering.m_weights.threats[std::size_t(orderingThreats(own.threat, other.threat))]
        + placeWeight(0, index) + placeWeight(1, index);
}

// The weight of where `index` lies from the last stone (`back` 0) or the one before it (1).
int MoveOrdering::Scorer::placeWeight(int back, int index) const
{
    const auto b = std::size_t(back);
    if (!m_placed[b]) {
        return (back == 0 ? m_ordering.m_weights.last : m_ordering.m_weights.before)[NoStonePlace];
    }
    return m_ordering.m_placeWeights[b][std::size_t(placeOffset(index, m_stones[b]))];
}

} // namespace gomoku
