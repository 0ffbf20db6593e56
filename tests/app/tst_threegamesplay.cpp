// Three games, one product, in play: the Game menu's Undo and Redo reach the game shown, Hint
// waits while the computer thinks and Move Now only hurries it then, the one question before a
// game in progress is given up (for a new game or a file opened over it) reads alike and names
// the game, switching to another game and back asks nothing and keeps the game, the end of a game
// opens the one result dialog whose Undo takes the last move back and leaves the end in sight,
// Save As proposes the records' folder, and the moves are listed beside the board.

#include "threegamestest.h"

#include "app/apptranslations.h"
#include "app/resultdialog.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>

#include <algorithm>

class TstThreeGamesPlay : public ThreeGamesTest {
    Q_OBJECT

private slots:
    void initTestCase() { AppTranslations::install(*QCoreApplication::instance(), QLocale::c()); }
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void playCommandsReachTheGame_data();
    void playCommandsReachTheGame();
    void hintWaitsForTheComputer_data();
    void hintWaitsForTheComputer();
    void hintIsSaidInWords_data();
    void hintIsSaidInWords();
    void saveAsProposesTheRecordFolder_data();
    void saveAsProposesTheRecordFolder();
    void resultDialogSaysNewGameAsTheMenu_data();
    void resultDialogSaysNewGameAsTheMenu();
    void reversiRecordNamesItsPlayers();
    void theEndOffersUndo_data();
    void theEndOffersUndo();
    void abandonQuestionNamesTheGame_data();
    void abandonQuestionNamesTheGame();
    void abandonQuestionReadsAlike_data();
    void abandonQuestionReadsAlike();
    void continueQuestionReadsAlike_data();
    void continueQuestionReadsAlike();
    void continueQuestionCountsAsPlayersDo_data();
    void continueQuestionCountsAsPlayersDo();
    void fileOpenedOverAGameAsks_data();
    void fileOpenedOverAGameAsks();
    void switchingKeepsTheGame_data();
    void switchingKeepsTheGame();
    void movesAreListed_data();
    void movesAreListed();
};

void TstThreeGamesPlay::playCommandsReachTheGame_data()
{
    addGameRows();
}

/// Undo and Redo of the Game menu take the move back and play it again in every game.
void TstThreeGamesPlay::playCommandsReachTheGame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    const QList<QAction *> players = choicesOf(mode, QStringLiteral("Play As"));
    QCOMPARE(players.size(), 4);
    players[2]->trigger(); // two players: the computer does not answer
    playAMove(mode);
    QCOMPARE(movesPlayed(mode), 1);
    gameMenuAction(mode, QKeySequence::Undo)->trigger();
    QCOMPARE(movesPlayed(mode), 0);
    gameMenuAction(mode, QKeySequence::Redo)->trigger();
    QCOMPARE(movesPlayed(mode), 1);
}

void TstThreeGamesPlay::theEndOffersUndo_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku");
    QTest::newRow("Reversi") << QStringLiteral("reversi");
}

/// A game won on the board opens the result dialog, whose Undo takes the winning move back; the
/// dialog leaves the end in sight (Gomoku's five, Xiangqi's mate, Reversi's final discs).
void TstThreeGamesPlay::theEndOffersUndo()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    choicesOf(mode, QStringLiteral("Play As"))[2]->trigger(); // two players
    if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
        xiangqi->game()->newGame(boardFromFen("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"));
        QVERIFY(xiangqi->game()->play(mv("b1b9"))); // mate
    } else if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        for (int x = 0; x < 5; ++x) {
            QVERIFY(gomoku->game()->play({ x, 7 })); // Black's five on row 8
            if (x < 4) {
                QVERIFY(gomoku->game()->play({ x, 9 }));
            }
        }
    } else if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        QFile file(m_dir->filePath(QStringLiteral("end.otr")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        // White passes; Black's a1 fills the board.
        file.write("-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O\n");
        file.close();
        QVERIFY(reversi->openFile(file.fileName()));
        ReversiView *view = reversi->view();
        QTest::mouseClick(view, Qt::LeftButton, {},
            view->squareRect(reversi::parseMove("a1")).center().toPoint());
    }
    const int moves = movesPlayed(mode);
    QTRY_COMPARE(m_prompter->gameOvers.size(), 1); // Reversi's once the last discs have turned
    QVERIFY(m_prompter->pendingResult);
    const QRect end = m_prompter->resultAreas.constLast();
    QVERIFY2(!end.isEmpty(), "the dialog may cover the end");
    QVERIFY(QRect(m_window->mapToGlobal(QPoint(0, 0)), m_window->size()).contains(end));
    m_prompter->answerResult(ResultChoice::Undo);
    QCOMPARE(movesPlayed(mode), moves - 1);
}

void TstThreeGamesPlay::abandonQuestionNamesTheGame_data()
{
    addGameRows();
}

/// Ctrl+N over a game in progress asks before abandoning it, and says which game.
void TstThreeGamesPlay::abandonQuestionNamesTheGame()
{
    QFETCH(QString, game);
    QFETCH(QString, name);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    QVERIFY(mode);
    m_window->activate(mode);
    playAMove(mode);
    m_prompter->answer = false;
    QAction *newGame = gameMenuAction(mode, QKeySequence::New);
    QVERIFY(newGame);
    newGame->trigger();
    QCOMPARE(m_prompter->discardQuestions.size(), 1);
    QVERIFY2(m_prompter->discardQuestions.front().contains(name),
        qPrintable(m_prompter->discardQuestions.front()));
}

void TstThreeGamesPlay::movesAreListed_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("firstMove");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku") << QStringLiteral("h8");
    QTest::newRow("Reversi") << QStringLiteral("reversi") << QStringLiteral("f5");
}

/// Beside the board, as Xiangqi's move list: the moves played, named as the records name them, in
/// a table headed by the two sides with the moves' numbers.
void TstThreeGamesPlay::movesAreListed()
{
    QFETCH(QString, game);
    QFETCH(QString, firstMove);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    auto *table = mode->page()->findChild<QTableWidget *>(QStringLiteral("moveTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 0);
    QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Black"));
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("White"));
    playAMove(mode);
    QVERIFY(table->isVisible());
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, 0)->text(), firstMove);
    QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("1"));
}

void TstThreeGamesPlay::hintWaitsForTheComputer_data()
{
    addGameRows();
}

/// While it is the computer's turn, Hint waits (the move is not the player's to ask about); once
/// it has moved, Hint is back and Move Now gone.
void TstThreeGamesPlay::hintWaitsForTheComputer()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    choicesOf(mode, QStringLiteral("Difficulty")).front()->trigger(); // the quickest answer
    choicesOf(mode, QStringLiteral("Play As")).front()->trigger(); // the computer answers
    QAction *hint = gameMenuAction(mode, QKeySequence(Qt::Key_H));
    QAction *moveNow = gameMenuAction(mode, QKeySequence(Qt::CTRL | Qt::Key_M));
    QVERIFY(hint->isEnabled());
    QVERIFY(!moveNow->isEnabled());
    playAMove(mode);
    QVERIFY(!hint->isEnabled()); // the computer's turn, whether its search has begun or not
    QTRY_VERIFY_WITH_TIMEOUT(movesPlayed(mode) == 2 && !moveNow->isEnabled(), scaledMs(20000));
    QTRY_VERIFY(hint->isEnabled());
}

void TstThreeGamesPlay::hintIsSaidInWords_data()
{
    addGameRows();
}

/// A hint is named in the status bar in every game ("Hint: h8"), not only marked on the board.
void TstThreeGamesPlay::hintIsSaidInWords()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    choicesOf(mode, QStringLiteral("Play As")).at(2)->trigger(); // two players: nobody thinks
    QAction *hint = gameMenuAction(mode, QKeySequence(Qt::Key_H));
    QVERIFY(hint && hint->isEnabled());
    hint->trigger();
    QTRY_VERIFY2_WITH_TIMEOUT(m_window->statusText().startsWith(QStringLiteral("Hint: ")),
        qPrintable(m_window->statusText()), scaledMs(20000));
}

void TstThreeGamesPlay::abandonQuestionReadsAlike_data()
{
    addGameRows();
}

/// Every game asks the one question before a new game gives up the game in progress: headed as the
/// command that asks it, naming the game, and answered No by default.
void TstThreeGamesPlay::abandonQuestionReadsAlike()
{
    QFETCH(QString, game);
    QFETCH(QString, name);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    playAMove(mode);
    m_prompter->answer = false;
    QAction *newGame = gameMenuAction(mode, QKeySequence::New);
    newGame->trigger();
    QCOMPARE(m_prompter->discardTitles, QStringList { newGame->text().remove(u'&') });
    QCOMPARE(m_prompter->discardQuestions,
        QStringList { QStringLiteral("Abandon the %1 game in progress?").arg(name) });
    QCOMPARE(movesPlayed(mode), 1);
}

void TstThreeGamesPlay::continueQuestionReadsAlike_data()
{
    addGameRows();
}

/// The unfinished game kept from the last run is offered in the same words in every game.
void TstThreeGamesPlay::continueQuestionReadsAlike()
{
    QFETCH(QString, game);
    QFETCH(QString, name);
    QVERIFY(openWindow());
    m_window->activate(modeWithId(game));
    choicesOf(modeWithId(game), QStringLiteral("Play As"))[2]->trigger(); // two players
    playAMove(modeWithId(game));
    m_window->close();
    m_window.reset();
    QVERIFY(openWindow());
    QCOMPARE(m_window->activeMode()->id(), game);
    m_prompter->answer = false;
    QVERIFY(!m_window->offerAutosave());
    QCOMPARE(m_prompter->questions,
        QStringList {
            QStringLiteral("An unfinished %1 game of 1 move was saved. Continue it?").arg(name) });
}

void TstThreeGamesPlay::continueQuestionCountsAsPlayersDo_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("moves");
    // Xiangqi's players count a move of each side (a 回合, two 步), Gomoku's every stone and
    // Reversi's every disc (a 手).
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi") << QStringLiteral("2 回合");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku") << QStringLiteral("3 手");
    QTest::newRow("Reversi") << QStringLiteral("reversi") << QStringLiteral("3 手");
}

/// In Chinese the question counts the kept game's moves in each game's own word.
void TstThreeGamesPlay::continueQuestionCountsAsPlayersDo()
{
    QFETCH(QString, game);
    QFETCH(QString, moves);
    const ChineseInterface language(true);
    QVERIFY(language.ok());
    m_settings->setGameValue(game, QStringLiteral("players"), 2); // two players, as Xiangqi's
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
        for (const char *move : { "h2e2", "h9g7", "h0g2" }) {
            QVERIFY(xiangqi->game()->play(mv(move)));
        }
    } else if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        for (const gomoku::Point point : { gomoku::Point { 7, 7 }, { 7, 8 }, { 8, 8 } }) {
            QVERIFY(gomoku->game()->play(point));
        }
    } else if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        for (const char *square : { "f5", "d6", "c3" }) {
            ReversiView *view = reversi->view();
            QTest::mouseClick(view, Qt::LeftButton, {},
                view->squareRect(reversi::parseMove(square)).center().toPoint());
        }
    }
    m_window->close();
    m_window.reset();
    QVERIFY(openWindow());
    m_prompter->answer = false;
    QVERIFY(!m_window->offerAutosave());
    QCOMPARE(m_prompter->questions.size(), 1);
    QVERIFY2(
        m_prompter->questions.front().contains(moves), qPrintable(m_prompter->questions.front()));
}

void TstThreeGamesPlay::fileOpenedOverAGameAsks_data()
{
    addGameRows();
}

/// A file of the game opened over a game in progress asks the same question first; No keeps the
/// game, Yes opens the file.
void TstThreeGamesPlay::fileOpenedOverAGameAsks()
{
    QFETCH(QString, game);
    QFETCH(QString, name);
    writeGameFiles();
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    playAMove(mode);
    const int played = movesPlayed(mode);
    const auto file = std::find_if(FileOf.begin(), FileOf.end(),
        [&game](const QString &entry) { return entry.startsWith(game + u':'); });
    m_prompter->openChoice = m_dir->filePath(file->section(u':', 1));
    m_prompter->answer = false;
    gameMenuAction(mode, QKeySequence::Open)->trigger();
    QCOMPARE(m_prompter->discardQuestions,
        QStringList { QStringLiteral("Abandon the %1 game in progress?").arg(name) });
    QCOMPARE(movesPlayed(mode), played);
    QVERIFY(mode->documentName().isEmpty());
    m_prompter->answer = true;
    gameMenuAction(mode, QKeySequence::Open)->trigger();
    QCOMPARE(m_prompter->discardQuestions.size(), 2);
    QCOMPARE(mode->documentName(), file->section(u':', 1));
}

void TstThreeGamesPlay::switchingKeepsTheGame_data()
{
    addGameRows();
}

/// Game ▸ Switch Game to another game and back asks nothing and finds the game as it was left:
/// switching is not starting anew.
void TstThreeGamesPlay::switchingKeepsTheGame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    playAMove(mode);
    for (GameMode *other : m_window->modes()) {
        auto *switchTo = m_window->findChild<QAction *>(QStringLiteral("switchTo_") + other->id());
        QVERIFY(switchTo);
        switchTo->trigger();
        QCOMPARE(m_window->activeMode(), other);
    }
    m_window->findChild<QAction *>(QStringLiteral("switchTo_") + game)->trigger();
    QCOMPARE(m_window->activeMode(), mode);
    QCOMPARE(movesPlayed(mode), 1);
    QVERIFY2(m_prompter->discardQuestions.isEmpty(),
        qPrintable(m_prompter->discardQuestions.join(u'/')));
}

void TstThreeGamesPlay::saveAsProposesTheRecordFolder_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("chinese");
    for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
        QTest::addRow("%s, English", game) << QString::fromLatin1(game) << false;
        QTest::addRow("%s, Chinese", game) << QString::fromLatin1(game) << true;
    }
}

/// Save As of a new game proposes a file in the folder of the records (not wherever the program
/// was started from), named in the player's language, in every game.
void TstThreeGamesPlay::saveAsProposesTheRecordFolder()
{
    QFETCH(QString, game);
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    gameMenuAction(mode, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))->trigger();
    QCOMPARE(m_prompter->saveSuggestions.size(), 1);
    const QFileInfo proposed(m_prompter->saveSuggestions.front());
    QCOMPARE(proposed.absolutePath(), QDir(m_settings->recordFolder()).absolutePath());
    const bool latin
        = proposed.completeBaseName().contains(QRegularExpression(QStringLiteral("[a-z]")));
    QVERIFY2(latin != chinese, qPrintable(proposed.fileName()));
}

void TstThreeGamesPlay::resultDialogSaysNewGameAsTheMenu_data()
{
    addLanguageRows();
}

/// The result dialog's New Game reads as the Game menu's New Game, in English and in Chinese.
void TstThreeGamesPlay::resultDialogSaysNewGameAsTheMenu()
{
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    const QAction *menuItem = m_window->findChild<QAction *>(QStringLiteral("newGameAction"));
    QVERIFY(menuItem);
    const ResultDialog dialog(QStringLiteral("Black wins"), QString(), m_window.get());
    QStringList buttons;
    for (const QPushButton *button : dialog.findChildren<QPushButton *>()) {
        buttons << button->text();
    }
    QVERIFY2(buttons.contains(menuItem->text()), qPrintable(buttons.join(u',')));
}

/// A Reversi game played here is saved with its players named, as Xiangqi's records are (PGN's
/// Red and Black); a record that names its players shows and keeps their names.
void TstThreeGamesPlay::reversiRecordNamesItsPlayers()
{
    QVERIFY(openWindow());
    auto *reversi = qobject_cast<ReversiMode *>(modeWithId(QStringLiteral("reversi")));
    m_window->activate(reversi);
    choicesOf(reversi, QStringLiteral("Play As"))[0]->trigger(); // Black against the computer
    const auto saved = [&](const QString &name) {
        const QString path = m_dir->filePath(name);
        QFile file(path);
        return reversi->saveTo(path) && file.open(QIODevice::ReadOnly) ? file.readAll()
                                                                       : QByteArray();
    };
    const QByteArray played = saved(QStringLiteral("played.ggf"));
    QVERIFY2(played.contains("PB[Player]PW[Computer ("), played.constData());
    QFile named(m_dir->filePath(QStringLiteral("named.ggf")));
    QVERIFY(named.open(QIODevice::WriteOnly));
    named.write("(;GM[Othello]PC[x]PB[Ann]PW[Bob]TY[8]BO[8 ---------------------------OX------XO"
                "--------------------------- *]B[F5];)\n");
    named.close();
    QVERIFY(reversi->openFile(named.fileName()));
    const auto *players = reversi->page()->findChild<QLabel *>(QStringLiteral("players"));
    QVERIFY(players);
    QCOMPARE(players->text(), QStringLiteral("Black: Ann — White: Bob")); // not the setting's
    const QByteArray kept = saved(QStringLiteral("kept.ggf"));
    QVERIFY2(kept.contains("PB[Ann]PW[Bob]"), kept.constData());
}

QTEST_MAIN(TstThreeGamesPlay)
#include "tst_threegamesplay.moc"
