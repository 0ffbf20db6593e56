// Looking back through a game on the Gomoku and Reversi pages as on Xiangqi's: the move list's
// step buttons, their keys (Home, Left, Right, End) and a move clicked show an earlier position
// on the board; a move made there plays on from it (the recorded move steps on, another starts a
// new line whose old one Undo and Redo bring back), except where the computer is to move; the
// game's commands show its end first; autoplay plays the game through; a move the computer makes
// while the player looks back is listed and the position looked at stays.

#include "threegamestest.h"

#include "app/autoplayer.h"
#include "app/gomoku/gomokuboardview.h"
#include "app/linereplay.h"
#include "app/movelistpanel.h"

#include <QTableWidget>

class TstReplay : public ThreeGamesTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void stepBackShowsTheEarlierPosition_data();
    void stepBackShowsTheEarlierPosition();
    void playOnFromAnEarlierPosition_data();
    void playOnFromAnEarlierPosition();
    void recordedMoveStepsOn_data();
    void recordedMoveStepsOn();
    void computersTurnRefusesAMove_data();
    void computersTurnRefusesAMove();
    void clickedMoveIsShown_data();
    void clickedMoveIsShown();
    void commandsShowTheEnd_data();
    void commandsShowTheEnd();
    void autoplayPlaysThrough_data();
    void autoplayPlaysThrough();
    void computerMovesWhileLookingBack();
    void keysStepInEveryGame_data();
    void keysStepInEveryGame();

private:
    /// A window showing `game`, two players at the board.
    GameMode *openGame(const QString &game)
    {
        GameMode *mode = openWindowOn(game);
        if (!mode) {
            return nullptr;
        }
        choicesOf(mode, QStringLiteral("Play As")).at(2)->trigger(); // two players
        m_window->activateWindow();
        return QTest::qWaitForWindowActive(m_window.get()) ? mode : nullptr;
    }
    /// openGame(), then the first three test moves clicked on the board.
    GameMode *openGameAfterThreeMoves(const QString &game)
    {
        GameMode *mode = openGame(game);
        for (int i = 0; mode && i < 3; ++i) {
            clickMove(mode, i);
        }
        return mode;
    }
    /// Clicks the board where the game's `index`th test move goes (Black, White, Black, ...).
    static void clickMove(GameMode *mode, int index);
    /// Clicks the board where the second side's move other than the second test move goes, on
    /// the position after the first test move.
    static void clickOtherSecondMove(GameMode *mode);
    /// The moves of the list beside the board, in order.
    static QStringList listedMoves(GameMode *mode);
    static LineReplay *replayOf(GameMode *mode);
    /// The moves the board shows: the game's, or fewer while the player looks back.
    static int movesOnBoard(GameMode *mode);
    static QTableWidget *tableOf(GameMode *mode)
    {
        return mode->page()->findChild<QTableWidget *>(QStringLiteral("moveTable"));
    }
    static void addReplayRows()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("Gomoku") << QStringLiteral("gomoku");
        QTest::newRow("Reversi") << QStringLiteral("reversi");
    }
};

void TstReplay::clickMove(GameMode *mode, int index)
{
    if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        const gomoku::Point points[] = { { 7, 7 }, { 8, 8 }, { 6, 6 }, { 9, 9 } };
        QTest::mouseClick(gomoku->boardView(), Qt::LeftButton, {},
            gomoku->boardView()->centreOf(points[index]).toPoint());
    } else if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        const char *squares[] = { "f5", "d6", "c3", "d3" }; // a common opening, each one legal
        QTest::mouseClick(reversi->view(), Qt::LeftButton, {},
            reversi->view()->squareRect(reversi::parseMove(squares[index])).center().toPoint());
    }
}

void TstReplay::clickOtherSecondMove(GameMode *mode)
{
    if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        QTest::mouseClick(gomoku->boardView(), Qt::LeftButton, {},
            gomoku->boardView()->centreOf({ 10, 10 }).toPoint());
    } else if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        QTest::mouseClick(reversi->view(), Qt::LeftButton, {},
            reversi->view()->squareRect(reversi::parseMove("f4")).center().toPoint());
    }
}

QStringList TstReplay::listedMoves(GameMode *mode)
{
    QStringList moves;
    QTableWidget *table = tableOf(mode);
    for (int row = 0; row < table->rowCount(); ++row) {
        for (int column = 0; column < table->columnCount(); ++column) {
            const QTableWidgetItem *item = table->item(row, column);
            if (item && !item->text().isEmpty()) {
                moves << item->text();
            }
        }
    }
    return moves;
}

LineReplay *TstReplay::replayOf(GameMode *mode)
{
    if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        return gomoku->replay();
    }
    if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        return reversi->replay();
    }
    return nullptr;
}

int TstReplay::movesOnBoard(GameMode *mode)
{
    if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        return gomoku->boardView()->shownStones().value_or(movesPlayed(mode));
    }
    if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        const reversi::GameRecord &record = reversi->game().record();
        for (std::size_t ply = 0; ply <= record.moves().size(); ++ply) {
            if (record.positionAt(ply) == reversi->view()->board()) {
                return static_cast<int>(ply);
            }
        }
    }
    return -1;
}

void TstReplay::stepBackShowsTheEarlierPosition_data()
{
    addReplayRows();
}

/// Left shows the position before the last move, on the board and in the list; End comes back
/// to the game, which plays on.
void TstReplay::stepBackShowsTheEarlierPosition()
{
    QFETCH(QString, game);
    GameMode *mode = openGameAfterThreeMoves(game);
    QVERIFY(mode);
    QCOMPARE(movesPlayed(mode), 3);
    QCOMPARE(movesOnBoard(mode), 3);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QCOMPARE(movesOnBoard(mode), 2);
    QCOMPARE(tableOf(mode)->currentItem()->text(), tableOf(mode)->item(0, 1)->text());
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QCOMPARE(movesOnBoard(mode), 1);
    QCOMPARE(movesPlayed(mode), 3); // looking back takes nothing back
    QTest::keyClick(m_window.get(), Qt::Key_End);
    QCOMPARE(movesOnBoard(mode), 3);
    clickMove(mode, 3);
    QCOMPARE(movesPlayed(mode), 4);
    QCOMPARE(movesOnBoard(mode), 4);
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    QCOMPARE(movesOnBoard(mode), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QCOMPARE(movesOnBoard(mode), 1);
}

void TstReplay::playOnFromAnEarlierPosition_data()
{
    addReplayRows();
}

/// A move other than the recorded one, on a position looked back at, plays on from there: the
/// moves after it are taken back and the list shows the new line, with the end in view; Undo back
/// to it and Redo play the old line again, move by move.
void TstReplay::playOnFromAnEarlierPosition()
{
    QFETCH(QString, game);
    GameMode *mode = openGameAfterThreeMoves(game);
    QVERIFY(mode);
    const QStringList oldLine = listedMoves(mode);
    QCOMPARE(oldLine.size(), 3);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QCOMPARE(movesOnBoard(mode), 1);
    clickOtherSecondMove(mode);
    QCOMPARE(movesPlayed(mode), 2);
    QCOMPARE(movesOnBoard(mode), 2);
    QVERIFY(!replayOf(mode)->isLookingBack());
    const QStringList newLine = listedMoves(mode);
    QCOMPARE(newLine.size(), 2);
    QCOMPARE(newLine.front(), oldLine.front());
    QVERIFY(newLine.back() != oldLine.at(1));
    QCOMPARE(m_window->statusText(), LineReplay::newLineText(1, 2));
    QAction *redo = gameMenuAction(mode, QKeySequence::Redo);
    QVERIFY(!redo->isEnabled()); // the new line is at its end
    gameMenuAction(mode, QKeySequence::Undo)->trigger();
    QCOMPARE(movesPlayed(mode), 1);
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QCOMPARE(listedMoves(mode), oldLine.mid(0, 2));
    redo->trigger();
    QCOMPARE(listedMoves(mode), oldLine);
    QVERIFY(!redo->isEnabled());
}

void TstReplay::recordedMoveStepsOn_data()
{
    addReplayRows();
}

/// The recorded move played on the position looked at shows the next position, as Xiangqi's
/// record follows its line: the game keeps every move.
void TstReplay::recordedMoveStepsOn()
{
    QFETCH(QString, game);
    GameMode *mode = openGameAfterThreeMoves(game);
    QVERIFY(mode);
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    clickMove(mode, 0);
    QCOMPARE(movesOnBoard(mode), 1);
    QVERIFY(replayOf(mode)->isLookingBack());
    clickMove(mode, 1);
    QCOMPARE(movesOnBoard(mode), 2);
    QCOMPARE(movesPlayed(mode), 3);
}

void TstReplay::computersTurnRefusesAMove_data()
{
    addReplayRows();
}

/// Where the computer is to move in the position looked at, a click plays nothing and says why.
void TstReplay::computersTurnRefusesAMove()
{
    QFETCH(QString, game);
    GameMode *mode = openGameAfterThreeMoves(game);
    QVERIFY(mode);
    choicesOf(mode, QStringLiteral("Play As")).at(1)->trigger(); // the computer plays Black
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QCOMPARE(movesOnBoard(mode), 0); // Black to move: the computer's turn
    clickMove(mode, 2);
    QCOMPARE(movesPlayed(mode), 3);
    QCOMPARE(movesOnBoard(mode), 0);
    QCOMPARE(m_window->statusText(), LineReplay::refusal());
}

void TstReplay::clickedMoveIsShown_data()
{
    addReplayRows();
}

/// A move clicked in the list shows the position after it, as in Xiangqi's list.
void TstReplay::clickedMoveIsShown()
{
    QFETCH(QString, game);
    GameMode *mode = openGameAfterThreeMoves(game);
    QVERIFY(mode);
    QTableWidget *table = tableOf(mode);
    QVERIFY(table);
    QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Black"));
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("White"));
    QCOMPARE(table->rowCount(), 2);
    QTest::mouseClick(
        table->viewport(), Qt::LeftButton, {}, table->visualItemRect(table->item(0, 1)).center());
    QCOMPARE(movesOnBoard(mode), 2);
    QVERIFY(replayOf(mode)->isLookingBack());
    QVERIFY2(replayOf(mode)->lookingBackText().contains(QStringLiteral("2 of 3")),
        qPrintable(replayOf(mode)->lookingBackText()));
}

void TstReplay::commandsShowTheEnd_data()
{
    addReplayRows();
}

/// Undo acts on the game as it stands, not on the position looked at: the end is shown and the
/// last move taken back.
void TstReplay::commandsShowTheEnd()
{
    QFETCH(QString, game);
    GameMode *mode = openGameAfterThreeMoves(game);
    QVERIFY(mode);
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    QCOMPARE(movesOnBoard(mode), 0);
    gameMenuAction(mode, QKeySequence::Undo)->trigger();
    QCOMPARE(movesPlayed(mode), 2);
    QCOMPARE(movesOnBoard(mode), 2);
    QVERIFY(!replayOf(mode)->isLookingBack());
}

void TstReplay::autoplayPlaysThrough_data()
{
    addReplayRows();
}

/// Autoplay from the end plays the game through again from its start, and stops at its end.
void TstReplay::autoplayPlaysThrough()
{
    QFETCH(QString, game);
    m_settings->setAutoplayMs(MoveListPanel::autoplaySpeedsMs().front());
    GameMode *mode = openGame(game);
    QVERIFY(mode);
    for (int i = 0; i < 2; ++i) {
        clickMove(mode, i);
    }
    AutoPlayer *autoplayer = replayOf(mode)->autoplayer();
    emit mode->page()->findChild<MoveListPanel *>()->autoplayToggled(true); // its play button
    QVERIFY(autoplayer->isRunning());
    QCOMPARE(movesOnBoard(mode), 0);
    QTRY_COMPARE_WITH_TIMEOUT(movesOnBoard(mode), 1, scaledMs(5000));
    QTRY_COMPARE_WITH_TIMEOUT(movesOnBoard(mode), 2, scaledMs(5000));
    QTRY_VERIFY(!autoplayer->isRunning());
}

/// The computer's move while the player looks back is listed; the position looked at stays,
/// and the end shows the computer's move.
void TstReplay::computerMovesWhileLookingBack()
{
    GameMode *mode = openGame(QStringLiteral("gomoku"));
    QVERIFY(mode);
    clickMove(mode, 0);
    clickMove(mode, 1);
    choicesOf(mode, QStringLiteral("Difficulty")).front()->trigger(); // the quickest answer
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QCOMPARE(movesOnBoard(mode), 1);
    choicesOf(mode, QStringLiteral("Play As")).at(1)->trigger(); // the computer plays Black now
    QTRY_COMPARE_WITH_TIMEOUT(movesPlayed(mode), 3, scaledMs(20000));
    QCOMPARE(movesOnBoard(mode), 1);
    QCOMPARE(tableOf(mode)->rowCount(), 2);
    QTest::keyClick(m_window.get(), Qt::Key_End);
    QCOMPARE(movesOnBoard(mode), 3);
}

void TstReplay::keysStepInEveryGame_data()
{
    addGameRows();
}

/// The same keys step through the moves in the three games, Xiangqi's move list included.
void TstReplay::keysStepInEveryGame()
{
    QFETCH(QString, game);
    GameMode *mode = openGame(game);
    QVERIFY(mode);
    playAMove(mode);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
        QCOMPARE(xiangqi->game()->ply(), 0);
        QTest::keyClick(m_window.get(), Qt::Key_Right);
        QCOMPARE(xiangqi->game()->ply(), 1);
        return;
    }
    QCOMPARE(movesOnBoard(mode), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QCOMPARE(movesOnBoard(mode), 1);
}

QTEST_MAIN(TstReplay)
#include "tst_replay.moc"
