// The neural evaluation: every SIMD version gives the plain version's numbers, the accumulators
// kept move by move equal those computed from scratch, the features see both sides alike, a net
// file survives a round trip and a damaged one is refused, and the engine's options load a net
// or keep the evaluation it had.

#include "engine/engine.h"
#include "engine/nnueaccumulator.h"
#include "engine/nnuenetwork.h"
#include "enginetesting.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <random>
#include <vector>

using namespace xq;
using namespace xq::testing;
using common::availableSimdPaths;
using common::SimdPath;
using common::simdPathName;

namespace {

/// Positions of random games from the start, one every ply (captures, checks and long games).
std::vector<Board> randomPositions(int games, int plies, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<Board> positions;
    for (int g = 0; g < games; ++g) {
        Board board = Board::startPosition();
        for (int ply = 0; ply < plies; ++ply) {
            MoveList moves;
            board.generateLegal(moves);
            if (moves.size() == 0) {
                break;
            }
            board.makeMove(moves[static_cast<int>(random() % moves.size())]);
            positions.push_back(board);
        }
    }
    return positions;
}

bool sameAccumulators(const NnueAccumulatorStack &a, const NnueAccumulatorStack &b, int hidden)
{
    for (const Side side : { Side::Red, Side::Black }) {
        if (!std::equal(a.accumulator(side), a.accumulator(side) + hidden, b.accumulator(side))) {
            return false;
        }
    }
    return true;
}

/// The board with the colours swapped and turned top to bottom: the same game for the other
/// side.
Board colourFlipped(const Board &board)
{
    std::string fen;
    const std::string placement = board.fen().substr(0, board.fen().find(' '));
    for (char c : placement) {
        fen += std::isalpha(static_cast<unsigned char>(c)) ? static_cast<char>(
                   std::isupper(static_cast<unsigned char>(c)) ? std::tolower(c) : std::toupper(c))
                                                           : c;
    }
    // The ranks are listed from the top: reverse their order.
    std::vector<std::string> ranks;
    std::stringstream stream(fen);
    for (std::string rank; std::getline(stream, rank, '/');) {
        ranks.insert(ranks.begin(), rank);
    }
    std::string flipped;
    for (const auto &rank : ranks) {
        flipped += (flipped.empty() ? "" : "/") + rank;
    }
    flipped += board.sideToMove() == Side::Red ? " b - - 0 1" : " w - - 0 1";
    return boardFrom(flipped.c_str());
}

std::string writeFile(
    const QTemporaryDir &dir, const char *name, const std::vector<std::uint8_t> &bytes)
{
    const std::string path = dir.filePath(name).toStdString();
    std::ofstream out(path, std::ios::binary);
    out.write(
        reinterpret_cast<const char *>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    return path;
}

void addHiddenSizes()
{
    QTest::addColumn<int>("hidden");
    QTest::newRow("32 hidden") << 32;
    QTest::newRow("128 hidden") << 128;
    QTest::newRow("256 hidden") << 256;
}

} // namespace

class TestNnue : public QObject {
    Q_OBJECT

private slots:
    void simdPathsAgree_data() { addHiddenSizes(); }
    void simdPathsAgree();
    void incrementalEqualsScratch_data() { addHiddenSizes(); }
    void incrementalEqualsScratch();
    void featureIndices_data();
    void featureIndices();
    void sidesAreSymmetric();
    void fileRoundTrip();
    void damagedFilesRefused_data();
    void damagedFilesRefused();
    void engineOptions();
    void builtInNetReads();
};

void TestNnue::simdPathsAgree()
{
    QFETCH(int, hidden);
    const NnueNetwork net = NnueNetwork::random(hidden, 7);
    const auto paths = availableSimdPaths();
    QVERIFY(paths.size() >= 2 || paths.front() == SimdPath::Plain);
    NnueAccumulatorStack plain(net, SimdPath::Plain);
    int compared = 0;
    for (const Board &board : randomPositions(8, 80, 11)) {
        plain.reset(board);
        const Score expected = plain.evaluate(board.sideToMove());
        for (const SimdPath path : paths) {
            NnueAccumulatorStack simd(net, path);
            simd.reset(board);
            QVERIFY2(sameAccumulators(plain, simd, hidden), simdPathName(path));
            QCOMPARE(simd.evaluate(board.sideToMove()), expected);
            ++compared;
        }
    }
    QVERIFY(compared >= 500);
}

void TestNnue::incrementalEqualsScratch()
{
    QFETCH(int, hidden);
    const NnueNetwork net = NnueNetwork::random(hidden, 3);
    std::mt19937_64 random(5);
    for (const SimdPath path : availableSimdPaths()) {
        Board board = Board::startPosition();
        NnueAccumulatorStack incremental(net, path);
        NnueAccumulatorStack scratch(net, SimdPath::Plain);
        incremental.reset(board);
        int depth = 0;
        for (int step = 0; step < 3000; ++step) {
            MoveList moves;
            board.generateLegal(moves);
            const bool back = depth > 0 && (moves.size() == 0 || random() % 3 == 0);
            if (back) {
                board.unmakeMove();
                incremental.pop();
                --depth;
            } else if (moves.size() > 0 && depth < MaxPly) {
                const Move m = moves[static_cast<int>(random() % moves.size())];
                incremental.push(board, m);
                board.makeMove(m);
                ++depth;
            }
            scratch.reset(board);
            QVERIFY2(sameAccumulators(incremental, scratch, hidden), simdPathName(path));
            QCOMPARE(
                incremental.evaluate(board.sideToMove()), scratch.evaluate(board.sideToMove()));
        }
    }
}

void TestNnue::featureIndices_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("perspective");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("square");
    QTest::addColumn<int>("expected");
    const int red = index(Side::Red);
    const int black = index(Side::Black);
    const int general = index(Kind::General);
    const int soldier = index(Kind::Soldier);
    // Own stones are kinds 0-6, the other side's 7-13; Black sees the board turned over.
    QTest::newRow("Red general e0, Red's view") << red << red << general << "e0" << 4;
    QTest::newRow("Red general e0, Black's view") << red << black << general << "e0" << 7 * 90 + 85;
    QTest::newRow("Black general e9, Black's view") << black << black << general << "e9" << 4;
    QTest::newRow("Black general e9, Red's view") << black << red << general << "e9" << 7 * 90 + 85;
    QTest::newRow("Red soldier a3, Red's view") << red << red << soldier << "a3" << 6 * 90 + 27;
    QTest::newRow("Black soldier a6, Black's view")
        << black << black << soldier << "a6" << 6 * 90 + 27;
}

void TestNnue::featureIndices()
{
    QFETCH(int, side);
    QFETCH(int, perspective);
    QFETCH(int, kind);
    QFETCH(QString, square);
    QFETCH(int, expected);
    const auto s = parseSquare(square.toStdString());
    QVERIFY(s);
    const Stone stone(static_cast<Side>(side), static_cast<Kind>(kind));
    QCOMPARE(
        NnueAccumulatorStack::featureIndex(static_cast<Side>(perspective), stone, *s), expected);
}

void TestNnue::sidesAreSymmetric()
{
    // The same game with the colours swapped must get the same value for the side to move.
    const NnueNetwork net = NnueNetwork::random(64, 9);
    NnueAccumulatorStack a(net);
    NnueAccumulatorStack b(net);
    for (const Board &board : randomPositions(4, 60, 13)) {
        const Board flipped = colourFlipped(board);
        a.reset(board);
        b.reset(flipped);
        QCOMPARE(a.evaluate(board.sideToMove()), b.evaluate(flipped.sideToMove()));
    }
}

void TestNnue::fileRoundTrip()
{
    const NnueNetwork net = NnueNetwork::random(64, 21);
    const auto read = NnueNetwork::fromBytes(net.toBytes());
    QVERIFY2(read.ok(), read.error().c_str());
    QCOMPARE(read->toBytes(), net.toBytes());
    NnueAccumulatorStack a(net);
    NnueAccumulatorStack b(*read);
    for (const Board &board : randomPositions(2, 40, 17)) {
        a.reset(board);
        b.reset(board);
        QCOMPARE(a.evaluate(board.sideToMove()), b.evaluate(board.sideToMove()));
    }
}

void TestNnue::damagedFilesRefused_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty") << "empty"
                           << "header";
    QTest::newRow("other magic") << "magic"
                                 << "header";
    QTest::newRow("truncated") << "truncate"
                               << "truncated";
    QTest::newRow("one more byte") << "extend"
                                   << "truncated";
    QTest::newRow("a weight changed") << "flip"
                                      << "checksum";
    QTest::newRow("hidden size 33") << "hidden"
                                    << "unsupported";
    QTest::newRow("another version") << "version"
                                     << "version";
}

void TestNnue::damagedFilesRefused()
{
    QFETCH(QString, damage);
    QFETCH(QString, reason);
    std::vector<std::uint8_t> bytes = NnueNetwork::random(32, 1).toBytes();
    if (damage == "empty") {
        bytes.clear();
    } else if (damage == "magic") {
        bytes[0] = 'Y';
    } else if (damage == "truncate") {
        bytes.resize(bytes.size() - 10);
    } else if (damage == "extend") {
        bytes.push_back(0);
    } else if (damage == "flip") {
        bytes[1000] ^= 0x10;
    } else if (damage == "hidden") {
        bytes[16] = 33;
    } else if (damage == "version") {
        bytes[8] = 2;
    }
    const auto read = NnueNetwork::fromBytes(bytes);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().find(reason.toStdString()) != std::string::npos, read.error().c_str());
}

void TestNnue::engineOptions()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string good = writeFile(dir, "good.nnue", NnueNetwork::random(64, 2).toBytes());
    std::vector<std::uint8_t> damaged = NnueNetwork::random(64, 2).toBytes();
    damaged.resize(damaged.size() / 2);
    const std::string bad = writeFile(dir, "bad.nnue", damaged);

    Engine engine;
    QVERIFY2(engine.usesNnue(), "the built-in net is the default");
    QCOMPARE(engine.network(), NnueNetwork::builtIn());
    EngineOptions options;
    options.ownBook = false;
    options.evalFile = bad;
    QVERIFY(engine.setOptions(options).has_value());
    QCOMPARE(engine.network(), NnueNetwork::builtIn());
    QCOMPARE(engine.options().evalFile, std::string());
    options.evalFile = good;
    QCOMPARE(engine.setOptions(options), std::optional<std::string>());
    const NnueNetwork *loaded = engine.network();
    QVERIFY(loaded && loaded != NnueNetwork::builtIn());
    options.evalFile = bad;
    QVERIFY(engine.setOptions(options).has_value());
    QCOMPARE(engine.network(), loaded);
    QCOMPARE(engine.options().evalFile, good);

    SearchLimits limits;
    limits.depth = 5;
    QCOMPARE(firstIllegalMove(engine, 12, limits), std::optional<std::string>());
    options.level = 0;
    engine.setOptions(options);
    QVERIFY2(!engine.usesNnue(), "the lowest levels keep the hand-written evaluation");
    options.level = -1;
    options.useNnue = false;
    engine.setOptions(options);
    QVERIFY(!engine.usesNnue());
    options.useNnue = true;
    options.evalFile.clear();
    engine.setOptions(options);
    QCOMPARE(engine.network(), NnueNetwork::builtIn());
}

void TestNnue::builtInNetReads()
{
    const NnueNetwork *net = NnueNetwork::builtIn();
    QVERIFY2(net, "src/engine/nets/xiangqi.nnue is not a readable net");
    QVERIFY(net->hidden() >= 32);
    // A trained net, unlike random weights, knows a chariot up is good for its owner.
    const Board up = boardFrom("3ak4/4a4/4b4/9/9/9/9/4B4/4A4/R2AK4 w - - 0 1");
    const Board down = boardFrom("3ak4/4a4/4b4/9/9/9/9/4B4/4A4/R2AK4 b - - 0 1");
    NnueAccumulatorStack stack(*net);
    stack.reset(up);
    QVERIFY(stack.evaluate(Side::Red) > 300);
    stack.reset(down);
    QVERIFY(stack.evaluate(Side::Black) < -300);
}

QTEST_GUILESS_MAIN(TestNnue)
#include "tst_nnue.moc"
