// Lazy SMP: with 2 to 4 threads the engine still plays legal moves, finds mates, counts the
// nodes of every thread and stops all of them promptly; the bench stays single-threaded. Also
// run under ThreadSanitizer by scripts/tsan-engine, which is what finds a data race.

#include "../threadcounts.h"
#include "engine/bench.h"
#include "engine/engine.h"
#include "enginetesting.h"

#include <QtTest>

#include <chrono>
#include <optional>

using namespace xq;
using namespace xq::testing;

namespace {

Engine &threadedEngine(Engine &engine, int threads)
{
    EngineOptions options;
    options.ownBook = false;
    options.hashMb = 16;
    options.threads = threads;
    engine.setOptions(options);
    return engine;
}

} // namespace

class TestEngineThreads : public QObject {
    Q_OBJECT

private slots:
    void playsLegalMoves_data() { addThreadCounts(); }
    void playsLegalMoves();
    void findsMates_data();
    void findsMates();
    void countsTheNodesOfEveryThread();
    void stopsPromptly_data() { addThreadCounts(); }
    void stopsPromptly();
    void benchIgnoresThreads();
};

void TestEngineThreads::playsLegalMoves()
{
    QFETCH(int, threads);
    Engine engine;
    threadedEngine(engine, threads);
    constexpr int Plies = 24;
    SearchLimits limits;
    limits.moveTimeMs = 30;
    const auto illegal = firstIllegalMove(engine, Plies, limits);
    QVERIFY2(!illegal, illegal ? illegal->c_str() : "");
}

void TestEngineThreads::findsMates_data()
{
    QTest::addColumn<int>("threads");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("mateIn");
    QTest::newRow("2 threads, mate in 2") << 2 << "4k4/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1" << 2;
    QTest::newRow("3 threads, mate in 3") << 3 << "3ak4/4a4/9/9/9/9/9/9/R8/1R1K5 w - - 0 1" << 3;
    QTest::newRow("4 threads, mate in 4")
        << 4 << "2Rak4/4a4/4b4/5R3/9/9/9/2N6/9/4K4 w - - 1 5" << 4;
    QTest::newRow("2 threads, mate in 5")
        << 2 << "R1bak4/9/3ab4/5R3/9/9/9/2N6/9/4K4 w - - 6 4" << 5;
}

void TestEngineThreads::findsMates()
{
    QFETCH(int, threads);
    QFETCH(QString, fen);
    QFETCH(int, mateIn);
    Engine engine;
    threadedEngine(engine, threads);
    SearchLimits limits;
    limits.mateInMoves = mateIn;
    limits.moveTimeMs = 20000; // an upper bound only: the search ends at the mate
    const Board board = boardFrom(qPrintable(fen));
    const Finished result = searchBlocking(engine, board, limits);
    QVERIFY(board.canMove(result.best.move.from(), result.best.move.to()));
    QCOMPARE(result.lastInfo.mateInMoves, std::optional<int>(mateIn));
}

void TestEngineThreads::countsTheNodesOfEveryThread()
{
    // A node limit counts the main thread's nodes, so a lone search stops at exactly that many
    // and says so; with helpers beside it the count reported when it stops also holds theirs.
    // (A depth limit cannot show it: the shared table lets the main thread reach a depth in
    // fewer nodes, and on a loaded machine the helpers may search little before it does.)
    SearchLimits limits;
    limits.nodes = 200000;
    Engine engine;
    const Finished alone
        = searchBlocking(threadedEngine(engine, 1), Board::startPosition(), limits);
    engine.newGame();
    const Finished together
        = searchBlocking(threadedEngine(engine, 3), Board::startPosition(), limits);
    QCOMPARE(alone.lastInfo.nodes, limits.nodes);
    QVERIFY2(together.lastInfo.nodes > alone.lastInfo.nodes,
        qPrintable(QString::number(together.lastInfo.nodes)
            + " <= " + QString::number(alone.lastInfo.nodes)));
}

void TestEngineThreads::stopsPromptly()
{
    QFETCH(int, threads);
    Engine engine;
    threadedEngine(engine, threads);
    // Every helper has stopped too once the engine is idle: stopDelay waits for that.
    const auto delay = stopDelay(engine, std::chrono::seconds(2));
    QVERIFY(delay.has_value());
    QVERIFY(!engine.isSearching());
    // Generous: under ThreadSanitizer on a loaded two-core machine.
    QVERIFY2(delay->count() <= 500, qPrintable(QString::number(delay->count()) + " ms"));
}

void TestEngineThreads::benchIgnoresThreads()
{
    // The bench searches on one thread whatever the engine's option: two runs agree.
    constexpr int Depth = 6;
    Engine engine;
    threadedEngine(engine, 4);
    QCOMPARE(runBench(Depth).nodes, runBench(Depth).nodes);
}

QTEST_GUILESS_MAIN(TestEngineThreads)
#include "tst_engine_threads.moc"
