// Lazy SMP in the Gomoku search: with 2 to 4 threads the search still answers with an empty
// point, reaches the depth asked, proves no false win, and stops all
// its threads promptly when asked from another thread; `INFO thread_num` sets the threads of the
// Gomocup brain. Also run under ThreadSanitizer by scripts/tsan-engine, which is what finds a
// data race.

#include "../threadcounts.h"
#include "gomoku/bench.h"
#include "gomoku/gomocupsession.h"
#include "gomoku/searcher.h"
#include "gomokutestsupport.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <sstream>
#include <thread>

using namespace gomoku;
using namespace gomoku::test;

class TestGomokuThreads : public QObject {
    Q_OBJECT

private slots:
    void searchesToTheDepth_data() { addThreadCounts(); }
    void searchesToTheDepth();
    void provesNoFalseWin_data() { addThreadCounts(); }
    void provesNoFalseWin();
    void stopsPromptly_data() { addThreadCounts(); }
    void stopsPromptly();
    void threadNumReachesTheSearch();
};

void TestGomokuThreads::searchesToTheDepth()
{
    QFETCH(int, threads);
    for (const auto &moves : benchPositions()) {
        Position position(15, Rule::FreeStyle);
        QVERIFY(playMoves(position, moves));
        SearchLimits limits;
        limits.maxDepth = 6;
        Searcher alone;
        const SearchResult one = alone.search(position, limits);
        QCOMPARE(one.threads, 1);
        Searcher searcher;
        searcher.setThreads(threads);
        const SearchResult result = searcher.search(position, limits);
        QVERIFY(result.move >= 0);
        QCOMPARE(position.board().cell(result.move), Stone::Empty);
        QCOMPARE(result.how, one.how);
        if (result.how == "search") {
            // Only a win or loss proven (sooner with the helpers' entries) ends it earlier.
            QVERIFY2(result.depth == 6 || std::abs(result.score) > WinBound, moves.c_str());
            QCOMPARE(result.threads, threads);
        }
    }
}

void TestGomokuThreads::provesNoFalseWin()
{
    QFETCH(int, threads);
    Position position(15, Rule::FreeStyle);
    QVERIFY(playMoves(position, FalseWinMoves));
    checkClaimedWinsHold(position, threads);
}

void TestGomokuThreads::stopsPromptly()
{
    QFETCH(int, threads);
    Position position(15, Rule::FreeStyle);
    QVERIFY(playMoves(position, benchPositions()[2]));
    Searcher searcher;
    searcher.setThreads(threads);
    std::atomic<bool> stop { false };
    SearchLimits limits;
    limits.stop = &stop;
    std::thread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        stop = true;
    });
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result = searcher.search(position, limits);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    stopper.join();
    QVERIFY(result.move >= 0);
    QCOMPARE(position.board().cell(result.move), Stone::Empty);
    // The level's depth (64) is far out of reach: only the stop ended the search.
    QVERIFY(elapsed < std::chrono::seconds(20));
}

void TestGomokuThreads::threadNumReachesTheSearch()
{
    // The brain reports the threads that searched its move: INFO thread_num, within 1..64.
    const std::string board = "BOARD\n7,7,2\n8,8,1\n6,8,2\n8,6,1\n8,7,2\n9,9,1\n6,6,2\nDONE\n";
    for (const auto &[asked, used] : { std::pair { 1, 1 }, { 3, 3 }, { 0, 1 }, { 1000, 64 } }) {
        std::istringstream in("START 15\nINFO timeout_turn 200\nINFO thread_num "
            + std::to_string(asked) + "\n" + board + "END\n");
        std::ostringstream out;
        GomocupSession session(in, out);
        session.run();
        const std::string output = out.str();
        QVERIFY2(output.find("MESSAGE search depth") != std::string::npos, output.c_str());
        QVERIFY2(output.find(" threads " + std::to_string(used) + "\n") != std::string::npos,
            output.c_str());
        const auto move = output.substr(output.rfind('\n', output.size() - 2) + 1);
        QVERIFY2(move.find(',') != std::string::npos, output.c_str());
    }
}

QTEST_APPLESS_MAIN(TestGomokuThreads)
#include "tst_gomokuthreads.moc"
