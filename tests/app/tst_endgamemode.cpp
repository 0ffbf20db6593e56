// Practical endgames on the puzzle page, played by clicks against the engine to the end of the
// game: a won endgame driven to mate, a drawn one held to the draw the rules give, a game lost
// told and marked failed; and the built-in collection offered with both goals.

#include "puzzles/puzzle.h"

#include "puzzlemodetest.h"

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

/// Red's moves a game may take before the test gives up on its end.
constexpr int MaxSolverMoves = 80;

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

QTEST_MAIN(TstEndgameMode)
#include "tst_endgamemode.moc"
