// The pattern evaluation: the fast feature indices against a square-by-square reading of every
// pattern instance, the weights file's round trip and its refusal of damaged files, and the
// built-in weights.

#include "referencerules.h"

#include "reversi/evaluation.h"
#include "reversi/patternweights.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace reversi;

namespace {

/// The feature indices read square by square from each instance's own list of squares.
FeatureIndices referenceIndices(Bitboard player, Bitboard opponent)
{
    FeatureIndices indices {};
    const FeatureLayout &layout = featureLayout();
    for (int i = 0; i < PatternInstanceCount; ++i) {
        const PatternInstance &instance = patternInstances()[i];
        std::uint32_t index = 0;
        for (int k = instance.size - 1; k >= 0; --k) {
            const Bitboard bit = squareBit(instance.squares[k]);
            index = index * 3 + ((player & bit) ? 1 : (opponent & bit) ? 2 : 0);
        }
        indices[i] = layout.shapeOffset[instance.shape] + index;
    }
    indices[PatternInstanceCount] = layout.playerMobilityOffset
        + std::min(popCount(legalMoves(player, opponent)), MobilityCap);
    indices[PatternInstanceCount + 1] = layout.opponentMobilityOffset
        + std::min(popCount(legalMoves(opponent, player)), MobilityCap);
    indices[PatternInstanceCount + 2] = layout.parityOffset + (popCount(~(player | opponent)) % 2);
    return indices;
}

/// Every position of seeded random games.
std::vector<Board> randomPositions(int games, unsigned seed)
{
    std::mt19937 random(seed);
    std::vector<Board> positions;
    for (int game = 0; game < games; ++game) {
        for (Board board = Board::start(); !board.isGameOver();) {
            positions.push_back(board);
            reference::playRandomMove(board, random);
        }
    }
    return positions;
}

/// Weights with a distinct value at every place, so any misplaced byte shows.
PatternWeights patternedWeights()
{
    PatternWeights weights;
    for (int stage = 0; stage < StageCount; ++stage) {
        const std::span<std::int16_t> values = weights.stage(stage);
        for (std::size_t i = 0; i < values.size(); ++i) {
            values[i] = static_cast<std::int16_t>((i * 7 + std::size_t(stage) * 13) % 2001 - 1000);
        }
    }
    return weights;
}

} // namespace

class TestReversiEval : public QObject {
    Q_OBJECT

private slots:
    void instancesCoverTheirShapes();
    void indicesMatchTheReference();
    void weightsRoundTrip();
    void damagedWeightsAreRefused();
    void weightsFromFile();
    void builtInWeightsEvaluateWithinTheScoreRange();
};

void TestReversiEval::instancesCoverTheirShapes()
{
    // Every shape appears in each distinct orientation exactly once, with distinct squares.
    std::array<int, PatternShapes.size()> perShape {};
    for (const PatternInstance &instance : patternInstances()) {
        Bitboard squares = 0;
        for (int k = 0; k < instance.size; ++k) {
            QVERIFY(!(squares & squareBit(instance.squares[k])));
            squares |= squareBit(instance.squares[k]);
        }
        ++perShape[instance.shape];
    }
    const std::array<int, PatternShapes.size()> expected = { 4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4 };
    QCOMPARE(perShape, expected);
}

void TestReversiEval::indicesMatchTheReference()
{
    const int perStage = featureLayout().weightsPerStage;
    for (const Board &board : randomPositions(40, 7)) {
        const FeatureIndices fast = featureIndices(board.player(), board.opponent());
        const FeatureIndices slow = referenceIndices(board.player(), board.opponent());
        if (fast != slow) {
            QFAIL(qPrintable(QString::fromStdString(board.toText())));
        }
        for (const std::uint32_t index : fast) {
            QVERIFY(index < std::uint32_t(perStage));
        }
    }
}

void TestReversiEval::weightsRoundTrip()
{
    const PatternWeights weights = patternedWeights();
    std::string error;
    const auto read = PatternWeights::fromBytes(weights.toBytes(), error);
    QVERIFY2(read, error.c_str());
    for (int stage = 0; stage < StageCount; ++stage) {
        QVERIFY(std::ranges::equal(read->stage(stage), weights.stage(stage)));
    }
    for (const Board &board : randomPositions(2, 3)) {
        QCOMPARE(read->evaluate(board.player(), board.opponent()),
            weights.evaluate(board.player(), board.opponent()));
    }
}

void TestReversiEval::damagedWeightsAreRefused()
{
    const std::vector<std::uint8_t> good = patternedWeights().toBytes();
    const auto refusal = [](std::vector<std::uint8_t> bytes) {
        std::string error;
        const bool read = PatternWeights::fromBytes(bytes, error).has_value();
        return read ? std::string() : error;
    };
    QVERIFY(refusal(good).empty());
    std::vector<std::uint8_t> flipped = good;
    flipped[flipped.size() / 2] ^= 0x10;
    QVERIFY(refusal(flipped).find("damaged") != std::string::npos);
    QVERIFY(refusal({ good.begin(), good.end() - 100 }).find("truncated") != std::string::npos);
    std::vector<std::uint8_t> otherLayout = good;
    otherLayout[16] ^= 1; // the weights per stage
    QVERIFY(refusal(otherLayout).find("layout") != std::string::npos);
    std::vector<std::uint8_t> notWeights = good;
    notWeights[0] = 'Y';
    QVERIFY(refusal(notWeights).find("header") != std::string::npos);
    QVERIFY(!refusal({}).empty());
}

void TestReversiEval::weightsFromFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("weights.eval").toStdString();
    const std::vector<std::uint8_t> bytes = patternedWeights().toBytes();
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
    std::string error;
    QVERIFY2(PatternWeights::fromFile(path, error), error.c_str());
    QVERIFY(!PatternWeights::fromFile(path + ".missing", error));
    QVERIFY(error.find("cannot open") != std::string::npos);
}

void TestReversiEval::builtInWeightsEvaluateWithinTheScoreRange()
{
    // The built-in set loads (a bad one stops the program) and is not all zero.
    const PatternWeights &builtIn = PatternWeights::builtIn();
    bool nonZero = false;
    for (int stage = 0; stage < StageCount; ++stage) {
        nonZero = nonZero || std::ranges::any_of(builtIn.stage(stage), [](int w) { return w; });
    }
    QVERIFY(nonZero);
    for (const Board &board : randomPositions(10, 5)) {
        const int score = evaluate(board.player(), board.opponent());
        QVERIFY(std::abs(score) < SquareCount * DiscScale);
    }
}

QTEST_GUILESS_MAIN(TestReversiEval)
#include "tst_reversieval.moc"
