// The NNUE training data: a record keeps the board, side, score and result it was made from,
// survives the file format, and the self-play generator keeps only quiet positions and makes
// the same games from the same seed, with either evaluation.

#include "tune/nnuerecord.h"
#include "tune/selfplaygenerator.h"

#include "engine/nnuenetwork.h"

// After the engine's headers: Qt's "slots" keyword would clash with their member names.
#include "enginetesting.h"

#include <QtTest>

#include <algorithm>
#include <sstream>

using namespace xq;
using namespace xq::testing;
using namespace xq::tune;

namespace {

/// The record's position as a FEN (the counters left at their defaults).
std::string fenOf(const NnueRecord &record)
{
    std::string fen;
    for (int rank = RankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < FileCount; ++file) {
            const Stone stone = record.stoneAt(makeSquare(file, rank));
            if (!stone) {
                ++empty;
                continue;
            }
            fen += empty ? std::to_string(empty) : "";
            fen += stone.fenLetter();
            empty = 0;
        }
        fen += (empty ? std::to_string(empty) : "") + (rank > 0 ? "/" : "");
    }
    return fen + (record.sideToMove() == Side::Red ? " w - - 0 1" : " b - - 0 1");
}

} // namespace

class TestNnueData : public QObject {
    Q_OBJECT

private slots:
    void recordKeepsThePosition_data();
    void recordKeepsThePosition();
    void fileRoundTrip();
    void selfPlayKeepsQuietPositions();
    void selfPlayCanSearchWithTheBuiltInNet();
};

void TestNnueData::recordKeepsThePosition_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("result");
    QTest::addColumn<int>("storedScore");
    QTest::newRow("start, Red wins") << QString(Board::StartFen.data()) << 35 << 2 << 35;
    QTest::newRow("Black to move, draw")
        << "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1" << -120 << 1
        << -120;
    QTest::newRow("endgame, Black wins, score beyond 16 bits")
        << "3k5/4a4/4ba3/p3p3p/2b3p2/9/P3P1P1P/4B4/4A4/2BAK4 w - - 0 30" << -40000 << 0 << -32767;
}

void TestNnueData::recordKeepsThePosition()
{
    QFETCH(QString, fen);
    QFETCH(int, score);
    QFETCH(int, result);
    QFETCH(int, storedScore);
    const Board board = boardFrom(fen.toStdString().c_str());
    const NnueRecord record = NnueRecord::make(board, score, static_cast<GameResult>(result));
    for (Square s = 0; s < SquareCount; ++s) {
        QVERIFY2(record.stoneAt(s) == board.stoneAt(s), squareName(s).c_str());
    }
    QCOMPARE(record.sideToMove(), board.sideToMove());
    QCOMPARE(static_cast<int>(record.result()), result);
    QCOMPARE(record.score(), storedScore);
}

void TestNnueData::fileRoundTrip()
{
    std::stringstream file;
    writeNnueHeader(file);
    const NnueRecord first = NnueRecord::make(Board::startPosition(), 12, GameResult::Draw);
    const NnueRecord second = NnueRecord::make(
        boardFrom("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1"), -7, GameResult::RedWins);
    writeNnueRecord(file, first);
    writeNnueRecord(file, second);
    QCOMPARE(file.str().size(), NnueRecord::FileMagic.size() + 2 * NnueRecord::Bytes);
    QCOMPARE(file.str().substr(0, 8), std::string("XQNNDAT1"));
    file.seekg(static_cast<std::streamoff>(NnueRecord::FileMagic.size()));
    QCOMPARE(readNnueRecord(file)->bytes, first.bytes);
    QCOMPARE(readNnueRecord(file)->bytes, second.bytes);
    QVERIFY(!readNnueRecord(file));
}

void TestNnueData::selfPlayKeepsQuietPositions()
{
    SelfPlayOptions options;
    options.nodes = 300;
    options.seed = 4;
    SelfPlayGenerator generator(options);
    const auto game = generator.playGame(0);
    QVERIFY(game.size() >= 10);
    SelfPlayGenerator again(options);
    const auto replay = again.playGame(0);
    QCOMPARE(replay.size(), game.size());
    for (std::size_t i = 0; i < game.size(); ++i) {
        QCOMPARE(replay[i].bytes, game[i].bytes);
        QCOMPARE(game[i].result(), game.front().result());
        // The side to move must not stand in check.
        const std::string fen = fenOf(game[i]);
        QVERIFY2(!boardFrom(fen.c_str()).inCheck(), fen.c_str());
    }
}

void TestNnueData::selfPlayCanSearchWithTheBuiltInNet()
{
    SelfPlayOptions options;
    options.nodes = 300;
    options.seed = 4;
    const auto classical = SelfPlayGenerator(options).playGame(0);
    options.network = NnueNetwork::builtIn();
    QVERIFY(options.network);
    const auto net = SelfPlayGenerator(options).playGame(0);
    // The same net read from its file's bytes (gennnue --net-file) plays the same game.
    const auto copy = NnueNetwork::fromBytes(options.network->toBytes());
    QVERIFY(copy.ok());
    options.network = &*copy;
    const auto replay = SelfPlayGenerator(options).playGame(0);
    QVERIFY(net.size() >= 10);
    QCOMPARE(replay.size(), net.size());
    for (std::size_t i = 0; i < net.size(); ++i) {
        QCOMPARE(replay[i].bytes, net[i].bytes);
    }
    // The same random opening, played and scored by another evaluation.
    const bool same = net.size() == classical.size()
        && std::equal(net.begin(), net.end(), classical.begin(),
            [](const NnueRecord &a, const NnueRecord &b) { return a.bytes == b.bytes; });
    QVERIFY(!same);
}

QTEST_GUILESS_MAIN(TestNnueData)
#include "tst_nnue_data.moc"
