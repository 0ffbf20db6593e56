// The learned evaluation: point combinations, the incremental sums against a count from
// scratch (through moves and undos, under every rule), renju's likely forbidden points, and the
// self-play data it is trained on.

#include "gomoku/evaluation.h"
#include "gomoku/pointtable.h"
#include "gomoku/selfplay.h"
#include "gomokutestsupport.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace gomoku;
using namespace gomoku::test;

Q_DECLARE_METATYPE(gomoku::Rule)

namespace {

PointCodes codes(
    Pattern a, Pattern b = Pattern::None, Pattern c = Pattern::None, Pattern d = Pattern::None)
{
    return { std::uint8_t(a), std::uint8_t(b), std::uint8_t(c), std::uint8_t(d) };
}

// The evaluation computed from the features, as the trainer's model does.
int evaluateFromFeatures(const Position &position)
{
    const EvalWeights &weights = builtInEvalWeights();
    const Stone side = position.sideToMove();
    const Features own = position.features(side);
    const Features other = position.features(opponent(side));
    int score = weights.tempo;
    for (int f = 0; f < FeatureCount; ++f) {
        score += own[f] * weights.toMove[f] - other[f] * weights.waiting[f];
    }
    return score;
}

} // namespace

class TestGomokuEval : public QObject {
    Q_OBJECT

private slots:
    void combinations();
    void incrementalMatchesFeatures_data();
    void incrementalMatchesFeatures();
    void renjuForbiddenPointsCountNothing();
    void selfPlayIsDeterministic();
};

void TestGomokuEval::combinations()
{
    QCOMPARE(comboOf(codes(Pattern::Flex4)), Combo::DoubleFour);
    QCOMPARE(comboOf(codes(Pattern::Block4, Pattern::Block4)), Combo::DoubleFour);
    QCOMPARE(comboOf(codes(Pattern::Block4, Pattern::Flex3, Pattern::Flex2)), Combo::FourThree);
    QCOMPARE(comboOf(codes(Pattern::Block4, Pattern::Flex2)), Combo::FourTwo);
    QCOMPARE(comboOf(codes(Pattern::Block4, Pattern::Flex1)), Combo::None);
    QCOMPARE(comboOf(codes(Pattern::Flex3, Pattern::Flex3)), Combo::DoubleThree);
    QCOMPARE(comboOf(codes(Pattern::Flex3, Pattern::Dead3)), Combo::ThreeTwo);
    QCOMPARE(comboOf(codes(Pattern::Flex2, Pattern::Flex2)), Combo::DoubleTwo);
    QCOMPARE(comboOf(codes(Pattern::Flex2, Pattern::Dead3, Pattern::Dead3)), Combo::DoubleTwo);
    QCOMPARE(comboOf(codes(Pattern::Flex2, Pattern::Dead3)), Combo::DoubleTwo);
    QCOMPARE(comboOf(codes(Pattern::Dead3, Pattern::Dead3)), Combo::None);
    QCOMPARE(comboOf(codes(Pattern::Flex2, Pattern::Dead2)), Combo::None);
    Features features {};
    addPointFeatures(codes(Pattern::Block4, Pattern::Flex3, Pattern::Dead1), features);
    QCOMPARE(features[int(Pattern::Block4) - 1], 1);
    QCOMPARE(features[int(Pattern::Flex3) - 1], 1);
    QCOMPARE(features[int(Pattern::Dead1) - 1], 1);
    QCOMPARE(features[PatternFeatures + int(Combo::FourThree) - 1], 1);
    int total = 0;
    for (const int count : features) {
        total += count;
    }
    QCOMPARE(total, 4);
}

void TestGomokuEval::incrementalMatchesFeatures_data()
{
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<int>("size");
    QTest::newRow("free-style 15") << Rule::FreeStyle << 15;
    QTest::newRow("standard 15") << Rule::Standard << 15;
    QTest::newRow("renju 15") << Rule::Renju << 15;
    QTest::newRow("free-style 20") << Rule::FreeStyle << 20;
}

void TestGomokuEval::incrementalMatchesFeatures()
{
    QFETCH(Rule, rule);
    QFETCH(int, size);
    Position position(size, rule);
    std::mt19937 random(7);
    for (int ply = 0; ply < 120; ++ply) {
        std::vector<int> empty;
        for (const int index : position.points()) {
            if (position.board().cell(index) == Stone::Empty) {
                empty.push_back(index);
            }
        }
        // Mostly clustered play, so threes and fours appear; now and then an undo.
        const int centre = Board::indexOf({ size / 2, size / 2 });
        std::stable_sort(empty.begin(), empty.end(),
            [&](int a, int b) { return std::abs(a - centre) < std::abs(b - centre); });
        const std::size_t pick = std::uniform_int_distribution<std::size_t>(
            0, std::min<std::size_t>(empty.size(), 40) - 1)(random);
        position.play(empty[pick]);
        if (ply % 7 == 6) {
            position.undo();
        }
        QCOMPARE(position.evaluate(), evaluateFromFeatures(position));
    }
    while (position.board().stoneCount() > 0) {
        position.undo();
    }
    QCOMPARE(position.evaluate(), Position(size, rule).evaluate());
}

void TestGomokuEval::renjuForbiddenPointsCountNothing()
{
    QVERIFY(PointTable::likelyForbidden(codes(Pattern::Flex3, Pattern::Flex3)));
    QVERIFY(PointTable::likelyForbidden(codes(Pattern::Block4, Pattern::Block4)));
    QVERIFY(PointTable::likelyForbidden(codes(Pattern::Overline)));
    QVERIFY(!PointTable::likelyForbidden(codes(Pattern::Block4, Pattern::Flex3)));
    const PointCodes doubleThree = codes(Pattern::Flex3, Pattern::Flex3, Pattern::Flex2);
    const PointScores &black = PointTable::get(true).at(doubleThree);
    QCOMPARE(black.toMove, 0);
    QCOMPARE(black.waiting, 0);
    QCOMPARE(black.value, 0);
    const PointScores &free = PointTable::get(false).at(doubleThree);
    QCOMPARE(
        free.toMove, pointWeight(doubleThree, Combo::DoubleThree, builtInEvalWeights().toMove));
    QVERIFY(free.value > 0);
}

void TestGomokuEval::selfPlayIsDeterministic()
{
    SelfPlaySettings settings;
    settings.games = 2;
    settings.depth = 2;
    settings.seed = 5;
    std::ostringstream first;
    std::ostringstream second;
    writeSelfPlay(first, settings);
    writeSelfPlay(second, settings);
    QCOMPARE(first.str(), second.str());
    std::istringstream lines(first.str());
    std::string header;
    std::getline(lines, header);
    QVERIFY(header.starts_with("# gomoku self-play:"));
    int rows = 0;
    for (std::string line; std::getline(lines, line); ++rows) {
        std::istringstream fields(line);
        double result = -1;
        fields >> result;
        QVERIFY(result == 0 || result == 0.5 || result == 1);
        int count = 0;
        for (int value; fields >> value; ++count) {
            QVERIFY(value >= 0);
        }
        QCOMPARE(count, 2 * FeatureCount);
    }
    QVERIFY(rows > 4);
}

QTEST_APPLESS_MAIN(TestGomokuEval)
#include "tst_gomokueval.moc"
