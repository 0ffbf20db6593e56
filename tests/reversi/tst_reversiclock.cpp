// The whole game's clock (timemanager.h): a game whose moves each take the time they are given
// never runs the clock out and leaves only the reserve unspent, the midgame's moves get more than
// the opening's and the solved endgame's, and an increment is spent too.

#include "reversi/timemanager.h"

#include <QTest>

#include <map>

using namespace reversi;

namespace {

/// The time each of our moves gets (by its empties, 60 down to 2 for the side that moves first)
/// when every move takes exactly what it is given; the clock's last state in `last`.
std::map<int, int> spendWholeGame(GameClock clock, GameClock &last)
{
    std::map<int, int> budgets;
    for (int empties = 60; empties > 0; empties -= 2) {
        const int budget = moveTimeFromClock(clock, empties);
        budgets[empties] = budget;
        clock = chargeMove(clock, budget);
    }
    last = clock;
    return budgets;
}

double averageBudget(const std::map<int, int> &budgets, int fromEmpties, int toEmpties)
{
    double sum = 0;
    int count = 0;
    for (const auto &[empties, budget] : budgets) {
        if (empties >= fromEmpties && empties <= toEmpties) {
            sum += budget;
            ++count;
        }
    }
    return sum / count;
}

} // namespace

class TestReversiClock : public QObject {
    Q_OBJECT

private slots:
    void neverRunsOut_data();
    void neverRunsOut();
    void midgameGetsMost();
    void incrementIsSpent();
};

void TestReversiClock::neverRunsOut_data()
{
    QTest::addColumn<int>("clockMs");
    QTest::addColumn<int>("incrementMs");
    QTest::newRow("1 s") << 1000 << 0;
    QTest::newRow("1 minute") << 60000 << 0;
    QTest::newRow("10 s + 1 s") << 10000 << 1000;
    QTest::newRow("200 ms") << 200 << 0;
}

void TestReversiClock::neverRunsOut()
{
    QFETCH(int, clockMs);
    QFETCH(int, incrementMs);
    GameClock last;
    const std::map<int, int> budgets = spendWholeGame({ clockMs, incrementMs }, last);
    QVERIFY(last.remainingMs > 0);
    for (const auto &[empties, budget] : budgets) {
        QVERIFY(budget >= 1);
    }
    // What is left is about the reserve: the rest of the clock was spent.
    QVERIFY2(last.remainingMs <= clockMs / 4 + incrementMs,
        qPrintable(QString::number(last.remainingMs)));
}

void TestReversiClock::midgameGetsMost()
{
    GameClock last;
    const std::map<int, int> budgets = spendWholeGame({ 60000, 0 }, last);
    const double opening = averageBudget(budgets, 45, 60);
    const double midgame = averageBudget(budgets, 21, 44);
    const double solved = averageBudget(budgets, 1, 14);
    QVERIFY2(
        midgame > 1.5 * opening, qPrintable(QStringLiteral("%1 %2").arg(midgame).arg(opening)));
    QVERIFY2(midgame > 4 * solved, qPrintable(QStringLiteral("%1 %2").arg(midgame).arg(solved)));
}

void TestReversiClock::incrementIsSpent()
{
    const GameClock plain { 5000, 0 };
    const GameClock withIncrement { 5000, 2000 };
    QVERIFY(moveTimeFromClock(withIncrement, 30) > moveTimeFromClock(plain, 30) + 1000);
    // The increment comes after the move: a nearly empty clock still cannot be overspent.
    QVERIFY(moveTimeFromClock({ 100, 5000 }, 30) < 100);
}

QTEST_APPLESS_MAIN(TestReversiClock)
#include "tst_reversiclock.moc"
