// The engine facade and its search: mates found, only legal moves, a deterministic bench, a
// prompt stop, repetitions judged by the rules, and the evaluation with weights of its own.

#include "engine/bench.h"
#include "engine/book.h"
#include "engine/engine.h"
#include "engine/evaluation.h"
#include "engine/see.h"
#include "enginetesting.h"

#include <QtTest>

#include <chrono>
#include <random>
#include <sstream>

using namespace xq;
using namespace xq::testing;

namespace {

/// The perft vectors' positions and the positions random games from each of them reach: a
/// spread of openings, middlegames and endgames.
std::vector<Board> spreadOfPositions()
{
    QFile file(QStringLiteral(XQ_SHARED_DIR "/testdata/perft.epd"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        qFatal("perft.epd not found");
    }
    std::mt19937 random(7);
    std::vector<Board> positions;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#')) {
            continue;
        }
        Board board = boardFrom(line.split(';').front().constData());
        for (int game = 0; game < 10; ++game) {
            for (int ply = 0; ply < 60; ++ply) {
                positions.push_back(board);
                MoveList moves;
                board.generateLegal(moves);
                if (moves.empty()) {
                    break;
                }
                board.makeMove(moves[random() % moves.size()]);
            }
        }
    }
    return positions;
}

EngineOptions noBook()
{
    EngineOptions options;
    options.ownBook = false;
    options.hashMb = 16;
    return options;
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void solvesMates_data();
    void solvesMates();
    void solvesMateSuite_data();
    void solvesMateSuite();
    void reportsNoMoveWhenMated();
    void announcesTheMateOfAnOnlyMoveUnderATimeLimit();
    void playsOnlyLegalMoves();
    void benchIsDeterministic();
    void benchMatchesTheRecordedSignature();
    void stopsInfiniteSearchPromptly();
    void doesNotRepeatWhenWinning();
    void exchangesAreCounted_data();
    void exchangesAreCounted();
    void bookMovesAreLegal();
    void levelsAreListed();
    void evaluationWithDefaultParamsIsTheEngines();
    void evaluationFollowsItsParams();
};

void TestEngine::solvesMates_data()
{
    // Searched to a node budget, so the answer does not depend on the machine's load; how fast
    // the mates are found is measured in docs/engine.md.
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("mateIn");
    QTest::newRow("mate in 1, two chariots") << "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1" << 1;
    QTest::newRow("mate in 2, chariot ladder") << "4k4/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1" << 2;
    QTest::newRow("mate in 2, chariot through the palace")
        << "3aka3/9/4b4/9/9/9/9/9/4R4/3K1R3 w - - 0 1" << 2;
    QTest::newRow("mate in 3, advisors in the way")
        << "3ak4/4a4/9/9/9/9/9/9/R8/1R1K5 w - - 0 1" << 3;
    // Chariots and a horse against advisors and elephants; distances checked with
    // Fairy-Stockfish, which reports mate in 7 and 8 for the mates in 6 and 7 from the start but
    // mate -5 and -6 after our first move.
    QTest::newRow("mate in 4, two chariots and a horse")
        << "2Rak4/4a4/4b4/5R3/9/9/9/2N6/9/4K4 w - - 1 5" << 4;
    QTest::newRow("mate in 5, two chariots and a horse")
        << "R1bak4/9/3ab4/5R3/9/9/9/2N6/9/4K4 w - - 6 4" << 5;
    QTest::newRow("mate in 6, the general takes the file")
        << "R1bak4/4a4/4b4/5R3/9/9/9/2N6/9/3K5 w - - 4 3" << 6;
    QTest::newRow("mate in 7, full defence") << "2bakab2/9/9/9/9/9/9/2H6/9/R2K1R3 w - - 0 1" << 7;
}

namespace {

/// Searches for a mate in `mateIn` moves within a node budget (under two seconds of search at
/// full speed); the mate announced, if any.
std::optional<int> announcedMate(const QString &fen, int mateIn)
{
    constexpr std::uint64_t NodeBudget = 2'000'000;
    Engine engine;
    engine.setOptions(noBook());
    SearchLimits limits;
    limits.mateInMoves = mateIn;
    limits.nodes = NodeBudget;
    const Board board = boardFrom(fen.toStdString().c_str());
    const Finished result = searchBlocking(engine, board, limits);
    if (!board.canMove(result.best.move.from(), result.best.move.to())) {
        return std::nullopt;
    }
    return result.lastInfo.mateInMoves;
}

} // namespace

void TestEngine::solvesMates()
{
    QFETCH(QString, fen);
    QFETCH(int, mateIn);
    QCOMPARE(announcedMate(fen, mateIn), std::optional<int>(mateIn));
}

void TestEngine::solvesMateSuite_data()
{
    // The positions scripts/mate-suite times; here to a node budget, so the answer does not
    // depend on the load. Fairy-Stockfish's distances are upper bounds: a shorter mate passes.
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("mateIn");
    QFile suite(QStringLiteral(XQ_TEST_DATA_DIR "/mates.txt"));
    QVERIFY(suite.open(QIODevice::ReadOnly | QIODevice::Text));
    int lineNumber = 0;
    while (!suite.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(suite.readLine()).section(u'#', 0, 0).trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const QStringList fields = line.split(u';');
        QCOMPARE(fields.size(), 3);
        QTest::addRow("line %d: mate in %s, %s", lineNumber, qPrintable(fields[1].trimmed()),
            qPrintable(fields[2].trimmed()))
            << fields[0].trimmed() << fields[1].trimmed().toInt();
    }
}

void TestEngine::solvesMateSuite()
{
    QFETCH(QString, fen);
    QFETCH(int, mateIn);
    const std::optional<int> mate = announcedMate(fen, mateIn);
    QVERIFY(mate.has_value());
    QVERIFY2(*mate > 0 && *mate <= mateIn, qPrintable(QString::number(*mate)));
}

void TestEngine::announcesTheMateOfAnOnlyMoveUnderATimeLimit()
{
    // One root move under a time limit is played at once, but "go mate 5 movetime 5000" asks
    // for the mate: the search must go on until it is announced (a mate in 5, which the first
    // iteration does not see).
    const Board board = boardFrom("R1bak4/9/3ab4/5R3/9/9/9/2N6/9/4K4 w - - 6 4");
    Engine engine;
    engine.setOptions(noBook());
    SearchLimits limits;
    limits.mateInMoves = 5;
    limits.nodes = 2'000'000;
    const Move mating = searchBlocking(engine, board, limits).best.move;
    limits.nodes = 0;
    limits.searchMoves = { mating };
    limits.moveTimeMs = 5000;
    Engine fresh; // an empty table: the first search's mate is not read back at depth 1
    fresh.setOptions(noBook());
    const Finished result = searchBlocking(fresh, board, limits);
    QCOMPARE(result.best.move, mating);
    QCOMPARE(result.lastInfo.mateInMoves, std::optional<int>(5));
}

void TestEngine::reportsNoMoveWhenMated()
{
    Engine engine;
    engine.setOptions(noBook());
    SearchLimits limits;
    limits.depth = 4;
    const Finished result
        = searchBlocking(engine, boardFrom("1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1"), limits);
    QVERIFY(result.best.move.isNone());
}

void TestEngine::playsOnlyLegalMoves()
{
    Engine engine;
    EngineOptions options = noBook();
    options.ownBook = true;
    engine.setOptions(options);
    constexpr int Plies = 60;
    SearchLimits limits;
    limits.nodes = 3000;
    const auto illegal = firstIllegalMove(engine, Plies, limits);
    QVERIFY2(!illegal, illegal ? illegal->c_str() : "");
}

void TestEngine::benchIsDeterministic()
{
    constexpr int Depth = 5;
    const BenchResult first = runBench(Depth);
    const BenchResult second = runBench(Depth);
    QVERIFY(first.nodes > 0);
    QCOMPARE(second.nodes, first.nodes);
}

void TestEngine::benchMatchesTheRecordedSignature()
{
    QCOMPARE(runBench().nodes, BenchSignature);
}

void TestEngine::stopsInfiniteSearchPromptly()
{
    Engine engine;
    engine.setOptions(noBook());
    const auto delay = stopDelay(engine, std::chrono::seconds(1));
    QVERIFY(delay.has_value());
    QVERIFY2(delay->count() <= 50, qPrintable(QString::number(delay->count()) + " ms"));
}

void TestEngine::doesNotRepeatWhenWinning()
{
    // Red is two chariots up and has been checking back and forth; c8c9 would repeat the
    // position after the first check (perpetual check by the rules, a draw at best).
    Board board = boardFrom("4k1b2/9/1n7/9/9/9/9/9/2R6/R2K5 w - - 0 1");
    for (const char *move : { "c1c9", "e9e8", "c9c8", "e8e9" }) {
        const auto m = Move::fromIccs(move);
        QVERIFY2(m && board.canMove(m->from(), m->to()), move);
        board.makeMove(*m);
    }
    Engine engine;
    engine.setOptions(noBook());
    SearchLimits limits;
    limits.depth = 8;
    const Finished result = searchBlocking(engine, board, limits);
    QVERIFY(board.canMove(result.best.move.from(), result.best.move.to()));
    QVERIFY2(result.best.move != *Move::fromIccs("c8c9"), "repeated the perpetual check");
    QVERIFY(result.lastInfo.scoreCp > 0);
}

void TestEngine::exchangesAreCounted_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("expected");
    const int soldier = stoneValue(Kind::Soldier);
    const int chariot = stoneValue(Kind::Chariot);
    const int horse = stoneValue(Kind::Horse);
    QTest::newRow("free soldier") << "4k4/9/9/p8/9/9/9/9/9/R2K5 w - - 0 1"
                                  << "a0a6" << soldier;
    QTest::newRow("soldier guarded by a horse") << "4k4/1n7/9/p8/9/9/9/9/9/R2K5 w - - 0 1"
                                                << "a0a6" << soldier - chariot;
    QTest::newRow("horse guarded, chariot backs up the capture")
        << "2r1k4/9/2n6/9/9/9/9/2R6/9/2RK5 w - - 0 1"
        << "c2c7" << horse;
}

void TestEngine::exchangesAreCounted()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(int, expected);
    const Board board = boardFrom(fen.toStdString().c_str());
    const auto m = Move::fromIccs(move.toStdString());
    QVERIFY(m && board.canMove(m->from(), m->to()));
    QCOMPARE(staticExchange(board, *m), expected);
}

void TestEngine::bookMovesAreLegal()
{
    const Book &book = Book::builtIn();
    QVERIFY(book.positionCount() > 0);
    const Board start = Board::startPosition();
    const auto moves = book.moves(start);
    QVERIFY(!moves.empty());
    for (const BookMove &m : moves) {
        QVERIFY(start.canMove(m.move.from(), m.move.to()));
    }
    for (const std::string &line : Book::builtInLines()) {
        std::istringstream words(line);
        int weight = 0;
        QVERIFY2(words >> weight && weight > 0, line.c_str());
        Board board = Board::startPosition();
        for (std::string text; words >> text;) {
            const auto m = Move::fromIccs(text);
            QVERIFY2(m && board.canMove(m->from(), m->to()), (line + ": " + text).c_str());
            board.makeMove(*m);
        }
    }
}

void TestEngine::levelsAreListed()
{
    constexpr std::size_t MinimumLevels = 6;
    QVERIFY(Engine::levels().size() >= MinimumLevels);
    for (const LevelDescription &level : Engine::levels()) {
        QVERIFY(!level.name.empty());
        QVERIFY(!level.strength.empty());
    }
}

void TestEngine::evaluationWithDefaultParamsIsTheEngines()
{
    const EvalParams defaults;
    const PieceSquareTable table = buildPieceSquareTable(defaults);
    QVERIFY(table == pieceSquareTable);
    const std::vector<Board> positions = spreadOfPositions();
    QVERIFY(positions.size() > 5000);
    for (const Board &board : positions) {
        QCOMPARE(evaluate(board, defaults, table), evaluate(board));
    }
}

void TestEngine::evaluationFollowsItsParams()
{
    EvalParams params;
    params.Tempo += 15;
    params.Material[index(Kind::Chariot)].mg -= 300;
    params.Material[index(Kind::Chariot)].eg -= 300;
    const PieceSquareTable table = buildPieceSquareTable(params);
    // A chariot against a bare general: 300 less in the opening and in the endgame.
    const Board board = boardFrom("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    const Score before = evaluate(board);
    QCOMPARE(evaluate(board, params, table), before + 15 - 300);
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
