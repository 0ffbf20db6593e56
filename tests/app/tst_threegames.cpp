// Three games, one product: every game's Game menu has the same file commands with the same keys
// (Open Ctrl+O, Save Ctrl+S, Save As Ctrl+Shift+S) and the same play commands (Undo, Redo, Hint,
// Move Now) in the same words, the menu bar the same menus in the same order (the levels under
// Play As in one order and the same words, View with the coordinates and the sound; the levels:
// tst_threegameslevels), Open offers the files of every game and routes each file to the game that
// reads it, whichever game is shown, and so does Open Recent; Network… proposes the game shown. How
// the commands play is tst_threegamesplay's.

#include "threegamestest.h"

#include "app/apptranslations.h"
#include "app/gomoku/gomokuboardview.h"
#include "app/xiangqi/boardview.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QMenuBar>
#include <QRegularExpression>

#include <functional>

class TstThreeGames : public ThreeGamesTest {
    Q_OBJECT

private slots:
    // The English catalogue holds the plural forms ("1 second", "3 seconds").
    void initTestCase() { AppTranslations::install(*QCoreApplication::instance(), QLocale::c()); }
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void fileCommandsAreTheSame_data();
    void fileCommandsAreTheSame();
    void openRoutesEveryFile_data();
    void openRoutesEveryFile();
    void menuKeysAreDistinct_data();
    void menuKeysAreDistinct();
    void playCommandsAreTheSame_data();
    void playCommandsAreTheSame();
    void sharedCommandsReadAlike();
    void hintAnswersHEverywhere();
    void boardsStandOnTheWindow_data();
    void boardsStandOnTheWindow();
    void playAsReadsAlike();
    void menuBarIsTheSame_data();
    void menuBarIsTheSame();
    void recentFilesServeEveryGame();
    void networkPlayProposesTheGame_data();
    void networkPlayProposesTheGame();
    void turnReadsAlike_data();
    void turnReadsAlike();
    void coordinatesCanBeShown_data();
    void coordinatesCanBeShown();
    void rulesInEveryGame_data();
    void rulesInEveryGame();
    void aboutPresentsEveryGame_data();
    void aboutPresentsEveryGame();

private:
    /// The window's Help menu, the menu bar's last.
    QMenu *helpMenu() const { return m_window->menuBar()->actions().constLast()->menu(); }
    /// Closes the window, keeping the settings.
    void closeWindowOnly() { m_window.reset(); }
};

void TstThreeGames::fileCommandsAreTheSame_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku");
    QTest::newRow("Reversi") << QStringLiteral("reversi");
}

void TstThreeGames::fileCommandsAreTheSame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    QVERIFY(mode);
    for (const QKeySequence &keys : { QKeySequence(QKeySequence::Open),
             QKeySequence(QKeySequence::Save), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) }) {
        QVERIFY2(gameMenuAction(mode, keys), qPrintable(keys.toString()));
    }
}

void TstThreeGames::openRoutesEveryFile_data()
{
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("file");
    for (const QString &shown :
        { QStringLiteral("xiangqi"), QStringLiteral("gomoku"), QStringLiteral("reversi") }) {
        for (const QString &file : FileOf) {
            QTest::addRow("%s opens %s", qPrintable(shown), qPrintable(file.section(':', 1)))
                << shown << file;
        }
    }
}

void TstThreeGames::openRoutesEveryFile()
{
    QFETCH(QString, shown);
    QFETCH(QString, file);
    writeGameFiles();
    QVERIFY(openWindow());
    m_window->activate(modeWithId(shown));
    QAction *open = gameMenuAction(m_window->activeMode(), QKeySequence::Open);
    QVERIFY(open);
    const QString name = file.section(':', 1);
    m_prompter->openChoice = m_dir->filePath(name);
    open->trigger();
    // Every game's files are offered, and all files.
    QCOMPARE(m_prompter->openFiltersOffered.size(), 1);
    const QString filters = m_prompter->openFiltersOffered.front().join(QStringLiteral(";;"));
    for (const char *suffix : { "*.pgn", "*.xqf", "*.psq", "*.gomoku", "*.ggf", "*.otr", "*" }) {
        QVERIFY2(filters.contains(suffix), qPrintable(filters));
    }
    QCOMPARE(m_window->activeMode()->id(), file.section(':', 0, 0));
    QCOMPARE(m_window->activeMode()->documentName(), name);
    QVERIFY(m_prompter->failures.isEmpty());
}

void TstThreeGames::menuKeysAreDistinct_data()
{
    addLanguageRows();
}

/// In every menu of every game (and their submenus) no two items answer the same Alt key.
void TstThreeGames::menuKeysAreDistinct()
{
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    QStringList clashes;
    std::function<void(QMenu *)> check = [&](QMenu *menu) {
        QMap<QChar, QString> taken;
        for (QAction *action : menu->actions()) {
            const QString text = action->text();
            const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
            if (at >= 0) {
                const QChar key = text.at(at + 1).toLower();
                if (taken.contains(key)) {
                    clashes << QStringLiteral("%1: %2 / %3").arg(menu->title(), taken[key], text);
                }
                taken[key] = text;
            }
            if (action->menu()) {
                check(action->menu());
            }
        }
    };
    for (GameMode *mode : m_window->modes()) {
        m_window->activate(mode); // the window's New Game and Switch Game join its Game menu
        for (QMenu *menu : mode->menus()) {
            check(menu);
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("\n"))));
}

void TstThreeGames::playCommandsAreTheSame_data()
{
    addGameRows();
}

/// Undo, Redo, Hint and Move Now sit in every game's Game menu under the same keys.
void TstThreeGames::playCommandsAreTheSame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    QVERIFY(mode);
    for (const QKeySequence &keys :
        { QKeySequence(QKeySequence::Undo), QKeySequence(QKeySequence::Redo),
            QKeySequence(Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_M) }) {
        QVERIFY2(gameMenuAction(mode, keys), qPrintable(keys.toString()));
    }
}

/// The file and play commands read the same in every game, word for word: one menu makes them.
void TstThreeGames::sharedCommandsReadAlike()
{
    QVERIFY(openWindow());
    for (const QKeySequence &keys : { QKeySequence(QKeySequence::Open),
             QKeySequence(QKeySequence::Save), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
             QKeySequence(QKeySequence::Undo), QKeySequence(QKeySequence::Redo),
             QKeySequence(Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_M) }) {
        QVERIFY(!keys.isEmpty());
        QStringList texts;
        for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
            QAction *action = gameMenuAction(modeWithId(game), keys);
            QVERIFY2(action, qPrintable(keys.toString()));
            texts << action->text();
        }
        QVERIFY2(texts.count(texts.front()) == texts.size(), qPrintable(texts.join(" / ")));
    }
}

/// Hint answers H on every page, the puzzles' too (it took Ctrl+H there).
void TstThreeGames::hintAnswersHEverywhere()
{
    QVERIFY(openWindow());
    for (GameMode *mode : m_window->modes()) {
        QAction *hint = gameMenuAction(mode, QKeySequence(Qt::Key_H));
        QVERIFY2(hint, qPrintable(mode->id()));
        QCOMPARE(hint->text().remove(u'&'), QStringLiteral("Hint"));
    }
}

void TstThreeGames::networkPlayProposesTheGame_data()
{
    addGameRows();
}

/// Every game's Game menu opens network play, hosting and joining that game first.
void TstThreeGames::networkPlayProposesTheGame()
{
    QFETCH(QString, game);
    QFETCH(QString, name);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    QAction *network = mode->menus().front()->findChild<QAction *>(QStringLiteral("networkAction"));
    QVERIFY2(network, "no Network… in the Game menu");
    network->trigger();
    QDialog *dialog = nullptr;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *shown = qobject_cast<QDialog *>(widget); shown && shown->isVisible()) {
            dialog = shown;
        }
    }
    QVERIFY(dialog);
    for (const char *choice : { "hostGame", "joinGame" }) {
        const auto *games = dialog->findChild<QComboBox *>(QString::fromLatin1(choice));
        QVERIFY2(games, choice);
        QCOMPARE(games->currentText(), name);
    }
    dialog->close();
}

void TstThreeGames::boardsStandOnTheWindow_data()
{
    addGameRows();
}

/// Every game's board is a square on the window's background: a view wider than the board shows
/// the window beside it, as Xiangqi's board stands, not a band of the board's colour.
void TstThreeGames::boardsStandOnTheWindow()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    QWidget *board = nullptr;
    if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
        board = xiangqi->boardView();
    } else if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        board = gomoku->boardView();
    } else if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        board = reversi->view();
    }
    QVERIFY(board);
    board->resize(900, 400);
    const QImage image = board->grab().toImage();
    const QColor window = board->palette().color(QPalette::Window);
    const int middle = image.height() / 2;
    QCOMPARE(QColor(image.pixel(image.width() / 2 - 240, middle)), window);
    QCOMPARE(QColor(image.pixel(image.width() / 2 + 240, middle)), window);
    QVERIFY(QColor(image.pixel(image.width() / 2 - 150, middle)) != window);
}

/// Play As offers the same four ways to play in every game, in the same order and words: the side
/// that moves first, the other, two players, the computer against itself.
void TstThreeGames::playAsReadsAlike()
{
    QVERIFY(openWindow());
    QList<QStringList> menus;
    for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
        QStringList texts;
        for (QAction *action : choicesOf(modeWithId(game), QStringLiteral("Play As"))) {
            texts << action->text();
        }
        QCOMPARE(texts.size(), 4);
        QVERIFY2(texts[0].endsWith(QStringLiteral("(you move first)")), qPrintable(texts[0]));
        menus << texts;
    }
    for (const QStringList &texts : menus) {
        QCOMPARE(texts.mid(2), menus.front().mid(2));
    }
}

void TstThreeGames::menuBarIsTheSame_data()
{
    addGameRows();
}

/// Every game's menu bar reads Game, then Difficulty, Play As and View in Xiangqi's order, and
/// View holds the one Sound switch under the same key.
void TstThreeGames::menuBarIsTheSame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    QVERIFY(mode);
    const QStringList titles = menuTitles(mode);
    QCOMPARE(titles.value(0), QStringLiteral("Game"));
    const qsizetype difficulty = titles.indexOf(QStringLiteral("Difficulty"));
    const qsizetype playAs = titles.indexOf(QStringLiteral("Play As"));
    const qsizetype view = titles.indexOf(QStringLiteral("View"));
    QVERIFY2(difficulty > 0 && playAs > difficulty && view > playAs, qPrintable(titles.join(u',')));
    QAction *sound = nullptr;
    for (QAction *action : mode->menus().at(view)->actions()) {
        if (action->text().remove(u'&') == QStringLiteral("Sound")) {
            sound = action;
        }
    }
    QVERIFY(sound);
    QVERIFY(sound->isCheckable());
    QCOMPARE(sound->shortcut(), QKeySequence(Qt::Key_M));
}

/// A file opened in any game is offered again under Game ▸ Open Recent in every game, and opens
/// in the game that reads it whichever game's menu it is chosen from.
void TstThreeGames::recentFilesServeEveryGame()
{
    writeGameFiles();
    QVERIFY(openWindow());
    for (const QString &file : FileOf) {
        m_prompter->openChoice = m_dir->filePath(file.section(':', 1));
        gameMenuAction(m_window->activeMode(), QKeySequence::Open)->trigger();
    }
    for (const char *shown : { "reversi", "xiangqi", "gomoku" }) {
        GameMode *mode = modeWithId(shown);
        m_window->activate(mode);
        QMenu *recent = submenu(mode->menus().front(), QStringLiteral("Open Recent"));
        QVERIFY2(recent, qPrintable(shown));
        emit recent->aboutToShow();
        const QList<QAction *> entries = recent->actions();
        QCOMPARE(entries.size(), FileOf.size());
        const auto gomokuFile = std::find_if(entries.begin(), entries.end(),
            [](QAction *entry) { return entry->text().endsWith(QStringLiteral("game.psq")); });
        QVERIFY(gomokuFile != entries.end());
        (*gomokuFile)->trigger();
        QCOMPARE(m_window->activeMode()->id(), QStringLiteral("gomoku"));
        QCOMPARE(m_window->activeMode()->documentName(), QStringLiteral("game.psq"));
    }
    QVERIFY(m_prompter->failures.isEmpty());
}

void TstThreeGames::coordinatesCanBeShown_data()
{
    addGameRows();
}

/// View ▸ Show Coordinates in every game, on Xiangqi's key, remembered for the next start.
void TstThreeGames::coordinatesCanBeShown()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    QAction *coordinates = viewAction(modeWithId(game), QStringLiteral("Show Coordinates"));
    QVERIFY(coordinates);
    QVERIFY(coordinates->isCheckable());
    QCOMPARE(coordinates->shortcut(), QKeySequence(Qt::Key_C));
    const bool shown = coordinates->isChecked();
    coordinates->trigger();
    QCOMPARE(coordinates->isChecked(), !shown);
    closeWindowOnly();
    QVERIFY(openWindow());
    coordinates = viewAction(modeWithId(game), QStringLiteral("Show Coordinates"));
    QCOMPARE(coordinates->isChecked(), !shown);
}

void TstThreeGames::turnReadsAlike_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("firstInChinese");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi") << QStringLiteral("Red")
                             << QStringLiteral("红方");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku") << QStringLiteral("Black")
                            << QStringLiteral("黑方");
    QTest::newRow("Reversi") << QStringLiteral("reversi") << QStringLiteral("Black")
                             << QStringLiteral("黑方");
}

/// The status bar says whose turn it is in the same words in every game, in either language.
void TstThreeGames::turnReadsAlike()
{
    QFETCH(QString, game);
    QFETCH(QString, first);
    QFETCH(QString, firstInChinese);
    for (const bool chinese : { false, true }) {
        const ChineseInterface language(chinese);
        QVERIFY(language.ok());
        QVERIFY(openWindow());
        m_window->activate(modeWithId(game));
        QCOMPARE(m_window->turnText(),
            chinese ? QStringLiteral("轮到") + firstInChinese : first + QStringLiteral(" to move"));
        closeWindowOnly();
    }
}

void TstThreeGames::rulesInEveryGame_data()
{
    addGameRows();
}

/// Help ▸ Rules of the game, under F1 in every game: the game's rules on a page of their own.
void TstThreeGames::rulesInEveryGame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    auto *mode = qobject_cast<BoardGameMode *>(modeWithId(game));
    QVERIFY(mode);
    m_window->activate(mode);
    QAction *rules = nullptr;
    for (QAction *action : helpMenu()->actions()) {
        if (action->shortcut() == QKeySequence(QKeySequence::HelpContents)) {
            rules = action;
        }
    }
    QVERIFY2(rules, "no item under F1");
    const QString title = QStringLiteral("Rules of %1").arg(mode->gameName());
    QCOMPARE(rules->text().remove(u'&'), title);
    rules->trigger();
    QCOMPARE(m_prompter->pageTitles, QStringList { title });
    QVERIFY2(m_prompter->pageTexts.front().contains(mode->gameName()),
        qPrintable(m_prompter->pageTexts.front()));
    QVERIFY(m_prompter->pageTexts.front().size() > 500);
}

void TstThreeGames::aboutPresentsEveryGame_data()
{
    addLanguageRows();
}

/// Help ▸ About presents the program with its three games and the engine programs each has, in
/// the player's language: no English sentence in the Chinese box.
void TstThreeGames::aboutPresentsEveryGame()
{
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    QAction *about = helpMenu()->actions().constLast();
    QCOMPARE(about->menuRole(), QAction::AboutRole);
    about->trigger();
    QCOMPARE(m_prompter->pageTexts.size(), 1);
    const QString text = m_prompter->pageTexts.front();
    for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
        auto *mode = qobject_cast<BoardGameMode *>(modeWithId(game));
        QVERIFY(mode);
        QVERIFY2(text.contains(mode->gameName()), qPrintable(mode->gameName() + ": " + text));
        const QString engine = QStringLiteral("%1-engine").arg(game);
        QVERIFY2(text.contains(engine), qPrintable(engine + ": " + text));
    }
    if (chinese) {
        QString words = text;
        words.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
        const QRegularExpression sentence(QStringLiteral("[A-Za-z]+( [A-Za-z]+){2,}"));
        QVERIFY2(!words.contains(sentence), qPrintable(sentence.match(words).captured()));
    }
}

QTEST_MAIN(TstThreeGames)
#include "tst_threegames.moc"
