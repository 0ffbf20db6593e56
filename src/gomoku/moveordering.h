#pragma once

// The learned move ordering: a candidate's ordering score is a weight for the side to move's
// combination of four line patterns there (evaluation.h's 1001 direction-free combinations), one
// for the opponent's, one for the pair of their threat classes (a point that makes a three and
// blocks one is worth more than the two apart), and one each for where the point lies from the
// last stone and from the stone before it. The weights are a softmax policy fitted so that the
// move the search played in self-play games scores high (scripts/gomoku-train-ordering; built
// in, orderingweights.cpp). Threat moves keep their forced priority: a five, then a block of the
// opponent's five, then an open four come before every other move, the learned score ordering
// each tier. (Closed fours are left to the learned order: forced first, they put the move the
// search plays first less often than the hand-set threat values did.)

#include "gomoku/evaluation.h"

#include <array>
#include <cstdint>
#include <vector>

namespace gomoku {

class Position;

/// Where a point lies from a stone: its distance (the larger of the two steps, 1 to 4) and
/// whether it is on one of the stone's lines, 8 classes; farther, and no stone at all.
constexpr int PlaceCount = 10;

struct OrderingWeights {
    CombinationWeights own {}; // the side to move's combination at the point
    CombinationWeights other {}; // the opponent's
    /// By the side to move's threat class at the point and the opponent's (orderingThreats).
    std::array<std::int16_t, ThreatClassCount * ThreatClassCount> threats {};
    std::array<std::int16_t, PlaceCount> last {}; // by the point's place from the last stone
    std::array<std::int16_t, PlaceCount> before {}; // from the stone before it
};

/// The weights the search orders by (orderingweights.cpp, written by
/// scripts/gomoku-train-ordering).
const OrderingWeights &builtInOrderingWeights();

/// The forced tiers, above the learned order: a point making a five, blocking the opponent's
/// five, making an open four, or none of these.
enum class OrderingTier : std::uint8_t { Quiet, OpenFour, BlockFive, Five };

/// The threats' entry of a point: the side to move's threat class there and the opponent's.
constexpr int orderingThreats(ThreatClass own, ThreatClass other)
{
    return int(own) * ThreatClassCount + int(other);
}

/// One candidate's features, as the training rows list them.
struct OrderingFeatures {
    int own = 0; // combination numbers
    int other = 0;
    int last = 0; // places
    int before = 0;
    OrderingTier tier = OrderingTier::Quiet;
};

OrderingFeatures orderingFeatures(const Position &position, int index);

/// The ordering scores of the side to move's empty points: the tier first, then the learned
/// weights.
class MoveOrdering {
public:
    static const MoveOrdering &get();
    explicit MoveOrdering(const OrderingWeights &weights);

    /// Scores the points of one position, its last two stones looked up once.
    class Scorer {
    public:
        int operator()(int index) const;

    private:
        friend class MoveOrdering;
        Scorer(const MoveOrdering &ordering, const Position &position);
        const MoveOrdering &m_ordering;
        const Position &m_position;
        int placeWeight(int back, int index) const;
        Stone m_side;
        std::array<int, 2> m_stones {}; // the last stone and the one before it
        std::array<bool, 2> m_placed {};
    };
    Scorer scorer(const Position &position) const { return Scorer(*this, position); }
    int score(const Position &position, int index) const { return scorer(position)(index); }

private:
    // A point's weight and threat class for one colour's four codes, and the tier those codes
    // give it (a five or an open four of the side to move, the opponent's five to block).
    struct CodesScore {
        std::int16_t weight = 0;
        ThreatClass threat = ThreatClass::None;
        OrderingTier tier = OrderingTier::Quiet;
    };
    std::vector<CodesScore> m_own; // by the four codes' key (11^4)
    std::vector<CodesScore> m_other;
    OrderingWeights m_weights;
    // The place weights from the last stone and from the one before it by the point's index
    // less the stone's (placeOffset), so that a candidate's place is one read.
    std::array<std::vector<std::int16_t>, 2> m_placeWeights;
};

} // namespace gomoku
