// The clocks of a game in the window (Game ▸ Players and Clocks): a fallen flag ends the game
// (a loss, or a draw when the opponent cannot mate), the increment is added, pause stops the
// clock, the clocks go into the record (TimeControl tag, %clk comments) and come back from it,
// and an engine plays on the clock. ChessClocks itself is tested in tst_clocks.

#include "app/xiangqi/analysis/analysispanel.h"
#include "app/xiangqi/analysis/chessclocks.h"
#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/play/clockkeeper.h"
#include "app/xiangqi/play/clockview.h"
#include "app/xiangqi/play/playcontroller.h"
#include "app/xiangqi/reviewbar.h"
#include "app/xiangqi/singlegame.h"

#include "core/notation.h"
#include "records/pgn.h"
#include "records/records.h"

#include "apptestsupport.h"

#include <QAction>
#include <QDialog>
#include <QFile>
#include <QFontMetrics>
#include <QLabel>
#include <QSignalSpy>

namespace {
const QString FsfPath = QStringLiteral("/usr/games/fairy-stockfish");
const char *const Start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// Black has its king and advisors only: nothing to mate with.
const char *const BlackBare = "3aka3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
const char *const RedMates = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
constexpr int GameTimeoutMs = 60000;
} // namespace

class TstPlayClocks : public WindowTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void flagFallEndsTheGame_data();
    void flagFallEndsTheGame();
    void incrementIsAdded();
    void pauseStopsTheClock();
    void clocksGoIntoTheRecordAndBack();
    void engineOnTheClock();
    void lastSecondsFitANarrowColumn();
    void reviewLeavesTheClocksAlone();
    void modalDialogHoldsTheClocks();
    void modalDialogHoldsTheEngines_data();
    void runningClockKeepsItsTime_data();
    void runningClockKeepsItsTime();
    void reopenedGameKeepsItsPlayers();
    void clockWaitsForTheFirstMove();
    void finishedGameClocksStayStopped();
    void modalDialogHoldsTheEngines();
    void zeroMoveTimeLossAsksNothing();

private:
    XiangqiMode *mode() const { return xiangqiOf(*m_window); }
    SingleGame *game() const { return mode()->game(); }
    const ChessClocks *clocks() const { return mode()->play()->clockKeeper()->clocks(); }
    void play(const char *move) { QVERIFY(game()->play(*xq::Move::fromIccs(move))); }
};

void TstPlayClocks::flagFallEndsTheGame_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("outcome");
    // The clocks run from the first move: the flag falls on the side to move after the moves.
    QTest::newRow("Red's flag falls") << Start << "h2e2 h9g7" << int(xq::Outcome::BlackWins);
    QTest::newRow("Black's flag falls") << Start << "h2e2" << int(xq::Outcome::RedWins);
    QTest::newRow("Red's flag falls, Black cannot mate")
        << BlackBare << "a0a1 d9e8" << int(xq::Outcome::Draw);
}

void TstPlayClocks::flagFallEndsTheGame()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(int, outcome);
    // A second for the game (more on a slow machine, so the moves come in time).
    m_settings->setTimeControl(QString::number(timeScale()));
    QVERIFY(openWindow());
    mode()->startFromPosition(boardFromFen(fen.toLatin1().constData()), PlayMode::TwoPlayers);
    QVERIFY(clocks() != nullptr);
    const QStringList played = moves.split(QLatin1Char(' '));
    for (const QString &move : played) {
        play(move.toLatin1().constData());
    }
    QTRY_VERIFY_WITH_TIMEOUT(game()->isOver(), scaledMs(5000));
    QCOMPARE(int(game()->verdict().outcome), outcome);
    QCOMPARE(game()->verdict().reason, xq::EndReason::TimeForfeit);
    QCOMPARE(m_prompter->gameOvers.size(), 1);
    const xq::Side flagged = played.size() % 2 == 0 ? xq::Side::Red : xq::Side::Black;
    QCOMPARE(clocks()->flagged(), flagged);
    QCOMPARE(clocks()->remainingMs(flagged), qint64(0));
    QCOMPARE(game()->tree().result(),
        outcome == int(xq::Outcome::Draw) ? xq::GameResult::Draw
            : flagged == xq::Side::Red    ? xq::GameResult::BlackWins
                                          : xq::GameResult::RedWins);
}

void TstPlayClocks::incrementIsAdded()
{
    m_settings->setTimeControl(QStringLiteral("60+5"));
    QVERIFY(openWindow());
    // The game the window opens with is on the clock already, which waits for the first move.
    QVERIFY(clocks() != nullptr);
    QVERIFY(clocks()->isRunning());
    mode()->newGame();
    ClockView *view = mode()->play()->clockView();
    QVERIFY(view->isVisible());
    QVERIFY(clocks()->isPaused());
    play("h2e2");
    // The first move, made at once: a minute, and five seconds more.
    const qint64 red = clocks()->remainingMs(xq::Side::Red);
    QVERIFY2(red > 65000 - scaledMs(1000) && red <= 65000, qPrintable(QString::number(red)));
    QCOMPARE(clocks()->remainingMs(xq::Side::Red), red); // Red's clock no longer runs
    QVERIFY(view->isHighlighted(xq::Side::Black));
    QVERIFY(!view->isHighlighted(xq::Side::Red));
    QVERIFY(view->text(xq::Side::Red).contains(ChessClocks::displayText(red)));
    QVERIFY(view->text(xq::Side::Red).contains(QStringLiteral("1:0")));
    const auto recorded = [this] { return game()->tree().comment(game()->node()); };
    QCOMPARE(QString::fromStdString(recorded()), ChessClocks::clockComment(red));
    QVERIFY(recorded().starts_with("[%clk 0:01:0"));
    // The player reads and edits only the words; the clock stays in the record.
    QCOMPARE(game()->comment(), QString());
    QVERIFY(game()->lineTexts(xq::Notation::Iccs).front().comment.isEmpty());
    game()->setComment(QStringLiteral("A quick start"));
    QCOMPARE(game()->comment(), QStringLiteral("A quick start"));
    QCOMPARE(QString::fromStdString(recorded()),
        ChessClocks::clockComment(red) + QStringLiteral(" A quick start"));
    QCOMPARE(
        QString::fromStdString(game()->tree().tags().value("TimeControl")), QStringLiteral("60+5"));
}

void TstPlayClocks::pauseStopsTheClock()
{
    m_settings->setTimeControl(QStringLiteral("60"));
    QVERIFY(openWindow());
    mode()->newGame();
    play("h2e2"); // Black's clock runs
    QTest::qWait(200);
    QAction *pause = mode()->play()->pauseAction();
    pause->trigger();
    QVERIFY(clocks()->isPaused());
    const qint64 paused = clocks()->remainingMs(xq::Side::Black);
    QVERIFY(paused < 60000);
    QTest::qWait(500);
    QCOMPARE(clocks()->remainingMs(xq::Side::Black), paused);
    QVERIFY(!mode()->play()->clockView()->isHighlighted(xq::Side::Black)); // amber, not running
    QVERIFY(!game()->isHumanTurn()); // nobody moves in a paused game
    pause->trigger();
    QVERIFY(!clocks()->isPaused());
    QVERIFY(mode()->play()->clockView()->isHighlighted(xq::Side::Black));
    QTRY_VERIFY_WITH_TIMEOUT(clocks()->remainingMs(xq::Side::Black) < paused - 100, 2000);
    // Looking back at an earlier position stops the clock too.
    play("h9g7");
    game()->showPly(1);
    QVERIFY(clocks()->isPaused());
    game()->showPly(2);
    QVERIFY(!clocks()->isPaused());
}

void TstPlayClocks::clocksGoIntoTheRecordAndBack()
{
    m_settings->setTimeControl(QStringLiteral("600+5"));
    QVERIFY(openWindow());
    mode()->newGame();
    for (const char *move : { "h2e2", "h9g7", "h0g2" }) {
        QTest::qWait(1100); // a second a move, so the clocks differ from their start
        play(move);
    }
    // Each move's comment holds its mover's clock after the move: a second or so used, five
    // seconds added.
    std::vector<qint64> noted;
    for (const xq::NodeId node : game()->tree().mainLine()) {
        const QString comment = QString::fromStdString(game()->tree().comment(node));
        const auto clock = ChessClocks::readClockComment(comment);
        QVERIFY2(clock && *clock > 600000 && *clock < 610000, qPrintable(comment));
        noted.push_back(*clock);
    }
    const std::string pgn = xq::writePgn(game()->tree(), xq::Notation::Iccs);
    const QString text = QString::fromStdString(pgn);
    QVERIFY2(text.contains(QStringLiteral("[TimeControl \"600+5\"]")), pgn.c_str());
    QVERIFY2(
        text.contains(QLatin1Char('{') + ChessClocks::clockComment(noted[0]) + QLatin1Char('}')),
        pgn.c_str());

    const QString path = m_dir->filePath(QStringLiteral("timed.pgn"));
    QVERIFY(!xq::saveRecord(game()->tree(), QFile::encodeName(path).toStdString()).has_value());
    m_window.reset();
    QVERIFY(openWindow());
    QVERIFY(mode()->openFile(path));
    QCOMPARE(game()->length(), 3);
    QVERIFY(clocks() != nullptr);
    QVERIFY(game()->isPaused()); // the players sit down again before the clock runs
    QCOMPARE(clocks()->remainingMs(xq::Side::Red), noted[2]); // after its second move
    QCOMPARE(clocks()->remainingMs(xq::Side::Black), noted[1]);
    QCOMPARE(clocks()->sideToMove(), xq::Side::Black);
    mode()->play()->pauseAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(clocks()->remainingMs(xq::Side::Black) < noted[1] - 100, 2000);
}

void TstPlayClocks::engineOnTheClock()
{
    QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
    EngineList::save(*m_settings,
        { { QStringLiteral("Fairy-Stockfish"), FsfPath, QStringLiteral("uci-fsf"), {} } });
    m_settings->setPlayerEngine(xq::Side::Red, FsfPath);
    m_settings->setTimeControl(QStringLiteral("20+0"));
    QVERIFY(openWindow());
    mode()->startFromPosition(boardFromFen(RedMates), PlayMode::ComputerVsComputer);
    QTRY_VERIFY_WITH_TIMEOUT(game()->isOver(), scaledMs(GameTimeoutMs));
    QCOMPARE(game()->verdict().outcome, xq::Outcome::RedWins);
    QVERIFY(game()->verdict().reason != xq::EndReason::TimeForfeit);
    QVERIFY(!clocks()->flagged());
    // Both engines were told their time and used some of it, a move at a time.
    QVERIFY(clocks()->remainingMs(xq::Side::Red) < 20000);
    QVERIFY(clocks()->remainingMs(xq::Side::Black) < 20000);
    for (const xq::NodeId node : game()->tree().mainLine()) {
        const auto clock
            = ChessClocks::readClockComment(QString::fromStdString(game()->tree().comment(node)));
        QVERIFY(clock.has_value());
    }
    // The clocks stop with the game.
    const qint64 red = clocks()->remainingMs(xq::Side::Red);
    const qint64 black = clocks()->remainingMs(xq::Side::Black);
    QTest::qWait(300);
    QCOMPARE(clocks()->remainingMs(xq::Side::Red), red);
    QCOMPARE(clocks()->remainingMs(xq::Side::Black), black);
}

/// Under ten seconds the clocks show tenths ("Black  0:04.5"): in a record column as narrow as
/// the window's usual one the font gives way so that no digit is cut off, and comes back where
/// there is room.
void TstPlayClocks::lastSecondsFitANarrowColumn()
{
    qint64 now = 0;
    ChessClocks clocks(*ChessClocks::parse(QStringLiteral("5")), nullptr, [&now] { return now; });
    clocks.start(xq::Side::Red);
    now = 500;
    // In a column of the window, which squeezes the view below the width its texts ask for.
    QWidget column;
    column.resize(500, 40);
    auto *view = new ClockView(&column);
    view->setClocks(&clocks);
    view->setGeometry(0, 0, 500, 40);
    column.show();
    QVERIFY(QTest::qWaitForWindowExposed(&column));
    const auto *red = view->findChild<QLabel *>(QStringLiteral("redClock"));
    const auto *black = view->findChild<QLabel *>(QStringLiteral("blackClock"));
    QVERIFY(red && black);
    const double roomy = red->font().pointSizeF();
    QVERIFY(roomy > view->font().pointSizeF());
    view->setGeometry(0, 0, 230, 40);
    QTRY_VERIFY(red->width() < 120);
    for (const QLabel *label : { red, black }) {
        QVERIFY2(label->text().contains(QStringLiteral("0:0")), qPrintable(label->text()));
        const int needed = QFontMetrics(label->font()).horizontalAdvance(label->text());
        QVERIFY2(needed <= label->contentsRect().width(),
            qPrintable(QStringLiteral("%1 needs %2 of %3")
                           .arg(label->text())
                           .arg(needed)
                           .arg(label->contentsRect().width())));
    }
    view->setGeometry(0, 0, 500, 40);
    QTRY_COMPARE(red->font().pointSizeF(), roomy);
}

/// A review of the game under way adds its marks to the record; the clocks, running before it,
/// run on with the time they had, and the game is not paused.
void TstPlayClocks::reviewLeavesTheClocksAlone()
{
    m_settings->setTimeControl(QStringLiteral("600+5"));
    QVERIFY(openWindow());
    mode()->newGame();
    play("h2e2");
    play("h9g7");
    const ChessClocks *running = clocks();
    QVERIFY(running && running->isRunning() && !running->isPaused());
    auto *panel = m_window->findChild<AnalysisPanel *>();
    QVERIFY(panel);
    QSignalSpy finished(panel, &AnalysisPanel::reviewFinished);
    const qint64 redBefore = running->remainingMs(xq::Side::Red);
    panel->startReview(100);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, scaledMs(20000));
    QVERIFY(clocks() != nullptr);
    QCOMPARE(clocks(), running);
    QVERIFY(clocks()->isRunning());
    QVERIFY(!clocks()->isPaused());
    QVERIFY(!game()->isPaused());
    QVERIFY(clocks()->remainingMs(xq::Side::Red) < redBefore);
    QCOMPARE(game()->length(), 2);
}

/// While a modal dialog holds the window (here any dialog: a question, Players and Clocks, a
/// file to open) nobody can move, so no clock runs; they run on when it closes.
void TstPlayClocks::modalDialogHoldsTheClocks()
{
    m_settings->setTimeControl(QStringLiteral("600+5"));
    QVERIFY(openWindow());
    mode()->newGame();
    play("h2e2");
    QVERIFY(clocks()->isRunning() && !clocks()->isPaused());
    QDialog dialog(m_window.get());
    dialog.setModal(true);
    dialog.show();
    QTRY_VERIFY(clocks()->isPaused());
    const qint64 held = clocks()->remainingMs(xq::Side::Black);
    QTest::qWait(300);
    QCOMPARE(clocks()->remainingMs(xq::Side::Black), held);
    dialog.close();
    QTRY_VERIFY(!clocks()->isPaused());
    QTRY_VERIFY(clocks()->remainingMs(xq::Side::Black) < held);
    QVERIFY(!game()->isPaused());
}

void TstPlayClocks::modalDialogHoldsTheEngines_data()
{
    QTest::addColumn<QString>("timeControl");
    QTest::newRow("on the clock") << QStringLiteral("20+3");
    QTest::newRow("without a clock") << QString();
}

/// A modal dialog holds the whole game: the engines of a computer game make no move behind it
/// and no clock is charged or credited; the game goes on when it closes.
void TstPlayClocks::modalDialogHoldsTheEngines()
{
    QFETCH(QString, timeControl);
    m_settings->setTimeControl(timeControl);
    m_settings->setMoveTimeMs(100);
    QVERIFY(openWindow());
    mode()->startFromPosition(boardFromFen(Start), PlayMode::ComputerVsComputer);
    QTRY_VERIFY_WITH_TIMEOUT(game()->length() >= 1, scaledMs(10000));
    QDialog dialog(m_window.get());
    dialog.setModal(true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const int held = game()->length();
    const auto times = [this] {
        return clocks() ? std::pair(
                   clocks()->remainingMs(xq::Side::Red), clocks()->remainingMs(xq::Side::Black))
                        : std::pair<qint64, qint64>();
    };
    const auto timesHeld = times();
    QTest::qWait(scaledMs(2500));
    QCOMPARE(game()->length(), held);
    QCOMPARE(times(), timesHeld);
    QVERIFY(!game()->isThinking());
    dialog.close();
    QTRY_VERIFY_WITH_TIMEOUT(game()->length() > held, scaledMs(10000));
}

void TstPlayClocks::runningClockKeepsItsTime_data()
{
    QTest::addColumn<bool>("byAutosave");
    QTest::newRow("a record saved") << false;
    QTest::newRow("the autosave at quitting") << true;
}

/// A game saved or quit while a side thinks comes back with that side's time as it was then, not
/// as it was after its last move.
void TstPlayClocks::runningClockKeepsItsTime()
{
    QFETCH(bool, byAutosave);
    m_settings->setTimeControl(QStringLiteral("600+5"));
    QVERIFY(openWindow());
    mode()->newGame();
    play("h2e2");
    QTest::qWait(2200); // Black thinks two seconds
    const qint64 black = clocks()->remainingMs(xq::Side::Black);
    QVERIFY(black <= 605000 - 2000);
    const QString path = m_dir->filePath(QStringLiteral("thinking.pgn"));
    if (byAutosave) {
        QVERIFY(m_window->close());
    } else {
        QVERIFY(mode()->records()->saveRecord(path));
    }
    m_window.reset();
    QVERIFY(openWindow());
    QVERIFY(byAutosave ? m_window->offerAutosave() : mode()->openFile(path));
    QVERIFY(clocks() != nullptr);
    QCOMPARE(clocks()->sideToMove(), xq::Side::Black);
    const qint64 restored = clocks()->remainingMs(xq::Side::Black);
    // The clock notes whole seconds: at most one is given back.
    QVERIFY2(restored <= black && restored > black - 1000,
        qPrintable(QStringLiteral("%1 restored, %2 saved").arg(restored).arg(black)));
}

/// A game against the computer saved unfinished and opened again is played on by the same
/// players: the computer takes its side again (and its clock runs for it), as the header says.
void TstPlayClocks::reopenedGameKeepsItsPlayers()
{
    m_settings->setTimeControl(QStringLiteral("600+5"));
    m_settings->setPlayMode(PlayMode::Red);
    m_settings->setMoveTimeMs(100);
    QVERIFY(openWindow());
    mode()->newGame();
    play("h2e2");
    QTRY_COMPARE_WITH_TIMEOUT(game()->length(), 2, scaledMs(10000));
    const QString path = m_dir->filePath(QStringLiteral("against.pgn"));
    QVERIFY(mode()->records()->saveRecord(path));
    m_window.reset();
    m_settings->setPlayMode(PlayMode::TwoPlayers); // what the record says counts, not this
    QVERIFY(openWindow());
    QVERIFY(mode()->openFile(path));
    QVERIFY(!game()->isComputer(xq::Side::Red));
    QVERIFY(game()->isComputer(xq::Side::Black));
    QVERIFY(mode()->reviewBar()->isHidden()); // nothing says two players play it
    QCOMPARE(m_settings->playMode(), PlayMode::TwoPlayers); // for this record only
}

/// The clocks of a new game start with its first move: the window opened on a short time control
/// loses no game on time before anybody touched it.
void TstPlayClocks::clockWaitsForTheFirstMove()
{
    m_settings->setTimeControl(QString::number(timeScale()));
    m_settings->setPlayMode(PlayMode::Red);
    QVERIFY(openWindow());
    QTest::qWait(scaledMs(1500));
    QVERIFY(!game()->isOver());
    QCOMPARE(clocks()->remainingMs(xq::Side::Red), qint64(timeScale()) * 1000);
    play("h2e2");
    QTRY_VERIFY_WITH_TIMEOUT(game()->length() == 2 || game()->isOver(), scaledMs(5000));
    QVERIFY(!clocks()->flagged() || clocks()->flagged() == xq::Side::Black);
    QTRY_VERIFY_WITH_TIMEOUT(game()->isOver(), scaledMs(5000)); // Red's clock runs now
    QCOMPARE(game()->verdict().reason, xq::EndReason::TimeForfeit);
}

/// The clocks of a finished game stay stopped while it is looked through: no clock shows paused,
/// as if the game could go on.
void TstPlayClocks::finishedGameClocksStayStopped()
{
    m_settings->setTimeControl(QStringLiteral("600+5"));
    QVERIFY(openWindow());
    mode()->newGame();
    play("h2e2");
    play("h9g7");
    game()->resign(xq::Side::Red);
    QVERIFY(game()->isOver());
    for (const int ply : { 0, 1 }) {
        game()->showPly(ply);
        QVERIFY(!clocks()->isRunning());
        for (const char *name : { "redClock", "blackClock" }) {
            const auto *label = mode()->play()->clockView()->findChild<QLabel *>(name);
            QVERIFY(label);
            QVERIFY2(label->toolTip().isEmpty(), qPrintable(label->toolTip()));
        }
    }
}

/// The computer moving first lost on time before its first move: a new game has nothing to ask
/// about, since there is no move to lose.
void TstPlayClocks::zeroMoveTimeLossAsksNothing()
{
    m_settings->setTimeControl(QStringLiteral("600+5"));
    m_settings->setPlayMode(PlayMode::Black);
    QVERIFY(openWindow());
    mode()->newGame();
    game()->forfeitOnTime(xq::Side::Red); // what the computer's fallen flag does
    QVERIFY(game()->isOver());
    QCOMPARE(game()->tree().moveCount(), 0);
    mode()->newGame();
    QVERIFY2(m_prompter->discardQuestions.isEmpty(),
        qPrintable(m_prompter->discardQuestions.join(u'|')));
    QVERIFY(!game()->isOver());
}

QTEST_MAIN(TstPlayClocks)
#include "tst_playclocks.moc"
