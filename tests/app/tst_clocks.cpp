// The game's clocks against a clock the test moves by hand: time controls read, the increment,
// a fallen flag (a loss, or a draw when the opponent cannot mate), pause, what the engine is
// told, and the texts for the record and the display.

#include "app/xiangqi/analysis/chessclocks.h"

#include <QSignalSpy>
#include <QTest>

namespace {

// The time the clocks read: the test moves it.
struct FakeTime {
    qint64 ms = 1000000;
};

ChessClocks::Now fakeNow(FakeTime &time)
{
    return [&time] { return time.ms; };
}

} // namespace

class TstClocks : public QObject {
    Q_OBJECT

private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qint64>("baseMs");
        QTest::addColumn<qint64>("incrementMs");
        QTest::addColumn<qint64>("moveTimeMs");
        QTest::newRow("10 min + 5 s")
            << "600+5" << true << qint64(600000) << qint64(5000) << qint64(0);
        QTest::newRow("minutes:seconds")
            << "10:00+5" << true << qint64(600000) << qint64(5000) << qint64(0);
        QTest::newRow("40 moves in an hour")
            << "40/3600" << true << qint64(3600000) << qint64(0) << qint64(0);
        QTest::newRow("30 s a move") << "st=30" << true << qint64(0) << qint64(0) << qint64(30000);
        QTest::newRow("garbage") << "ten minutes" << false << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("no clock") << "inf" << false << qint64(0) << qint64(0) << qint64(0);
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qint64, baseMs);
        QFETCH(qint64, incrementMs);
        QFETCH(qint64, moveTimeMs);
        const auto control = ChessClocks::parse(text);
        QCOMPARE(control.has_value(), valid);
        if (valid) {
            QCOMPARE(control->baseMs.value_or(0), baseMs);
            QCOMPARE(control->incrementMs, incrementMs);
            QCOMPARE(control->moveTimeMs.value_or(0), moveTimeMs);
        }
    }

    void incrementAndTurns()
    {
        FakeTime time;
        ChessClocks clocks(*ChessClocks::parse("600+5"), nullptr, fakeNow(time));
        clocks.start(xq::Side::Red);
        time.ms += 3000;
        QCOMPARE(clocks.remainingMs(xq::Side::Red), 597000);
        QVERIFY(clocks.moveMade());
        QCOMPARE(clocks.remainingMs(xq::Side::Red), 602000); // 3 s used, 5 s added
        QCOMPARE(clocks.sideToMove(), xq::Side::Black);
        time.ms += 10000;
        QCOMPARE(clocks.remainingMs(xq::Side::Black), 590000);
        QCOMPARE(clocks.remainingMs(xq::Side::Red), 602000); // Red's clock stands
        // The engine hears both clocks, Black's counted to this moment.
        const auto limits = clocks.engineLimits();
        QCOMPARE(*limits.redTimeMs, 602000LL);
        QCOMPARE(*limits.blackTimeMs, 590000LL);
        QCOMPARE(limits.blackIncrementMs, 5000LL);
        QCOMPARE(clocks.tagText(), QStringLiteral("600+5"));
    }

    void flagFalls()
    {
        FakeTime time;
        ChessClocks clocks(*ChessClocks::parse("1+0"), nullptr, fakeNow(time));
        QSignalSpy fell(&clocks, &ChessClocks::flagFell);
        clocks.start(xq::Side::Red);
        time.ms += 900;
        clocks.check();
        QCOMPARE(fell.size(), 0);
        time.ms += 200;
        clocks.check();
        QCOMPARE(fell.size(), 1);
        QCOMPARE(fell.at(0).at(0).value<xq::Side>(), xq::Side::Red);
        QCOMPARE(clocks.flagged(), std::optional<xq::Side>(xq::Side::Red));
        QVERIFY(!clocks.moveMade()); // a fallen flag ends the game's clock
        clocks.check();
        QCOMPARE(fell.size(), 1); // announced once
    }

    void flagFallsOnALateMove()
    {
        FakeTime time;
        ChessClocks clocks(*ChessClocks::parse("2+0"), nullptr, fakeNow(time));
        QSignalSpy fell(&clocks, &ChessClocks::flagFell);
        clocks.start(xq::Side::Black);
        time.ms += 2500;
        QVERIFY(!clocks.moveMade());
        QCOMPARE(fell.size(), 1);
    }

    void pauseStopsTheClock()
    {
        FakeTime time;
        ChessClocks clocks(*ChessClocks::parse("60"), nullptr, fakeNow(time));
        clocks.start(xq::Side::Red);
        time.ms += 1000;
        clocks.setPaused(true);
        time.ms += 50000;
        QCOMPARE(clocks.remainingMs(xq::Side::Red), 59000);
        clocks.check();
        QVERIFY(!clocks.flagged());
        clocks.setPaused(false);
        time.ms += 1000;
        QCOMPARE(clocks.remainingMs(xq::Side::Red), 58000);
    }

    void flagResult_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("flagged");
        QTest::addColumn<int>("result");
        QTest::newRow("start: Red loses")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << int(xq::Side::Red)
            << int(xq::GameResult::BlackWins);
        QTest::newRow("Black has only advisors: a draw")
            << "3aka3/9/9/9/9/9/9/9/4A4/R2AK4 w" << int(xq::Side::Red) << int(xq::GameResult::Draw);
        QTest::newRow("Red's chariot can mate: Black loses")
            << "3aka3/9/9/9/9/9/9/9/4A4/R2AK4 b" << int(xq::Side::Black)
            << int(xq::GameResult::RedWins);
    }

    void flagResult()
    {
        QFETCH(QString, fen);
        QFETCH(int, flagged);
        QFETCH(int, result);
        const auto board = xq::Board::fromFen(fen.toStdString());
        QVERIFY2(board.ok(), board.error().c_str());
        QCOMPARE(int(ChessClocks::flagResult(*board, xq::Side(flagged))), result);
    }

    void texts_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("display");
        QTest::newRow("9:55") << qint64(595000) << "[%clk 0:09:55]"
                              << "9:55";
        QTest::newRow("over an hour") << qint64(3723000) << "[%clk 1:02:03]"
                                      << "62:03";
        QTest::newRow("seconds left") << qint64(8700) << "[%clk 0:00:08]"
                                      << "0:08.7";
    }

    void texts()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, comment);
        QFETCH(QString, display);
        QCOMPARE(ChessClocks::clockComment(ms), comment);
        QCOMPARE(ChessClocks::displayText(ms), display);
    }
};

QTEST_GUILESS_MAIN(TstClocks)
#include "tst_clocks.moc"
