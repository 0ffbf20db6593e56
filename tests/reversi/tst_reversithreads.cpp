// Lazy SMP in the Reversi search: with 2 to 4 threads the search still solves exactly (the same
// score as one thread, with a move that keeps it), plays legal moves on a clock through a whole
// game, and stops all its threads promptly when asked from another thread. Also run under
// ThreadSanitizer by scripts/tsan-engine, which is what finds a data race.

#include "../threadcounts.h"
#include "referencerules.h"

#include "reversi/endgamesolver.h"
#include "reversi/evaluation.h"
#include "reversi/levels.h"
#include "reversi/search.h"

#include <QTest>

#include <chrono>
#include <thread>

using namespace reversi;
using reference::positionsWithEmpties;

namespace {

/// The exact score of `board` for the side to move, by the solver on one thread.
int solvedAlone(const Board &board)
{
    TranspositionTable table(16);
    SearchControl control;
    EndgameSolver solver(table, control);
    return solver.solve(board.player(), board.opponent()).score;
}

} // namespace

class TestReversiThreads : public QObject {
    Q_OBJECT

private slots:
    void solvesExactly_data() { addThreadCounts(); }
    void solvesExactly();
    void playsAGameOnAClock_data() { addThreadCounts(); }
    void playsAGameOnAClock();
    void stopsPromptly_data() { addThreadCounts(); }
    void stopsPromptly();
};

void TestReversiThreads::solvesExactly()
{
    QFETCH(int, threads);
    Search search;
    SearchLimits limits;
    limits.depth = 4;
    limits.exactEmpties = 14;
    limits.threads = threads;
    for (const Board &board : positionsWithEmpties(4, 14, 7)) {
        const SearchResult result = search.think(board, limits);
        const int expected = solvedAlone(board);
        QVERIFY(result.exact);
        QCOMPARE(result.score, expected * DiscScale);
        QVERIFY(board.isLegal(result.move));
        Board child = board;
        Undo undo;
        child.makeMove(result.move, undo);
        QCOMPARE(-solvedAlone(child), expected);
    }
}

void TestReversiThreads::playsAGameOnAClock()
{
    QFETCH(int, threads);
    Engine engine;
    engine.setThreads(threads);
    engine.setMovetime(30);
    Board board = Board::start();
    while (!board.isGameOver()) {
        const SearchResult result = engine.play(board);
        QVERIFY2(board.isLegal(result.move), moveName(result.move).c_str());
        Undo undo;
        board.makeMove(result.move, undo);
    }
}

void TestReversiThreads::stopsPromptly()
{
    QFETCH(int, threads);
    Search search;
    SearchLimits limits; // no clock, no depth limit: only stop() ends it
    limits.threads = threads;
    std::thread stopper([&search] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        search.stop();
    });
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result = search.think(Board::start(), limits);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    stopper.join();
    QVERIFY(Board::start().isLegal(result.move));
    // A stop is seen within 256 nodes; seconds allow for a loaded machine.
    QVERIFY(elapsed < std::chrono::seconds(5));
}

QTEST_APPLESS_MAIN(TestReversiThreads)
#include "tst_reversithreads.moc"
