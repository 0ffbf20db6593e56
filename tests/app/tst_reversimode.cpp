// Reversi in the window: the board view's geometry, clicks that play (and clicks that do not),
// the computer answering through its worker thread while the event loop runs, passes played and
// announced, undo and redo (offered only with a move to take back or play again), and GGF and
// transcript files saved and opened.

#include "apptestsupport.h"

#include "app/resultdialog.h"
#include "app/reversi/reversiai.h"
#include "app/reversi/reversimode.h"
#include "app/reversi/reversiview.h"

#include "reversi/levels.h"
#include "reversi/recordformats.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>

using namespace reversi;

Q_DECLARE_METATYPE(ReversiPlayers)
Q_DECLARE_METATYPE(ResultChoice)

namespace {

// The action of the mode's menus called `text`, as the menu shows it.
QAction *menuAction(ReversiMode &mode, const QString &text)
{
    for (const QMenu *menu : mode.menus()) {
        for (QAction *action : menu->actions()) {
            if (action->text() == text) {
                return action;
            }
        }
    }
    return nullptr;
}

void click(ReversiView *view, const char *square)
{
    QTest::mouseClick(
        view, Qt::LeftButton, {}, view->squareRect(parseMove(square)).center().toPoint());
}

} // namespace

class TestReversiMode : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void squaresAndPointsAgree();
    void clickPlaysOnlyLegalMoves();
    void twoPlayersAlternate();
    void computerAnswers();
    void legalMovesMarkedOnlyForAPerson();
    void undoAndRedo();
    void undoAndRedoEnabledOnlyWithAMove();
    void computerPlaysBothSides();
    void moveNowAnswersWithAMove();
    void passIsPlayedAndAnnounced();
    void redoCrossesAPass_data();
    void redoCrossesAPass();
    void resultDialogAtTheEnd_data();
    void resultDialogAtTheEnd();
    void resultDialogButtons_data();
    void resultDialogButtons();
    void flipsTurnWhileTheGameMovesOn_data();
    void flipsTurnWhileTheGameMovesOn();
    void animationsOffEndTheTurn();
    void savesAndOpensFiles_data();
    void savesAndOpensFiles();
    void openingAnEndedRecordAsksNothing();
    void badFileLeavesTheGame();
    void autosaveOffersTheGameBack_data();
    void autosaveOffersTheGameBack();
    void refusedClickIsExplained_data();
    void refusedClickIsExplained();
    void hintIsDrawnOnTheBoard();
    void redoToTheEndKeepsTheResult();

private:
    /// A mode shown on screen, the discs turned at once unless `animated`.
    std::unique_ptr<ReversiMode> makeMode(ReversiPlayers players, bool animated = false);
    /// Opens `transcript` (a board and side in front of the moves) in `mode` through a file.
    void openTranscript(ReversiMode &mode, const char *transcript);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<TestGameHost> m_host;
};

void TestReversiMode::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = makeSettings(*m_dir);
    m_host = std::make_unique<TestGameHost>(*m_settings);
}

void TestReversiMode::cleanup()
{
    m_host.reset();
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<ReversiMode> TestReversiMode::makeMode(ReversiPlayers players, bool animated)
{
    m_settings->setGameValue("reversi", "animate", animated);
    auto mode = std::make_unique<ReversiMode>(*m_host);
    mode->setLevel(0);
    mode->setPlayers(players);
    mode->page()->resize(700, 520);
    mode->page()->show();
    return mode;
}

void TestReversiMode::openTranscript(ReversiMode &mode, const char *transcript)
{
    const QString path = m_dir->filePath("position.otr");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(transcript);
    file.close();
    QVERIFY(mode.openFile(path));
}

void TestReversiMode::squaresAndPointsAgree()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    ReversiView *view = mode->view();
    for (int square = 0; square < SquareCount; ++square) {
        QCOMPARE(view->squareAt(view->squareRect(square).center()), square);
    }
    QCOMPARE(view->squareAt(QPointF(1, 1)), NoMove); // the coordinate margin
    // a1 is at the top left, h8 at the bottom right.
    QVERIFY(view->squareRect(0).top() < view->squareRect(63).top());
    QVERIFY(view->squareRect(0).left() < view->squareRect(7).left());
}

void TestReversiMode::clickPlaysOnlyLegalMoves()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    click(mode->view(), "a1");
    click(mode->view(), "d4"); // occupied
    QVERIFY(mode->game().record().moves().empty());
    click(mode->view(), "f5");
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { parseMove("f5") });
    QCOMPARE(mode->view()->board().discs(Color::Black) & squareBit(parseMove("e5")),
        squareBit(parseMove("e5"))); // flipped
    QVERIFY(mode->panelText().contains("Black: 4"));
    QVERIFY(mode->isModified());
}

void TestReversiMode::twoPlayersAlternate()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    for (const char *square : { "f5", "d6", "c3", "d3" }) {
        click(mode->view(), square);
    }
    QCOMPARE(writeTranscript(mode->game().record()), std::string("f5d6c3d3"));
    QCOMPARE(mode->turnText(), QStringLiteral("Black to move"));
}

void TestReversiMode::computerAnswers()
{
    auto mode = makeMode(ReversiPlayers::HumanBlack);
    click(mode->view(), "f5");
    // The computer (White) answers through the queued signal; the window keeps running.
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    QVERIFY(mode->game().position().sideToMove() == Color::Black);
    click(mode->view(), "a1"); // still illegal for Black: nothing happens
    QCOMPARE(mode->game().record().moves().size(), std::size_t { 2 });
}

void TestReversiMode::legalMovesMarkedOnlyForAPerson()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    ReversiView *view = mode->view();
    QCOMPARE(view->markedMoves(), Board::start().legalMoves());
    // The computer takes Black, to move: its moves are not offered while it thinks.
    mode->setPlayers(ReversiPlayers::HumanWhite);
    QVERIFY(mode->game().record().moves().empty());
    QCOMPARE(view->markedMoves(), Bitboard { 0 });
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 1 }, scaledMs(5000));
    QVERIFY(mode->game().position().legalMoves() != 0);
    QCOMPARE(view->markedMoves(), mode->game().position().legalMoves());
    view->setShowLegalMoves(false);
    QCOMPARE(view->markedMoves(), Bitboard { 0 });
}

void TestReversiMode::undoAndRedo()
{
    auto mode = makeMode(ReversiPlayers::HumanBlack);
    click(mode->view(), "f5");
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    mode->undo(); // takes back the computer's move and ours
    QVERIFY(mode->game().record().moves().empty());
    QVERIFY(mode->view()->board() == Board::start());
    mode->setPlayers(ReversiPlayers::TwoPlayers);
    mode->redo();
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { parseMove("f5") });
}

void TestReversiMode::undoAndRedoEnabledOnlyWithAMove()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    QAction *undo = menuAction(*mode, QStringLiteral("&Undo Move"));
    QAction *redo = menuAction(*mode, QStringLiteral("&Redo Move"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled()); // a new game: nothing to take back or play again
    QVERIFY(!redo->isEnabled());
    click(mode->view(), "f5");
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    undo->trigger();
    QVERIFY(mode->game().record().moves().empty());
    QVERIFY(!undo->isEnabled());
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { parseMove("f5") });
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    mode->newGame();
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());
}

void TestReversiMode::computerPlaysBothSides()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    click(mode->view(), "f5");
    mode->setPlayers(ReversiPlayers::ComputerVsComputer);
    QTRY_VERIFY_WITH_TIMEOUT(mode->game().position().isGameOver(), scaledMs(20000));
    QCOMPARE(m_host->testPrompter.gameOvers.size(), 1);
    QCOMPARE(m_host->testPrompter.gameOvers.front(), mode->turnText());
    QVERIFY(mode->game().record().moves().size() >= 50);
}

void TestReversiMode::moveNowAnswersWithAMove()
{
    // The mode shows that the computer thinks, and stops showing it once it has moved.
    // Game ▸ Move Now is there only while it thinks.
    auto mode = makeMode(ReversiPlayers::HumanBlack);
    QAction *moveNow = menuAction(*mode, QStringLiteral("&Move Now"));
    QVERIFY(moveNow);
    QVERIFY(!moveNow->isEnabled());
    click(mode->view(), "f5");
    QCOMPARE(mode->statusWidget()->findChild<QLabel *>()->text(), QStringLiteral("Thinking..."));
    QVERIFY(moveNow->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    QVERIFY(mode->statusWidget()->findChild<QLabel *>()->text().isEmpty());
    QVERIFY(!moveNow->isEnabled());
    // With ten seconds to think, "Move now" gets a legal move at once.
    ReversiAi ai;
    QSignalSpy chosen(&ai, &ReversiAi::moveChosen);
    ai.think(Board::start(), reversi::MaxLevel, 10000);
    ai.moveNow();
    QVERIFY(chosen.wait(scaledMs(2000)));
    QVERIFY(Board::start().isLegal(chosen.front().front().toInt()));
}

void TestReversiMode::passIsPlayedAndAnnounced()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    const QString path = m_dir->filePath("pass.otr");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // White to move with no move: the pass is played at once, Black can take a1.
    file.write("-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O\n");
    file.close();
    QVERIFY(mode->openFile(path));
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { PassMove });
    QVERIFY(mode->panelText().contains("White has no move and passes."));
    click(mode->view(), "a1");
    QVERIFY(mode->game().position().isGameOver());
    QCOMPARE(mode->turnText(), QStringLiteral("Black wins 64–0"));
    QCOMPARE(m_host->testPrompter.gameOvers, QStringList { "Black wins 64–0" });
}

void TestReversiMode::redoCrossesAPass_data()
{
    QTest::addColumn<ReversiPlayers>("players");
    QTest::newRow("two players") << ReversiPlayers::TwoPlayers;
    QTest::newRow("play as Black") << ReversiPlayers::HumanBlack;
}

void TestReversiMode::redoCrossesAPass()
{
    QFETCH(ReversiPlayers, players);
    auto mode = makeMode(players);
    // Black takes b1 with c1; White, left with b8 alone, has no move and passes; c8 ends it.
    openTranscript(*mode, "XO------------------------------------------------------XO------ X\n");
    click(mode->view(), "c1");
    QCOMPARE(mode->game().record().moves(), (std::vector<Move> { parseMove("c1"), PassMove }));
    click(mode->view(), "c8");
    QVERIFY(mode->game().position().isGameOver());
    mode->undo(); // c8
    mode->undo(); // the pass and c1: back to Black's turn
    QVERIFY(mode->game().record().moves().empty());
    mode->redo(); // c1, and White's pass is played again
    QCOMPARE(mode->game().record().moves(), (std::vector<Move> { parseMove("c1"), PassMove }));
    QVERIFY(mode->game().canRedo());
    mode->redo(); // c8 is still there to redo
    QCOMPARE(mode->game().record().moves(),
        (std::vector<Move> { parseMove("c1"), PassMove, parseMove("c8") }));
    QVERIFY(mode->game().position().isGameOver());
}

void TestReversiMode::resultDialogAtTheEnd_data()
{
    QTest::addColumn<QByteArray>("position");
    QTest::addColumn<ResultChoice>("choice");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("movesAfter"); // -1: a new game from the start
    // One empty square, a1; the last move there flips b1 and fills the board.
    const QByteArray black36 = "-O" + QByteArray(36, 'X') + QByteArray(26, 'O') + " X\n";
    const QByteArray white40 = "-X" + QByteArray(40, 'O') + QByteArray(22, 'X') + " O\n";
    const QByteArray even = "-O" + QByteArray(30, 'X') + QByteArray(32, 'O') + " X\n";
    QTest::newRow("Black wins, close") << black36 << ResultChoice::Close << "Black wins 38–26"
                                       << "Black 38 discs, White 26 discs." << 1;
    QTest::newRow("White wins, undo") << white40 << ResultChoice::Undo << "White wins 42–22"
                                      << "Black 22 discs, White 42 discs." << 0;
    QTest::newRow("draw, new game") << even << ResultChoice::NewGame << "Draw 32–32"
                                    << "Black 32 discs, White 32 discs." << -1;
}

void TestReversiMode::resultDialogAtTheEnd()
{
    QFETCH(QByteArray, position);
    QFETCH(ResultChoice, choice);
    QFETCH(QString, heading);
    QFETCH(QString, text);
    QFETCH(int, movesAfter);
    auto mode = makeMode(ReversiPlayers::TwoPlayers, true);
    openTranscript(*mode, position.constData());
    click(mode->view(), "a1");
    QVERIFY(mode->game().position().isGameOver());
    // The result waits until the last discs have turned, then comes once.
    QVERIFY(m_host->testPrompter.gameOvers.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(
        m_host->testPrompter.gameOvers, QStringList { heading }, scaledMs(3000));
    QCOMPARE(m_host->testPrompter.resultTexts, QStringList { text });
    QCOMPARE(mode->turnText(), heading);
    m_host->testPrompter.answerResult(choice);
    if (movesAfter < 0) {
        QVERIFY(mode->game().record().moves().empty());
        QVERIFY(mode->game().position() == Board::start());
    } else {
        QCOMPARE(mode->game().record().moves().size(), std::size_t(movesAfter));
        QCOMPARE(mode->game().position().isGameOver(), movesAfter == 1);
    }
    QCOMPARE(m_host->testPrompter.gameOvers.size(), 1);
}

void TestReversiMode::resultDialogButtons_data()
{
    QTest::addColumn<QString>("button"); // a button's text without its &, or empty for Escape
    QTest::addColumn<ResultChoice>("choice");
    QTest::newRow("New Game") << "New Game" << ResultChoice::NewGame;
    QTest::newRow("Undo") << "Undo" << ResultChoice::Undo;
    QTest::newRow("Close") << "Close" << ResultChoice::Close;
    QTest::newRow("Escape") << QString() << ResultChoice::Close;
}

void TestReversiMode::resultDialogButtons()
{
    QFETCH(QString, button);
    QFETCH(ResultChoice, choice);
    ResultDialog dialog(QStringLiteral("Black wins 38–26"), QStringLiteral("Black 38 discs"));
    QSignalSpy chosen(&dialog, &ResultDialog::chosen);
    dialog.open();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.findChild<QLabel *>("resultHeading")->text().contains("Black wins 38–26"));
    if (button.isEmpty()) {
        QTest::keyClick(&dialog, Qt::Key_Escape);
    } else {
        const auto buttons = dialog.findChildren<QPushButton *>();
        const auto found
            = std::find_if(buttons.begin(), buttons.end(), [&](const QPushButton *candidate) {
                  return QString(candidate->text()).remove(u'&') == button;
              });
        QVERIFY2(found != buttons.end(), qPrintable(button));
        QTest::mouseClick(*found, Qt::LeftButton);
    }
    QCOMPARE(chosen.size(), 1); // exactly one answer, whatever closed the dialog
    QCOMPARE(chosen.front().front().value<ResultChoice>(), choice);
    QVERIFY(!dialog.isVisible());
}

void TestReversiMode::flipsTurnWhileTheGameMovesOn_data()
{
    QTest::addColumn<bool>("animated");
    QTest::newRow("animated") << true;
    QTest::newRow("at once") << false;
}

void TestReversiMode::flipsTurnWhileTheGameMovesOn()
{
    QFETCH(bool, animated);
    auto mode = makeMode(ReversiPlayers::HumanBlack, animated);
    ReversiView *view = mode->view();
    QSignalSpy finished(view, &ReversiView::animationFinished);
    // When the computer's reply was played, counted from the player's click.
    QElapsedTimer clock;
    std::optional<qint64> replyMs;
    connect(mode.get(), &GameMode::stateChanged, this, [&] {
        if (!replyMs && mode->game().record().moves().size() == 2) {
            replyMs = clock.elapsed();
        }
    });
    clock.start();
    click(view, "f5");
    // The game and everything that reads it are already past the move while the discs turn.
    QCOMPARE(view->isAnimating(), animated);
    QVERIFY(view->board() == mode->game().position());
    QVERIFY(mode->panelText().contains("Black: 4\nWhite: 1"));
    if (animated) {
        // While the player's discs turn, the computer's reply cannot have been played yet: f4,
        // legal for White, is the computer's to choose, not the click's.
        click(view, "f4");
        QCOMPARE(mode->game().record().moves().size(), std::size_t { 1 });
    }
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    // f5 turns e5 over after the new disc's pause: the level-0 reply, found in a few
    // milliseconds, waits for the whole turn.
    QVERIFY(replyMs.has_value());
    if (animated) {
        QVERIFY2(*replyMs >= view->flipMs(), qPrintable(QString::number(*replyMs)));
    }
    QVERIFY(view->board() == mode->game().position());
    QTRY_VERIFY_WITH_TIMEOUT(!view->isAnimating(), scaledMs(3000));
    QCOMPARE(finished.size(), animated ? 2 : 0);
}

void TestReversiMode::animationsOffEndTheTurn()
{
    auto mode = makeMode(ReversiPlayers::HumanBlack, true);
    click(mode->view(), "f5");
    QVERIFY(mode->view()->isAnimating());
    QAction *animate = menuAction(*mode, QStringLiteral("&Animate Flips"));
    QVERIFY(animate && animate->isChecked());
    animate->trigger(); // View ▸ Animate Flips unticked while the discs turn
    QVERIFY(!mode->view()->isAnimating());
    QVERIFY(!m_settings->gameValue("reversi", "animate", true).toBool());
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    QVERIFY(!mode->view()->isAnimating()); // the reply is shown at once
}

void TestReversiMode::savesAndOpensFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("GGF") << "game.ggf";
    QTest::newRow("transcript") << "game.otr";
}

void TestReversiMode::savesAndOpensFiles()
{
    QFETCH(QString, name);
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    for (const char *square : { "f5", "d6", "c3" }) {
        click(mode->view(), square);
    }
    const QString path = m_dir->filePath(name);
    QVERIFY(mode->opensFile(path));
    QVERIFY(mode->saveTo(path));
    QVERIFY(!mode->isModified());
    auto other = makeMode(ReversiPlayers::TwoPlayers);
    QVERIFY(other->openFile(path));
    QCOMPARE(writeTranscript(other->game().record()), std::string("f5d6c3"));
    QCOMPARE(other->documentName(), name);
}

void TestReversiMode::openingAnEndedRecordAsksNothing()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    // White has no move and passes; Black's a1 fills the board.
    openTranscript(*mode, "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O\n");
    click(mode->view(), "a1");
    QCOMPARE(m_host->testPrompter.gameOvers.size(), 1);
    const QString path = m_dir->filePath("ended.ggf");
    QVERIFY(mode->saveTo(path));
    auto other = makeMode(ReversiPlayers::TwoPlayers);
    QVERIFY(other->openFile(path));
    QVERIFY(other->game().position().isGameOver());
    QCOMPARE(other->turnText(), QStringLiteral("Black wins 64–0"));
    QCOMPARE(m_host->testPrompter.gameOvers.size(), 1); // read, not finished again
}

void TestReversiMode::badFileLeavesTheGame()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    click(mode->view(), "f5");
    const QString path = m_dir->filePath("bad.ggf");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[Othello]BO[8 nonsense];)");
    file.close();
    QVERIFY(!mode->openFile(path));
    QCOMPARE(m_host->testPrompter.failures.size(), 1);
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { parseMove("f5") });
    QVERIFY(!mode->opensFile(m_dir->filePath("game.pgn")));
}

void TestReversiMode::autosaveOffersTheGameBack_data()
{
    QTest::addColumn<bool>("accept");
    QTest::newRow("continue") << true;
    QTest::newRow("decline") << false;
}

void TestReversiMode::autosaveOffersTheGameBack()
{
    QFETCH(bool, accept);
    {
        auto mode = makeMode(ReversiPlayers::TwoPlayers);
        click(mode->view(), "f5");
        click(mode->view(), "d6");
        QVERIFY(mode->prepareToQuit());
    }
    m_host->testPrompter.answer = accept;
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    QCOMPARE(mode->offerAutosave(), accept);
    QCOMPARE(m_host->testPrompter.questions.size(), 1);
    QCOMPARE(writeTranscript(mode->game().record()), std::string(accept ? "f5d6" : ""));
    QVERIFY(!mode->offerAutosave()); // offered once
}

void TestReversiMode::refusedClickIsExplained_data()
{
    QTest::addColumn<QString>("square");
    QTest::addColumn<QString>("reason");
    QTest::newRow("taken") << "d4"
                           << "d4 is taken.";
    QTest::newRow("turns nothing") << "a1"
                                   << "A disc on a1 would turn no disc over.";
}

/// A click that plays nothing says why, as Xiangqi and Gomoku do.
void TestReversiMode::refusedClickIsExplained()
{
    QFETCH(QString, square);
    QFETCH(QString, reason);
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    QSignalSpy messages(mode.get(), &GameMode::message);
    click(mode->view(), square.toLatin1().constData());
    QVERIFY(mode->game().record().moves().empty());
    QCOMPARE(messages.size(), 1);
    QCOMPARE(messages.front().front().toString(), reason);
}

/// A hint is marked on the board, as in the other games, and goes once a move is played.
void TestReversiMode::hintIsDrawnOnTheBoard()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    QVERIFY(!mode->view()->hint());
    mode->hint();
    QTRY_VERIFY_WITH_TIMEOUT(mode->view()->hint().has_value(), scaledMs(5000));
    const Move hinted = *mode->view()->hint();
    QVERIFY(mode->game().position().isLegal(hinted));
    click(mode->view(), moveName(hinted).c_str());
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { hinted });
    QVERIFY(!mode->view()->hint());
}

/// Undo from the end and Redo back: the result is shown again, as browsing shows it in Xiangqi,
/// without the result dialog a second time.
void TestReversiMode::redoToTheEndKeepsTheResult()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    const QByteArray black36 = "-O" + QByteArray(36, 'X') + QByteArray(26, 'O') + " X\n";
    openTranscript(*mode, black36.constData());
    click(mode->view(), "a1");
    const QString result = QStringLiteral("Black wins 38–26");
    QTRY_COMPARE_WITH_TIMEOUT(
        m_host->testPrompter.gameOvers, QStringList { result }, scaledMs(3000));
    m_host->testPrompter.answerResult(ResultChoice::Close);
    mode->undo();
    QVERIFY(!mode->game().position().isGameOver());
    QCOMPARE(mode->turnText(), QStringLiteral("Black to move"));
    mode->redo();
    QCOMPARE(mode->turnText(), result);
    QTest::qWait(100);
    QCOMPARE(m_host->testPrompter.gameOvers.size(), 1);
}

QTEST_MAIN(TestReversiMode)
#include "tst_reversimode.moc"
