// The time manager: a move's soft and hard limits from timeout_turn and the match clock, the
// reserve kept back for the answer, and how late answers widen it for the moves after them.

#include "gomoku/timemanager.h"

#include <QtTest>

using namespace gomoku;

class TestGomokuTime : public QObject {
    Q_OBJECT

private slots:
    void turnTimeLeavesAReserve();
    void matchClockIsShared();
    void fastMovesStillSearch();
    void lateAnswersWidenTheReserve();
};

void TestGomokuTime::turnTimeLeavesAReserve()
{
    const TimeManager manager;
    const MoveTime time = manager.plan({ .turnMs = 1000, .matchMs = 0, .leftMs = -1 });
    QVERIFY(time.hardMs < 1000);
    QVERIFY(time.hardMs >= 900);
    QCOMPARE(time.softMs, time.hardMs); // nothing to save for: search up to the hard stop
    const MoveTime longer = manager.plan({ .turnMs = 30000, .matchMs = 0, .leftMs = -1 });
    QVERIFY(longer.hardMs < 30000);
    QVERIFY(longer.hardMs > 25000); // the reserve grows with the move, not the other way round
}

void TestGomokuTime::matchClockIsShared()
{
    const TimeManager manager;
    // Gomocup's free-style clock: 30 s a move, 180 s a game.
    const MoveTime early = manager.plan({ .turnMs = 30000, .matchMs = 180000, .leftMs = 180000 });
    QVERIFY(early.hardMs < 30000);
    QVERIFY(early.hardMs >= 180000 / 20);
    const MoveTime late = manager.plan({ .turnMs = 30000, .matchMs = 180000, .leftMs = 12000 });
    QVERIFY(late.hardMs < early.hardMs);
    QVERIFY(late.hardMs <= 12000 / 8);
    QVERIFY(late.hardMs > 0);
    QVERIFY(late.softMs > 0); // the clock is shared: no new iteration after part of the move
    QVERIFY(late.softMs < late.hardMs);
    // Many moves on what is left never run the clock out: each takes a share of the rest.
    int left = 180000;
    for (int move = 0; move < 100; ++move) {
        left -= manager.plan({ .turnMs = 30000, .matchMs = 180000, .leftMs = left }).hardMs;
    }
    QVERIFY(left > 0);
    // Without a match clock time_left does not count.
    const MoveTime turnOnly = manager.plan({ .turnMs = 5000, .matchMs = 0, .leftMs = 100 });
    QVERIFY(turnOnly.hardMs > 4000);
}

void TestGomokuTime::fastMovesStillSearch()
{
    const TimeManager manager;
    const MoveTime fast = manager.plan({ .turnMs = 0, .matchMs = 0, .leftMs = -1 });
    QVERIFY(fast.hardMs > 0);
    QVERIFY(fast.hardMs <= 100); // timeout_turn 0: as fast as possible
}

void TestGomokuTime::lateAnswersWidenTheReserve()
{
    TimeManager manager;
    const Clock clock { .turnMs = 1000, .matchMs = 0, .leftMs = -1 };
    const MoveTime calm = manager.plan(clock);
    manager.record(calm.hardMs, calm.hardMs - 300); // on time: nothing changes
    QCOMPARE(manager.plan(clock).hardMs, calm.hardMs);
    manager.record(calm.hardMs, calm.hardMs + 200); // 200 ms late (the machine was loaded)
    const MoveTime loaded = manager.plan(clock);
    QVERIFY(loaded.hardMs <= calm.hardMs - 300);
    QVERIFY(loaded.hardMs >= 500); // never more than half of the move kept back
    manager.record(calm.hardMs, calm.hardMs + 5000);
    QCOMPARE(manager.plan(clock).hardMs, 500);
    for (int move = 0; move < 40; ++move) { // the lag fades as answers come in time again
        manager.record(loaded.hardMs, loaded.hardMs / 2);
    }
    QCOMPARE(manager.plan(clock).hardMs, calm.hardMs);
}

QTEST_APPLESS_MAIN(TestGomokuTime)
#include "tst_gomokutime.moc"
