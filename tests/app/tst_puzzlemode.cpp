// The puzzle page as a player uses it, by clicks on the board: a right move is played and the
// defence answers from the solution, a wrong one is refused and told, a hint rings the piece and
// then the move, solving marks the puzzle solved, and the progress outlives the window. Also the
// built-in collections offered and filtered, a tactic won by playing its line, a collection that
// does not read, the collections opened and imported coming back after a restart, and the same page
// solving a Reversi endgame by clicks on its own board (Gomoku: tst_gomokupuzzlemode).

#include "app/puzzles/puzzlemode.h"
#include "app/puzzles/reversipuzzleboard.h"
#include "app/puzzles/xiangqipuzzleboard.h"

#include "puzzles/mateprover.h"
#include "puzzles/puzzleset.h"

#include "puzzlemodetest.h"

#include <QComboBox>
#include <QFile>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>

#include <algorithm>

namespace {

// Two mates in 3 of the built-in set, one a line as collection files write them.
const char *const TwoMates
    = "3akab2/2R1n4/4b1n1c/p1C6/4P1p1p/7r1/P1C1P3P/4B4/4A4/1N2KAB2 w - - 11 28 | mate 3 | "
      "c8d8 h4c4 e2c4 i7i8 c6c9 | smothered-palace | 7 | test\n"
      "5kb2/4R4/4b4/8p/5N3/8P/9/4B4/6n2/2BAK4 w - - 3 38 | mate 3 | "
      "e0e1 g1f3 e1d1 f3h4 f5g7 |  | 2 | test\n";

// A mate in 3 whose second move has a twin: after g7f9 d5e3, e1e2 mates as fast as e1e0.
const char *const TwinSecondMove = "9/4P4/5kN2/9/3n5/9/9/5A3/4K4/3A2B2 w - - 71 113 | mate 3 | "
                                   "g7f9 d5e3 e1e0 e3f5 f9h8 |  | 3 | test\n";

// A tactic: the horse forks the general and the chariot, and takes the chariot.
const char *const Fork = "4k3r/9/9/5N3/9/9/P8/9/9/3K5 w - - 0 1 | material | f6g8 e9e8 g8i9 | fork "
                         "| 1 | test\n";

} // namespace

class TstPuzzleMode : public PuzzleModeTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void builtinCollectionIsOffered();
    void lengthFilterShowsThatLengthOnly();
    void rightMovesSolveThePuzzle();
    void wrongMoveIsRefusedAndTold();
    void moveMatingAsFastIsTakenMidLine();
    void tacticIsWonByPlayingItsLine();
    void hintRingsThePieceThenTheMove();
    void showMovePlaysTheSolutionButSolvesNothing();
    void progressOutlivesTheWindow();
    void malformedCollectionIsRefused();
    void recordsImportAsAPuzzleCollection();
    void openedCollectionsComeBackAfterARestart();
    void reversiEndgameIsSolvedByClicks();
    void reversiEndgameIsPlayedToTheEnd();
    void rulesHelpUnderF1_data();
    void rulesHelpUnderF1();
    void collectionsReadAlike_data();
    void collectionsReadAlike();
    void filterWithNothingToChooseIsGreyed();

private:
    [[nodiscard]] bool openTwoMates(PuzzleMode *mode)
    {
        return openCollection(mode, QStringLiteral("two.puzzles"), TwoMates);
    }
};

void TstPuzzleMode::builtinCollectionIsOffered()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(!mode->collectionTitles().isEmpty());
    QVERIFY2(mode->collectionTitles().front().contains(QLatin1String("Xiangqi mates")),
        qPrintable(mode->collectionTitles().front()));
    QVERIFY(mode->shownCount() >= 600);
    QVERIFY2(mode->panel()->goal().contains(QLatin1String("to move: mate in")),
        qPrintable(mode->panel()->goal()));
    QVERIFY(view(mode)->isVisible());
    QVERIFY(m_window->turnText().contains(QLatin1String("Puzzle 1 of")));
}

void TstPuzzleMode::lengthFilterShowsThatLengthOnly()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const int all = mode->shownCount();
    mode->panel()->lengthBox()->setCurrentIndex(
        mode->panel()->lengthBox()->findData(QStringLiteral("mate 1")));
    QVERIFY(mode->shownCount() > 0);
    QVERIFY(mode->shownCount() < all);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(mode->attempt()->puzzle().goal.length, 1);
        QTest::mouseClick(mode->panel()->nextButton(), Qt::LeftButton);
    }
    QVERIFY(mode->panel()->goal().contains(QLatin1String("mate in 1")));
}

void TstPuzzleMode::rightMovesSolveThePuzzle()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openTwoMates(mode));
    QCOMPARE(mode->shownCount(), 2);
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Red to move: mate in 3"));
    clickMove(mode, "c8d8");
    QCOMPARE(mode->attempt()->played().size(), std::size_t(1));
    // The defence answers from the solution, and the player is to move again.
    QTRY_VERIFY(mode->attempt()->solverToMove());
    QCOMPARE(mode->attempt()->played().back(), std::string("h4c4"));
    QVERIFY(mode->panel()->feedback().contains(QLatin1String("Your move")));
    solveByClicks(mode, { "e2c4", "c6c9" });
    QVERIFY(mode->attempt()->isSolved());
    QVERIFY(mode->attempt()->isClean());
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("solved at the first try")),
        qPrintable(mode->panel()->feedback()));
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Solved);
    QCOMPARE(mode->progress().streak(), 1);
    QVERIFY(mode->panel()->heading().contains(QLatin1String("solved")));
    QVERIFY(!view(mode)->isInteractive());
    // The goal still names the solver, though Black is to move on the board now.
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Red to move: mate in 3"));
    QCOMPARE(m_window->turnText(), QStringLiteral("Puzzle 1 of 2: solved"));
}

void TstPuzzleMode::wrongMoveIsRefusedAndTold()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openTwoMates(mode));
    QTest::mouseClick(mode->panel()->nextButton(), Qt::LeftButton);
    QCOMPARE(mode->shownPosition(), 1);
    // The horse on g1 gives check: stepping aside is legal, but not the solution.
    clickMove(mode, "e0f0");
    // The engine says so from its thread; the move is taken back.
    QTRY_VERIFY2(mode->panel()->feedback().contains(QLatin1String("not the solution")),
        qPrintable(mode->panel()->feedback()));
    QVERIFY(mode->attempt()->played().empty());
    QVERIFY(view(mode)->isInteractive());
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Failed);
    // A move the rules refuse is told too, and changes nothing.
    clickMove(mode, "i4i5");
    QVERIFY(mode->attempt()->played().empty());
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("check")),
        qPrintable(mode->panel()->feedback()));
    // Tried again, the solution solves it, not cleanly: no streak.
    solveByClicks(mode, { "e0e1", "e1d1", "f5g7" });
    QVERIFY(mode->attempt()->isSolved());
    QVERIFY(!mode->attempt()->isClean());
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Solved);
    QCOMPARE(mode->progress().streak(), 0);
}

void TstPuzzleMode::tacticIsWonByPlayingItsLine()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const QStringList titles = mode->collectionTitles();
    QVERIFY(std::any_of(titles.begin(), titles.end(),
        [](const QString &title) { return title.startsWith(QLatin1String("Xiangqi tactics")); }));
    QVERIFY(openCollection(mode, QStringLiteral("fork.puzzles"), Fork));
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Red to move: win material"));
    // A soldier's step wins nothing: refused.
    clickMove(mode, "a3a4");
    QVERIFY(mode->attempt()->played().empty());
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("not the solution")),
        qPrintable(mode->panel()->feedback()));
    solveByClicks(mode, { "f6g8", "g8i9" });
    QVERIFY(mode->attempt()->isSolved());
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Solved);
}

void TstPuzzleMode::moveMatingAsFastIsTakenMidLine()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openCollection(mode, QStringLiteral("twin.puzzles"), TwinSecondMove));
    clickMove(mode, "g7f9");
    QTRY_VERIFY(mode->attempt()->solverToMove());
    QCOMPARE(mode->attempt()->played().back(), std::string("d5e3"));
    // Not the solution's e1e0, but it mates in two more moves as well.
    clickMove(mode, "e1e2");
    // The engine judges it on its thread, and the defence answers.
    QTRY_COMPARE(mode->attempt()->played().size(), std::size_t(4));
    QCOMPARE(mode->attempt()->played()[2], std::string("e1e2"));
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("answers")),
        qPrintable(mode->panel()->feedback()));
    // The defence goes on from the engine, not from the solution made for e1e0.
    QVERIFY(mode->attempt()->solverToMove());
    const std::string reply = mode->attempt()->played().back();
    QVERIFY(reply != mode->attempt()->puzzle().solution[3]);
    // The hint names the move that mates now, and it solves the puzzle.
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    const std::optional<std::string> mate = mode->attempt()->nextMove();
    QVERIFY(mate);
    const xq::Result<xq::Board> before
        = puzzles::playLine(mode->attempt()->puzzle().fen, mode->attempt()->played());
    QVERIFY(before);
    clickMove(mode, mate->c_str());
    QVERIFY(mode->attempt()->isSolved());
    xq::Board after = *before;
    after.makeMove(mv(mate->c_str()));
    QVERIFY(!after.hasLegalMove());
    // A move that does not keep the mate in reach is still refused mid-line.
    QTest::mouseClick(mode->panel()->restartButton(), Qt::LeftButton);
    clickMove(mode, "g7f9");
    QTRY_VERIFY(mode->attempt()->solverToMove());
    clickMove(mode, "g0i2");
    QTRY_VERIFY(mode->panel()->feedback().contains(QLatin1String("not the solution")));
    QCOMPARE(mode->attempt()->played().size(), std::size_t(2));
}

void TstPuzzleMode::hintRingsThePieceThenTheMove()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openTwoMates(mode));
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    QCOMPARE(mode->attempt()->hintLevel(), 1);
    QVERIFY(mode->panel()->feedback().contains(QLatin1String("ringed piece")));
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    QCOMPARE(mode->attempt()->hintLevel(), 2);
    QVERIFY2(mode->panel()->feedback().startsWith(QLatin1String("Hint: ")),
        qPrintable(mode->panel()->feedback()));
    solveByClicks(mode, { "c8d8", "e2c4", "c6c9" });
    QVERIFY(mode->attempt()->isSolved());
    QVERIFY(!mode->attempt()->isClean());
    QCOMPARE(mode->progress().streak(), 0);
}

void TstPuzzleMode::showMovePlaysTheSolutionButSolvesNothing()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openTwoMates(mode));
    for (int move = 0; move < 3; ++move) {
        QTRY_VERIFY(mode->attempt()->solverToMove());
        QTest::mouseClick(mode->panel()->showMoveButton(), Qt::LeftButton);
    }
    QVERIFY(mode->attempt()->isSolved());
    QCOMPARE(mode->attempt()->played(), mode->attempt()->puzzle().solution);
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Failed);
    // The page says what the heading says: the solution was shown, the puzzle failed.
    QVERIFY2(mode->panel()->heading().contains(QLatin1String("failed")),
        qPrintable(mode->panel()->heading()));
    QVERIFY2(!mode->panel()->feedback().contains(QLatin1String("solved")),
        qPrintable(mode->panel()->feedback()));
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("solution shown")),
        qPrintable(mode->panel()->feedback()));
    QVERIFY2(
        !m_window->turnText().contains(QLatin1String("solved")), qPrintable(m_window->turnText()));
    // Restart sets the puzzle up again.
    QTest::mouseClick(mode->panel()->restartButton(), Qt::LeftButton);
    QVERIFY(mode->attempt()->played().empty());
    QVERIFY(view(mode)->isInteractive());
}

void TstPuzzleMode::progressOutlivesTheWindow()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openTwoMates(mode));
    solveByClicks(mode, { "c8d8", "e2c4", "c6c9" });
    QVERIFY(mode->attempt()->isSolved());
    QTest::mouseClick(mode->panel()->nextButton(), Qt::LeftButton);
    m_window.reset();

    mode = openPuzzles();
    QVERIFY(mode);
    QVERIFY(openTwoMates(mode));
    QCOMPARE(mode->progress().streak(), 1);
    QTest::mouseClick(mode->panel()->previousButton(), Qt::LeftButton);
    QCOMPARE(mode->shownPosition(), 0);
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Solved);
    QVERIFY(mode->panel()->heading().contains(QLatin1String("solved")));
    QVERIFY2(mode->panel()->progress().startsWith(QLatin1String("Solved 1 of 2")),
        qPrintable(mode->panel()->progress()));
}

void TstPuzzleMode::malformedCollectionIsRefused()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const QStringList before = mode->collectionTitles();
    const QString path = m_dir->filePath(QStringLiteral("bad.puzzles"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a puzzle\n");
    file.close();
    QVERIFY(!m_window->openFile(path));
    QCOMPARE(m_prompter->failures.size(), 1);
    QVERIFY2(m_prompter->failures.front().contains(QLatin1String("line 1")),
        qPrintable(m_prompter->failures.front()));
    QCOMPARE(mode->collectionTitles(), before);
}

void TstPuzzleMode::recordsImportAsAPuzzleCollection()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    // A stored mate, a position the engine solves, and a game from the opening position.
    const QString path = m_dir->filePath(QStringLiteral("studies.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[FEN \"5kb2/4R4/4b4/8p/5N3/8P/9/4B4/6n2/2BAK4 w - - 3 38\"]\n\n"
               "1. e0e1 g1f3 2. e1d1 f3h4 3. f5g7 *\n\n"
               "[FEN \"4k4/9/4N4/9/C8/9/9/2r6/1r7/3K5 w - - 0 1\"]\n\n*\n\n"
               "[Event \"x\"]\n\n1. h2e2 *\n");
    file.close();
    QVERIFY(mode->importRecords(path));
    QTRY_VERIFY(!mode->isImporting());
    QCOMPARE(mode->collectionTitles().back(), QStringLiteral("studies.pgn (2)"));
    QCOMPARE(mode->currentCollection(), mode->collectionTitles().size() - 1);
    QVERIFY2(mode->panel()->feedback().contains(
                 QLatin1String("became no puzzle; the first: studies.pgn game 3")),
        qPrintable(mode->panel()->feedback()));
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Red to move: mate in 3"));
    solveByClicks(mode, { "e0e1", "e1d1", "f5g7" });
    QVERIFY(mode->attempt()->isSolved());
    // The engine's solution for the position stored without one.
    QTest::mouseClick(mode->panel()->nextButton(), Qt::LeftButton);
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Red to move: mate in 1"));
    // Records with no puzzle in them are refused with the reason.
    const QString opening = m_dir->filePath(QStringLiteral("opening.pgn"));
    QFile openingFile(opening);
    QVERIFY(openingFile.open(QIODevice::WriteOnly));
    openingFile.write("[Event \"x\"]\n\n1. h2e2 *\n");
    openingFile.close();
    QVERIFY(mode->importRecords(opening));
    QTRY_VERIFY(!mode->isImporting());
    QCOMPARE(m_prompter->failures.size(), 1);
    QVERIFY2(m_prompter->failures.front().contains(QLatin1String("opening position")),
        qPrintable(m_prompter->failures.front()));
}

void TstPuzzleMode::openedCollectionsComeBackAfterARestart()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const int builtins = mode->collectionTitles().size();
    QVERIFY(openTwoMates(mode));
    const QString records = m_dir->filePath(QStringLiteral("records.pgn"));
    QFile file(records);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[FEN \"5kb2/4R4/4b4/8p/5N3/8P/9/4B4/6n2/2BAK4 w - - 3 38\"]\n\n"
               "1. e0e1 g1f3 2. e1d1 f3h4 3. f5g7 *\n");
    file.close();
    QVERIFY(mode->importRecords(records));
    QTRY_VERIFY(!mode->isImporting());
    const QStringList before = mode->collectionTitles();
    QCOMPARE(before.size(), builtins + 2);
    m_window.reset();
    // The records are read from what was kept of them, not again: gone, they still come back.
    QVERIFY(QFile::remove(records));

    mode = openPuzzles();
    QVERIFY(mode);
    QCOMPARE(mode->collectionTitles(), before);
    QCOMPARE(mode->currentCollection(), builtins + 1); // the one shown last
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Red to move: mate in 3"));
    solveByClicks(mode, { "e0e1", "e1d1", "f5g7" });
    QVERIFY(mode->attempt()->isSolved());
    m_window.reset();

    // A collection file gone is left out without a word.
    QVERIFY(QFile::remove(m_dir->filePath(QStringLiteral("two.puzzles"))));
    mode = openPuzzles();
    QVERIFY(mode);
    QCOMPARE(mode->collectionTitles().size(), builtins + 1);
    QCOMPARE(mode->collectionTitles().back(), before.back());
    QVERIFY(m_prompter->failures.isEmpty());
}

void TstPuzzleMode::reversiEndgameIsSolvedByClicks()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const int reversi = mode->collectionTitles().indexOf(
        QRegularExpression(QStringLiteral("^Reversi endgames \\(\\d+\\)$")));
    QVERIFY2(reversi >= 0, qPrintable(mode->collectionTitles().join(u',')));
    mode->panel()->collectionBox()->setCurrentIndex(reversi);
    auto *board = qobject_cast<ReversiPuzzleBoard *>(mode->board());
    QVERIFY(board);
    QVERIFY(board->view()->isVisible());
    QVERIFY2(mode->panel()->goal().contains(QLatin1String("to move: win by")),
        qPrintable(mode->panel()->goal()));
    const reversi::Move best = reversi::parseMove(mode->attempt()->puzzle().solution.front());
    const auto click = [&](int square) {
        QTest::mouseClick(board->view(), Qt::LeftButton, {},
            board->view()->squareRect(square).center().toPoint());
    };
    // Another legal move is refused; an illegal square is told.
    reversi::Bitboard others = board->view()->board().legalMoves() & ~reversi::squareBit(best);
    QVERIFY(others != 0);
    click(reversi::firstSquare(others));
    QTRY_VERIFY2(mode->panel()->feedback().contains(QLatin1String("gives discs away")),
        qPrintable(mode->panel()->feedback()));
    QVERIFY(mode->attempt()->played().empty());
    // The first hint names the row in words, the second marks the square on the board.
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    QCOMPARE(board->view()->hint().value_or(reversi::NoMove), reversi::NoMove);
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    QCOMPARE(board->view()->hint(), std::optional(best));
    click(best);
    // Played on to the end, the computer answering each move with its best.
    for (int moves = 0; moves < 32 && !mode->attempt()->isSolved(); ++moves) {
        QTRY_VERIFY(mode->attempt()->solverToMove() || mode->attempt()->isSolved());
        if (const auto next = mode->attempt()->nextMove()) {
            click(reversi::parseMove(*next));
        }
    }
    QVERIFY(mode->attempt()->isSolved());
    QVERIFY(board->view()->board().isGameOver());
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Solved);
    QVERIFY(mode->panel()->heading().contains(QLatin1String("solved")));
}

/// A Reversi endgame is played to its last disc: either of two moves keeping the best score is
/// taken, one giving discs away is told at once and may be taken back; the computer answers with
/// the solver's best move until neither side can move, and the win by the puzzle's discs solves it.
void TstPuzzleMode::reversiEndgameIsPlayedToTheEnd()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    // Black to play: h1 and c6 both win by 18, h6 only by 10 (tst_gamepuzzles).
    QVERIFY(openCollection(mode, QStringLiteral("two-best.puzzles"),
        "OOXXXX--XXXXOOOXXXXXXOO-XOXOXOOXXOXOOXO-XO-OOOX-XOOOOXXX--OOXXXX X | discs 18 | h1 | "
        " | 8 | test\n"));
    auto *board = qobject_cast<ReversiPuzzleBoard *>(mode->board());
    QVERIFY(board);
    const auto click = [&](const std::string &move) {
        QTest::mouseClick(board->view(), Qt::LeftButton, {},
            board->view()->squareRect(reversi::parseMove(move)).center().toPoint());
    };
    click("h6");
    QTRY_VERIFY2(mode->panel()->feedback().contains(QLatin1String("gives discs away")),
        qPrintable(mode->panel()->feedback()));
    QVERIFY(mode->attempt()->played().empty());
    QCOMPARE(mode->attempt()->mistakes(), 1);
    QCOMPARE(board->view()->board().toText(), mode->attempt()->puzzle().fen);
    // The other best move than the stored one is as good.
    click("c6");
    QTRY_COMPARE(mode->attempt()->played().size(), std::size_t(2));
    QCOMPARE(mode->attempt()->played().front(), std::string("c6"));
    for (int moves = 0; moves < 32 && !mode->attempt()->isSolved(); ++moves) {
        QTRY_VERIFY(mode->attempt()->solverToMove() || mode->attempt()->isSolved());
        if (const auto next = mode->attempt()->nextMove()) {
            click(*next);
        }
    }
    QVERIFY(mode->attempt()->isSolved());
    const reversi::Board &end = board->view()->board();
    QVERIFY(end.isGameOver());
    QCOMPARE(end.sideToMove() == reversi::Color::Black ? end.finalScore() : -end.finalScore(), 18);
    QVERIFY2(mode->panel()->feedback().contains(QLatin1String("Black wins by 18 disc")),
        qPrintable(mode->panel()->feedback()));
    // Solved, though not at the first try.
    QVERIFY(!mode->attempt()->isClean());
    QCOMPARE(mode->progress().standing(mode->attempt()->puzzle()), puzzles::Standing::Solved);
}

void TstPuzzleMode::rulesHelpUnderF1_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<QString>("title");
    QTest::newRow("English") << false << QStringLiteral("Rules of Puzzles");
    QTest::newRow("Chinese") << true << QStringLiteral("习题规则");
}

/// Help ▸ Rules under F1 on the puzzle page as in the three games: how puzzles are played, every
/// kind of goal named, in the player's language.
void TstPuzzleMode::rulesHelpUnderF1()
{
    QFETCH(bool, chinese);
    QFETCH(QString, title);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    QMenu *help = m_window->menuBar()->actions().constLast()->menu();
    QAction *rules = nullptr;
    for (QAction *action : help->actions()) {
        if (action->shortcut() == QKeySequence(QKeySequence::HelpContents)) {
            rules = action;
        }
    }
    QVERIFY2(rules, "no item under F1");
    // "&Rules of Puzzles", "习题规则(&R)".
    QVERIFY2(rules->text().remove(u'&').startsWith(title), qPrintable(rules->text()));
    rules->trigger();
    QCOMPARE(m_prompter->pageTitles, QStringList { title });
    const QString text = m_prompter->pageTexts.front();
    QVERIFY(text.size() > (chinese ? 300 : 800));
    const QStringList kinds = chinese
        ? QStringList { "杀局", "战术", "实用残局", "五子棋", "黑白棋", "提示" }
        : QStringList { "mate", "material", "endgame", "Gomoku", "Reversi", "Hint" };
    for (const QString &kind : kinds) {
        QVERIFY2(text.contains(kind), qPrintable(kind));
    }
    // No English sentence left in the Chinese page.
    QVERIFY2(!chinese || !text.contains(QLatin1String(" the ")), qPrintable(text));
}

QTEST_MAIN(TstPuzzleMode)
void TstPuzzleMode::collectionsReadAlike_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("goal");
    QTest::newRow("English") << false << QStringLiteral("^(Xiangqi|Gomoku|Reversi) ")
                             << QStringLiteral("^(Red|Black|White) to move");
    QTest::newRow("Chinese") << true << QStringLiteral("^(象棋|五子棋|黑白棋)")
                             << QStringLiteral("^(红方|黑方|白方)先走");
}

/// Every built-in collection is named after its game, its lengths in that game's words, and every
/// goal starts with the side to move in the same words, whichever game it is of ("Red to move: mate
/// in 3", "Black to move: VCF in 3", "White to move: win by 20 discs").
void TstPuzzleMode::collectionsReadAlike()
{
    QFETCH(bool, chinese);
    QFETCH(QString, game);
    QFETCH(QString, goal);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    const QStringList titles = mode->collectionTitles();
    QVERIFY(titles.size() >= 5);
    for (int index = 0; index < titles.size(); ++index) {
        QVERIFY2(titles[index].contains(QRegularExpression(game)), qPrintable(titles[index]));
        mode->panel()->collectionBox()->setCurrentIndex(index);
        QVERIFY2(mode->panel()->goal().contains(QRegularExpression(goal)),
            qPrintable(mode->panel()->goal()));
        // Xiangqi counts its moves in 步, Gomoku and Reversi theirs in 手 or discs: no list
        // of another game's speaks Xiangqi's word, its "any" included.
        const QComboBox *lengths = mode->panel()->lengthBox();
        for (int item = 0; chinese && !titles[index].startsWith(u'象') && item < lengths->count();
             ++item) {
            QVERIFY2(!lengths->itemText(item).contains(u'步'), qPrintable(lengths->itemText(item)));
        }
    }
}

/// A filter offering nothing but "any" (Gomoku's themes, the endgames' lengths) is greyed, not a
/// list that chooses nothing; the others can be chosen.
void TstPuzzleMode::filterWithNothingToChooseIsGreyed()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    int greyed = 0;
    for (int index = 0; index < mode->collectionTitles().size(); ++index) {
        mode->panel()->collectionBox()->setCurrentIndex(index);
        for (const QComboBox *box : { mode->panel()->lengthBox(), mode->panel()->themeBox() }) {
            QCOMPARE(box->isEnabled(), box->count() > 1);
            greyed += box->isEnabled() ? 0 : 1;
        }
    }
    QVERIFY(greyed > 0); // the built-in sets have such lists: the case is tried
}

#include "tst_puzzlemode.moc"
