// The learned move ordering: threat moves keep their forced tiers above it, the fitted weights
// prefer threats and points near the last stones, and the training rows the weights are fitted
// on follow the games.

#include "gomoku/moveordering.h"
#include "gomoku/movepicker.h"
#include "gomoku/orderingdata.h"
#include "gomoku/selfplaygames.h"
#include "gomokutestsupport.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace gomoku;
using namespace gomoku::test;

namespace {

int combination(Pattern a, Pattern b = Pattern::None)
{
    return combinationOf({ std::uint8_t(a), std::uint8_t(b), 0, 0 });
}

// The learned part of a point's score from the side to move's combination and the other side's.
int pointScore(int own, int other)
{
    const OrderingWeights &weights = builtInOrderingWeights();
    const int threats = orderingThreats(
        threatClassOf(combinationCodes(own)), threatClassOf(combinationCodes(other)));
    return weights.own[std::size_t(own)] + weights.other[std::size_t(other)]
        + weights.threats[std::size_t(threats)];
}

} // namespace

class TestGomokuOrdering : public QObject {
    Q_OBJECT

private slots:
    void scoreIsItsFeaturesWeights_data();
    void scoreIsItsFeaturesWeights();
    void threatTiersComeFirst();
    void learnedWeightsPreferThreatsAndNearness();
    void orderingRowsFollowTheGame();
    void orderingRowsRefuseBadGames();
};

void TestGomokuOrdering::scoreIsItsFeaturesWeights_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("nearest"); // the stones' columns and rows
    QTest::addColumn<int>("farthest");
    QTest::newRow("15, near the centre") << 15 << 4 << 10;
    QTest::newRow("20, edge to edge") << 20 << 0 << 19;
}

void TestGomokuOrdering::scoreIsItsFeaturesWeights()
{
    // The search's score of a quiet point is the sum of the weights of the features the training
    // rows list for it, so the weights fitted on the rows order the search as they were fitted
    // (on the empty board too, and with the board's farthest points from the last stones).
    QFETCH(int, size);
    QFETCH(int, nearest);
    QFETCH(int, farthest);
    std::mt19937 random(7);
    std::uniform_int_distribution<int> weight(-3000, 3000);
    const auto fill = [&](auto &table) {
        for (auto &w : table) {
            w = std::int16_t(weight(random));
        }
    };
    OrderingWeights weights;
    fill(weights.own);
    fill(weights.other);
    fill(weights.threats);
    fill(weights.last);
    fill(weights.before);
    const MoveOrdering ordering(weights);
    Position position(size);
    std::uniform_int_distribution<int> near(nearest, farthest);
    int quietPoints = 0;
    for (int stones = 0; stones < 18; ++stones) {
        const MoveOrdering::Scorer score = ordering.scorer(position);
        for (const int point : position.points()) {
            const OrderingFeatures f = orderingFeatures(position, point);
            if (position.board().cell(point) != Stone::Empty || f.tier != OrderingTier::Quiet) {
                continue;
            }
            const int threats = orderingThreats(
                threatClassOf(combinationCodes(f.own)), threatClassOf(combinationCodes(f.other)));
            const int expected = weights.own[std::size_t(f.own)]
                + weights.other[std::size_t(f.other)] + weights.threats[std::size_t(threats)]
                + weights.last[std::size_t(f.last)] + weights.before[std::size_t(f.before)];
            QCOMPARE(score(point), expected);
            ++quietPoints;
        }
        const int index = Board::indexOf({ near(random), near(random) });
        if (position.board().cell(index) == Stone::Empty) {
            position.play(index);
        }
    }
    QVERIFY(quietPoints > 1000);
}

void TestGomokuOrdering::threatTiersComeFirst()
{
    // Black to move has a five to make (the first row), white a five to block (the third) and
    // an open four to make (the fifth): the five first, then the block, then the open four,
    // then the rest, each tier by its learned score.
    Position position;
    setUp(position,
        { "XXXX...........", "...............", "OOOO...........", "...............",
            "..XXX..........", "...............", "........O......" });
    position.setSideToMove(Stone::Black);
    MovePicker picker(position, -1, 12);
    std::vector<OrderingTier> tiers;
    std::vector<int> scores;
    for (int move = picker.next(); move >= 0; move = picker.next()) {
        tiers.push_back(orderingFeatures(position, move).tier);
        scores.push_back(MoveOrdering::get().score(position, move));
    }
    QVERIFY(std::is_sorted(scores.rbegin(), scores.rend()));
    QVERIFY(tiers.size() > 10);
    QCOMPARE(tiers[0], OrderingTier::Five);
    QCOMPARE(tiers[1], OrderingTier::BlockFive);
    QCOMPARE(tiers[2], OrderingTier::OpenFour);
    QVERIFY(std::is_sorted(tiers.rbegin(), tiers.rend()));
    QCOMPARE(tiers.back(), OrderingTier::Quiet);
}

void TestGomokuOrdering::learnedWeightsPreferThreatsAndNearness()
{
    // The fitted weights, not a table left empty: an open three of one's own or of the opponent
    // beats a point with no pattern, two open threes beat one, and a point next to the last stone
    // beats a far one.
    const int none = CombinationCount - 1;
    const int three = combination(Pattern::Flex3);
    QVERIFY(pointScore(three, none) > pointScore(none, none));
    QVERIFY(pointScore(none, three) > pointScore(none, none));
    QVERIFY(
        pointScore(combination(Pattern::Flex3, Pattern::Flex3), none) > pointScore(three, none));
    const OrderingWeights &weights = builtInOrderingWeights();
    constexpr int nextOnLine = 1; // distance 1, on a line of the stone
    constexpr int far = PlaceCount - 2;
    QVERIFY(weights.last[nextOnLine] > weights.last[far]);
}

void TestGomokuOrdering::orderingRowsFollowTheGame()
{
    // A row for each searched move (a score after its '/') while no five is on the board: the
    // played move's place among the candidates, their count, and six numbers per candidate, the
    // played one's as orderingFeatures gives them in the game's position. White's h11 blocks
    // black's open three (a candidate: the defences are); black's h7 makes a four, and the
    // position after it holds a five point.
    const std::string text = "# gomoku self-play games: rule freestyle size 15 seed 1\n"
                             "black h8 a1 h9 a2/-40 h10/75 h11/-120 h7/29000 a3 h6\n";
    std::istringstream games(text);
    std::ostringstream out;
    std::string error;
    QVERIFY2(writeOrderingRows(games, out, error), error.c_str());
    std::istringstream rows(out.str());
    std::string line;
    std::getline(rows, line);
    QVERIFY(line.starts_with("# gomoku ordering rows: rule freestyle size 15"));
    std::vector<OrderingFeatures> expected;
    std::istringstream again(text);
    QVERIFY(replaySelfPlayGames(
        again, [](const GamesHeader &) {},
        [&](const Position &position, const ReplayedMove &move) {
            if (move.score != "-" && position.patternCount(Stone::Black, Pattern::Five) == 0) {
                expected.push_back(orderingFeatures(position, move.index));
            }
        },
        error));
    QCOMPARE(int(expected.size()), 4);
    for (const OrderingFeatures &played : expected) {
        QVERIFY(std::getline(rows, line));
        std::istringstream numbers(line);
        int place = 0;
        int count = 0;
        numbers >> place >> count;
        QVERIFY(place >= 0 && place < count);
        std::vector<int> fields;
        for (int n = 0; numbers >> n;) {
            fields.push_back(n);
        }
        QCOMPARE(int(fields.size()), 6 * count);
        const int *mine = &fields[std::size_t(6 * place)];
        QCOMPARE(mine[0], played.own);
        QCOMPARE(mine[1], played.other);
        QCOMPARE(mine[2], played.last);
        QCOMPARE(mine[3], played.before);
        QCOMPARE(mine[4], int(played.tier));
    }
    QVERIFY(!std::getline(rows, line));
}

void TestGomokuOrdering::orderingRowsRefuseBadGames()
{
    std::istringstream games("# gomoku training rows: rule freestyle size 15\n");
    std::ostringstream out;
    std::string error;
    QVERIFY(!writeOrderingRows(games, out, error));
    QVERIFY2(error.starts_with("line 1: not a gomoku-engine selfplay"), error.c_str());
    std::istringstream badMove("# gomoku self-play games: rule freestyle size 15 seed 1\n"
                               "black h8 h8/5\n");
    QVERIFY(!writeOrderingRows(badMove, out, error));
    QVERIFY2(error.starts_with("line 2: the move h8"), error.c_str());
}

QTEST_APPLESS_MAIN(TestGomokuOrdering)
#include "tst_gomokuordering.moc"
