// Practical endgames on the puzzle page, played by clicks against the engine to the end of the
// game: a won endgame driven to mate, a drawn one held to the draw the rules give, a game lost
// told and marked failed; and the built-in collection offered with both goals.

#include "puzzles/puzzle.h"

#include "puzzlemodetest.h"
#include "stallmeter.h"

#include <QComboBox>
#include <QRegularExpression>

namespace {

// From the built-in set's recipe (docs/puzzles.md): a chariot against a horse, won in about five
// moves; the bare general against a soldier on its last rank, drawn.
const char *const WonEndgame
    = "9/9/4k4/9/8R/9/9/9/9/5Kn2 w - - 0 1 | win | i5i2 | R-vs-N | 5 | test\n";
const char *const DrawnEndgame
    = "9/3k5/9/9/9/9/9/9/5K3/4p4 w - - 0 1 | draw | f1e1 | K-vs-P | 25 | test\n";
// Red must hold the draw, but any move of the chariot but to the back rank lets Black's chariots
// mate on it at once.
const char *const DrawToLose
    = "3k5/9/1r7/9/4R4/9/9/9/r8/4K4 w - - 0 1 | draw | e5e0 |  | 1 | test\n";

// A mate in 3 whose second move has a twin: after g7f9 d5e3, e1e2 mates as fast as e1e0, which
// only the engine's search of the moves left can tell.
const char *const TwinSecondMove = "9/4P4/5kN2/9/3n5/9/9/5A3/4K4/3A2B2 w - - 71 113 | mate 3 | "
                                   "g7f9 d5e3 e1e0 e3f5 f9h8 |  | 3 | test\n";

// A mate in 3 where a quiet move lets the mate go: the engine searches 10 plies to say so.
const char *const SmotheredMate
    = "3akab2/2R1n4/4b1n1c/p1C6/4P1p1p/7r1/P1C1P3P/4B4/4A4/1N2KAB2 w - - 11 28 | mate 3 | "
      "c8d8 h4c4 e2c4 i7i8 c6c9 | smothered-palace | 7 | test\n";

/// Red's moves a game may take before the test gives up on its end.
constexpr int MaxSolverMoves = 80;
/// The longest the GUI thread may work at a stretch while the engine thinks (as tst_singlegame).
constexpr int StallLimitMs = 50;

} // namespace

class TstEndgameMode : public PuzzleModeTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void builtinEndgamesAreOffered();
    void wonEndgameIsPlayedToMate();
    void drawnEndgameIsHeldToItsDraw();
    void lostEndgameIsToldAndFailed();
    void lastPlyBeforeTheNaturalMoveLimitIsPlayedAndDraws();
    void engineThinksOffTheGuiThread_data();
    void engineThinksOffTheGuiThread();
    void replyToAPuzzleLeftIsIgnored();
    void windowClosesWhileTheEngineThinks();

private:
    /// Opens `collection`, its goal told as `goal`, and plays it to the end by playToTheEnd:
    /// solved, the player told how the game ended (`ending` first).
    void playToTheGoal(const char *collection, const QString &goal, const QString &ending)
    {
        PuzzleMode *mode = openPuzzles();
        QVERIFY(mode);
        QVERIFY(openCollection(mode, QStringLiteral("endgame.puzzles"), collection));
        QCOMPARE(mode->panel()->goal(), goal);
        const int moves = playToTheEnd(mode, MaxSolverMoves);
        QVERIFY2(moves > 0, qPrintable(mode->panel()->feedback()));
        QVERIFY(mode->attempt()->isSolved());
        QVERIFY2(
            mode->panel()->feedback().startsWith(ending), qPrintable(mode->panel()->feedback()));
        QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Solved);
        QVERIFY(!view(mode)->isInteractive());
    }
    /// Plays the engine's choice of the solver's move (the hint's move, unasked) by clicks, the
    /// engine answering each, until the game ends; the solver's moves played, or -1 when the
    /// game did not end within `maxMoves`.
    static int playToTheEnd(PuzzleMode *mode, int maxMoves)
    {
        const puzzles::PuzzleAttempt *attempt = mode->attempt();
        for (int moves = 0; moves <= maxMoves; ++moves) {
            const bool settled = QTest::qWaitFor([attempt] {
                return attempt->solverToMove() || attempt->isSolved() || attempt->isLost();
            });
            if (!settled) {
                return -1;
            }
            if (attempt->isSolved() || attempt->isLost()) {
                return moves;
            }
            const std::optional<std::string> next = attempt->nextMove();
            if (!next) {
                return -1;
            }
            clickMove(mode, next->c_str());
        }
        return -1;
    }
};

void TstEndgameMode::builtinEndgamesAreOffered()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const int endgames = mode->collectionTitles().indexOf(
        QRegularExpression(QStringLiteral("^Xiangqi endgames \\(\\d+\\)$")));
    QVERIFY2(endgames >= 0, qPrintable(mode->collectionTitles().join(u',')));
    mode->panel()->collectionBox()->setCurrentIndex(endgames);
    QVERIFY(mode->shownCount() >= 50);
    QVERIFY(qobject_cast<XiangqiPuzzleBoard *>(mode->board()));
    QSet<QString> goals;
    for (int position = 0; position < mode->shownCount(); ++position) {
        mode->showPuzzle(position);
        QVERIFY(mode->attempt()->puzzle().goal.playedToTheEnd());
        goals.insert(mode->panel()->goal());
    }
    QCOMPARE(goals,
        QSet<QString>({ QStringLiteral("Red to move and win"),
            QStringLiteral("Red to move: hold the draw") }));
    // Each puzzle's material is its theme, named for the player and offered as a filter.
    QComboBox *themes = mode->panel()->themeBox();
    QVERIFY(themes->count() > 10);
    QVERIFY2(
        themes->itemText(1).contains(QLatin1String(" against ")), qPrintable(themes->itemText(1)));
}

void TstEndgameMode::wonEndgameIsPlayedToMate()
{
    playToTheGoal(WonEndgame, QStringLiteral("Red to move and win"), QStringLiteral("Red wins by"));
}

void TstEndgameMode::drawnEndgameIsHeldToItsDraw()
{
    playToTheGoal(
        DrawnEndgame, QStringLiteral("Red to move: hold the draw"), QStringLiteral("Draw by"));
}

void TstEndgameMode::lostEndgameIsToldAndFailed()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openCollection(mode, QStringLiteral("lose.puzzles"), DrawToLose));
    clickMove(mode, "e5e6");
    QTRY_VERIFY(mode->attempt()->isLost());
    QVERIFY(!mode->attempt()->isSolved());
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("Black wins by checkmate.")),
        qPrintable(mode->panel()->feedback()));
    QVERIFY(mode->panel()->feedback().contains(QLatin1String("The goal is missed")));
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Failed);
    QVERIFY(!view(mode)->isInteractive());
    // Restart sets it up again, to be played anew.
    mode->restart();
    QVERIFY(mode->attempt()->solverToMove());
    QVERIFY(view(mode)->isInteractive());
}

/// At the last ply before the 60-move rule, with nothing to take and no mate, every move draws:
/// the move chosen is played, and the rules' draw is told as the win missed (not refused, which
/// left the player nothing to do but restart).
void TstEndgameMode::lastPlyBeforeTheNaturalMoveLimitIsPlayedAndDraws()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openCollection(mode, QStringLiteral("limit.puzzles"),
        "9/9/4k4/9/8R/9/9/9/9/5Kn2 w - - 119 60 | win | i5i2 | R-vs-N | 5 | test\n"));
    clickMove(mode, "i5i2");
    QTRY_VERIFY(mode->attempt()->isLost());
    QCOMPARE(mode->attempt()->played(), std::vector<std::string> { "i5i2" });
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("60-move rule")),
        qPrintable(mode->panel()->feedback()));
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("The goal is missed")),
        qPrintable(mode->panel()->feedback()));
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Failed);
    QVERIFY(!view(mode)->isInteractive());
}

void TstEndgameMode::engineThinksOffTheGuiThread_data()
{
    QTest::addColumn<QString>("collection");
    QTest::addColumn<QStringList>("moves");
    QTest::newRow("endgame: the engine's reply")
        << QString::fromUtf8(WonEndgame) << QStringList { "i5i2" };
    QTest::newRow("mate: a move off the solution")
        << QString::fromUtf8(TwinSecondMove) << QStringList { "g7f9", "e1e2" };
    QTest::newRow("mate: a move letting it go")
        << QString::fromUtf8(SmotheredMate) << QStringList { "a3a4" };
}

/// The engine judging a move and choosing its reply works on a thread of its own: the board stays
/// responsive (the GUI thread never works long at a stretch) and takes no move meanwhile.
void TstEndgameMode::engineThinksOffTheGuiThread()
{
    QFETCH(QString, collection);
    QFETCH(QStringList, moves);
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openCollection(mode, QStringLiteral("think.puzzles"), collection.toUtf8().constData()));
    const puzzles::PuzzleAttempt *attempt = mode->attempt();
    for (const QString &move : moves.mid(0, moves.size() - 1)) {
        QTRY_VERIFY(attempt->solverToMove());
        clickMove(mode, move.toLatin1().constData());
    }
    QTRY_VERIFY(attempt->solverToMove());
    const std::size_t before = attempt->played().size();
    StallMeter meter;
    clickMove(mode, moves.constLast().toLatin1().constData());
    // The click came back before the engine's word: the board waits for it, taking no move.
    QVERIFY(mode->isThinking());
    QVERIFY(!attempt->solverToMove());
    QVERIFY(!view(mode)->isInteractive());
    // Played and answered, or refused.
    QTRY_VERIFY_WITH_TIMEOUT(
        attempt->played().size() >= before + 2 || attempt->mistakes() > 0, scaledMs(15000));
    const qint64 busy = meter.longestBusyMs();
    qInfo("longest GUI-thread work while the engine thought: %lld ms", busy);
    QVERIFY2(busy < scaledMs(StallLimitMs), qPrintable(meter.failure(StallLimitMs, 2.0)));
}

/// An answer to a puzzle the player has left (Next, Restart) never lands on the one shown.
void TstEndgameMode::replyToAPuzzleLeftIsIgnored()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const std::string two = std::string(WonEndgame) + DrawnEndgame;
    QVERIFY(openCollection(mode, QStringLiteral("two.puzzles"), two.c_str()));
    clickMove(mode, "i5i2");
    mode->next();
    QTRY_VERIFY(!mode->isThinking());
    QTest::qWait(50); // anything still queued arrives
    QVERIFY(mode->attempt()->played().empty());
    QVERIFY(mode->attempt()->solverToMove());
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Red to move: hold the draw"));
    QVERIFY(mode->panel()->feedback().isEmpty());
    // The same after Restart.
    clickMove(mode, "f1e1");
    mode->restart();
    QTRY_VERIFY(!mode->isThinking());
    QTest::qWait(50);
    QVERIFY(mode->attempt()->played().empty());
    QVERIFY(view(mode)->isInteractive());
}

/// Closing the window while the engine thinks waits for it and crashes nothing.
void TstEndgameMode::windowClosesWhileTheEngineThinks()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openCollection(mode, QStringLiteral("won.puzzles"), WonEndgame));
    clickMove(mode, "i5i2");
    QVERIFY(mode->isThinking());
    closeWindow();
    QTest::qWait(100); // an answer still on its way finds nobody
}

QTEST_MAIN(TstEndgameMode)
#include "tst_endgamemode.moc"
