// Three games, one product: every game's Game menu has the same file commands with the same keys
// (Open Ctrl+O, Save Ctrl+S, Save As Ctrl+Shift+S) and the same play commands (Undo, Redo, Hint,
// Move Now), the menu bar the same menus in the same order, Open offers the files of every game
// and routes each file to the game that reads it, whichever game is shown, and so does Open
// Recent; the question before a game in progress is abandoned names the game.

#include "app/gomoku/gomokugame.h"
#include "app/gomoku/gomokumode.h"
#include "app/reversi/reversimode.h"
#include "app/reversi/reversiview.h"
#include "app/xiangqi/singlegame.h"

#include "apptestsupport.h"

#include <QAction>
#include <QFile>
#include <QListWidget>
#include <QMenu>
#include <QRegularExpression>
#include <QTranslator>

#include "reversi/recordformats.h"

#include <functional>

namespace {
/// The game files of each game the test writes, by the id of the game that reads it.
const QStringList FileOf = { QStringLiteral("xiangqi:game.pgn"), QStringLiteral("gomoku:game.psq"),
    QStringLiteral("reversi:game.otr") };
} // namespace

class TstThreeGames : public WindowTest {
    Q_OBJECT

private slots:
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
    void menuBarIsTheSame_data();
    void menuBarIsTheSame();
    void abandonQuestionNamesTheGame_data();
    void abandonQuestionNamesTheGame();
    void recentFilesServeEveryGame();
    void movesAreListed_data();
    void movesAreListed();
    void coordinatesCanBeShown_data();
    void coordinatesCanBeShown();

private:
    GameMode *modeWithId(const QString &id) const
    {
        for (GameMode *mode : m_window->modes()) {
            if (mode->id() == id) {
                return mode;
            }
        }
        return nullptr;
    }
    /// The action of the game's Game menu bound to `keys`; nullptr when there is none.
    static QAction *gameMenuAction(GameMode *mode, const QKeySequence &keys)
    {
        for (QAction *action : mode->menus().front()->actions()) {
            if (action->shortcut() == keys) {
                return action;
            }
        }
        return nullptr;
    }
    /// The submenu of `menu` called `title` (its text without the '&' marks); nullptr if none.
    static QMenu *submenu(QMenu *menu, const QString &title)
    {
        for (QAction *action : menu->actions()) {
            if (action->menu() && action->text().remove(u'&') == title) {
                return action->menu();
            }
        }
        return nullptr;
    }
    /// The titles of the game's menus in menu-bar order, without the '&' marks.
    static QStringList menuTitles(GameMode *mode)
    {
        QStringList titles;
        for (QMenu *menu : mode->menus()) {
            titles << menu->title().remove(u'&');
        }
        return titles;
    }
    /// The item of the game's View menu called `text` (without its '&' marks); nullptr if none.
    static QAction *viewAction(GameMode *mode, const QString &text)
    {
        for (QMenu *menu : mode->menus()) {
            if (menu->title().remove(u'&') != QStringLiteral("View")) {
                continue;
            }
            for (QAction *action : menu->actions()) {
                if (action->text().remove(u'&') == text) {
                    return action;
                }
            }
        }
        return nullptr;
    }
    /// Closes the window, keeping the settings.
    void closeWindowOnly() { m_window.reset(); }
    /// A file of each game, with a move or two in it.
    void writeGameFiles();
    /// The game's first move, as a player makes it.
    static void playAMove(GameMode *mode);
};

/// The rows of a test run once for each game.
static void addGameRows()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("name");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi") << QStringLiteral("Xiangqi");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku") << QStringLiteral("Gomoku");
    QTest::newRow("Reversi") << QStringLiteral("reversi") << QStringLiteral("Reversi");
}

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
             QKeySequence(QKeySequence::Save), QKeySequence(QKeySequence::SaveAs) }) {
        QVERIFY2(gameMenuAction(mode, keys), qPrintable(keys.toString()));
    }
}

void TstThreeGames::writeGameFiles()
{
    auto window = makeWindow();
    XiangqiMode *xiangqi = window->xiangqi();
    QVERIFY(xiangqi->game()->play(*xq::Move::fromIccs("h2e2")));
    QVERIFY(xiangqi->records()->saveRecord(m_dir->filePath(QStringLiteral("game.pgn"))));
    QFile otr(m_dir->filePath(QStringLiteral("game.otr")));
    QVERIFY(otr.open(QIODevice::WriteOnly));
    otr.write("f5d6c3\n");
    otr.close();
    for (GameMode *mode : window->modes()) {
        if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
            QVERIFY(gomoku->game()->play({ 7, 7 }));
            QVERIFY(gomoku->saveTo(m_dir->filePath(QStringLiteral("game.psq"))));
        }
    }
    window->close();
}

void TstThreeGames::openRoutesEveryFile_data()
{
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("file");
    for (const QString &shown : { "xiangqi", "gomoku", "reversi" }) {
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
    for (const QString &suffix : { "*.pgn", "*.xqf", "*.psq", "*.gomoku", "*.ggf", "*.otr", "*" }) {
        QVERIFY2(filters.contains(suffix), qPrintable(filters));
    }
    QCOMPARE(m_window->activeMode()->id(), file.section(':', 0, 0));
    QCOMPARE(m_window->activeMode()->documentName(), name);
    QVERIFY(m_prompter->failures.isEmpty());
}

void TstThreeGames::menuKeysAreDistinct_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::newRow("English") << false;
    QTest::newRow("Chinese") << true;
}

/// In every menu of every game (and their submenus) no two items answer the same Alt key.
void TstThreeGames::menuKeysAreDistinct()
{
    QFETCH(bool, chinese);
    QTranslator translator;
    if (chinese) {
        QVERIFY(
            translator.load(QLocale(QLocale::Chinese, QLocale::China), "xiangqi", "_", ":/i18n"));
        QCoreApplication::installTranslator(&translator);
    }
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
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("\n"))));
}

void TstThreeGames::playAMove(GameMode *mode)
{
    if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
        QVERIFY(xiangqi->game()->play(mv("h2e2")));
    } else if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        QVERIFY(gomoku->game()->play({ 7, 7 }));
    } else if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        ReversiView *view = reversi->view();
        QTest::mouseClick(view, Qt::LeftButton, {},
            view->squareRect(reversi::parseMove("f5")).center().toPoint());
        QCOMPARE(reversi->game().record().moves().size(), std::size_t(1));
    }
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

void TstThreeGames::abandonQuestionNamesTheGame_data()
{
    addGameRows();
}

/// Ctrl+N over a game in progress asks before abandoning it, and says which game.
void TstThreeGames::abandonQuestionNamesTheGame()
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

void TstThreeGames::movesAreListed_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("firstMove");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku") << QStringLiteral("h8");
    QTest::newRow("Reversi") << QStringLiteral("reversi") << QStringLiteral("f5");
}

/// Beside the board, as Xiangqi's move list: the moves played, named as the records name them.
void TstThreeGames::movesAreListed()
{
    QFETCH(QString, game);
    QFETCH(QString, firstMove);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    auto *list = mode->page()->findChild<QListWidget *>(QStringLiteral("moveList"));
    QVERIFY(list);
    QCOMPARE(list->count(), 0);
    playAMove(mode);
    QVERIFY(list->isVisible());
    QCOMPARE(list->count(), 1);
    QVERIFY2(list->item(0)->text().contains(firstMove), qPrintable(list->item(0)->text()));
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

QTEST_MAIN(TstThreeGames)
#include "tst_threegames.moc"
