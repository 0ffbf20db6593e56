// Lazy SMP: with 2 to 4 threads the engine still plays legal moves, finds mates, counts the
// nodes of every thread and stops all of them promptly; the bench stays single-threaded. Also
// run under ThreadSanitizer by scripts/tsan-engine, which is what finds a data race.

#include "engine/bench.h"
#include "engine/engine.h"

#include <QtTest>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

using namespace xq;

namespace {

struct Finished {
    SearchInfo lastInfo;
    BestMove best;
};

Board boardFrom(const QString &fen)
{
    auto board = Board::fromFen(fen.toStdString());
    if (!board) {
        qFatal("bad FEN in test: %s", board.error().c_str());
    }
    return *board;
}

Engine &threadedEngine(Engine &engine, int threads)
{
    EngineOptions options;
    options.ownBook = false;
    options.hashMb = 16;
    options.threads = threads;
    engine.setOptions(options);
    return engine;
}

Finished searchBlocking(Engine &engine, const Board &board, const SearchLimits &limits)
{
    Finished result;
    engine.setPosition(board);
    engine.go(
        limits, [&](const SearchInfo &info) { result.lastInfo = info; },
        [&](const BestMove &best) { result.best = best; });
    engine.wait();
    return result;
}

void addThreadCounts()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("2 threads") << 2;
    QTest::newRow("3 threads") << 3;
    QTest::newRow("4 threads") << 4;
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
    Board board = Board::startPosition();
    constexpr int Plies = 24;
    SearchLimits limits;
    limits.moveTimeMs = 30;
    for (int ply = 0; ply < Plies && board.hasLegalMove(); ++ply) {
        const Finished result = searchBlocking(engine, board, limits);
        QVERIFY2(board.canMove(result.best.move.from(), result.best.move.to()),
            qPrintable(QString::fromStdString(result.best.move.toIccs()) + " at ply "
                + QString::number(ply)));
        board.makeMove(result.best.move);
    }
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
    const Board board = boardFrom(fen);
    const Finished result = searchBlocking(engine, board, limits);
    QVERIFY(board.canMove(result.best.move.from(), result.best.move.to()));
    QCOMPARE(result.lastInfo.mateInMoves, std::optional<int>(mateIn));
}

void TestEngineThreads::countsTheNodesOfEveryThread()
{
    // To a fixed depth every helper searches that depth too (from a later first iteration), so
    // the reported count, summed over the threads, is well above a lone thread's.
    SearchLimits limits;
    limits.depth = 8;
    Engine engine;
    const Finished alone
        = searchBlocking(threadedEngine(engine, 1), Board::startPosition(), limits);
    engine.newGame();
    const Finished together
        = searchBlocking(threadedEngine(engine, 3), Board::startPosition(), limits);
    QVERIFY(alone.lastInfo.nodes > 0);
    QVERIFY2(together.lastInfo.nodes > alone.lastInfo.nodes,
        qPrintable(QString::number(together.lastInfo.nodes)
            + " <= " + QString::number(alone.lastInfo.nodes)));
}

void TestEngineThreads::stopsPromptly()
{
    QFETCH(int, threads);
    Engine engine;
    threadedEngine(engine, threads);
    engine.setPosition(Board::startPosition());
    std::mutex mutex;
    std::condition_variable answered;
    std::optional<std::chrono::steady_clock::time_point> answeredAt;
    SearchLimits limits;
    limits.infinite = true;
    engine.go(limits, {}, [&](const BestMove &) {
        const std::lock_guard lock(mutex);
        answeredAt = std::chrono::steady_clock::now();
        answered.notify_one();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    QVERIFY(engine.isSearching());
    const auto stoppedAt = std::chrono::steady_clock::now();
    engine.stop();
    std::unique_lock lock(mutex);
    QVERIFY(
        answered.wait_for(lock, std::chrono::seconds(2), [&] { return answeredAt.has_value(); }));
    const auto delay
        = std::chrono::duration_cast<std::chrono::milliseconds>(*answeredAt - stoppedAt);
    lock.unlock();
    // Joined: every helper has stopped once the engine is idle.
    engine.wait();
    QVERIFY(!engine.isSearching());
    // Generous: under ThreadSanitizer on a loaded two-core machine.
    QVERIFY2(delay.count() <= 500, qPrintable(QString::number(delay.count()) + " ms"));
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
