#pragma once

// What the tests of the three games as one product share: a window's games found by id, their
// menus and items found as a player reads them, a first move played in each game, and test rows
// for each game.

#include "app/gomoku/gomokugame.h"
#include "app/gomoku/gomokumode.h"
#include "app/reversi/reversimode.h"
#include "app/reversi/reversiview.h"
#include "app/xiangqi/singlegame.h"

#include "apptestsupport.h"

#include <QAction>
#include <QFile>
#include <QMenu>

#include "reversi/recordformats.h"

/// The game files of each game writeGameFiles() writes, by the id of the game that reads it.
inline const QStringList FileOf = { QStringLiteral("xiangqi:game.pgn"),
    QStringLiteral("gomoku:game.psq"), QStringLiteral("reversi:game.otr") };

class ThreeGamesTest : public WindowTest {
protected:
    GameMode *modeWithId(const QString &id) const
    {
        for (GameMode *mode : m_window->modes()) {
            if (mode->id() == id) {
                return mode;
            }
        }
        return nullptr;
    }
    /// A window opened on `game`; nullptr if it never appeared.
    GameMode *openWindowOn(const QString &game)
    {
        if (!openWindow()) {
            return nullptr;
        }
        GameMode *mode = modeWithId(game);
        m_window->activate(mode);
        return mode;
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
    /// The game's menu called `title` (without its '&' marks); nullptr if none.
    static QMenu *menuTitled(GameMode *mode, const QString &title)
    {
        for (QMenu *menu : mode->menus()) {
            if (menu->title().remove(u'&') == title) {
                return menu;
            }
        }
        return nullptr;
    }
    /// The checkable items of the game's menu called `title`, in their order.
    static QList<QAction *> choicesOf(GameMode *mode, const QString &title)
    {
        QList<QAction *> choices;
        if (QMenu *menu = menuTitled(mode, title)) {
            for (QAction *action : menu->actions()) {
                if (action->isCheckable()) {
                    choices << action;
                }
            }
        }
        return choices;
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
    /// A file of each game in m_dir (FileOf), with a move or two in it.
    void writeGameFiles();
    /// The game's first move, as a player makes it.
    static void playAMove(GameMode *mode);
    /// How many moves the game shown has played.
    static int movesPlayed(GameMode *mode);
};

inline void ThreeGamesTest::writeGameFiles()
{
    auto window = makeWindow();
    XiangqiMode *xiangqi = xiangqiOf(*window);
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

inline void ThreeGamesTest::playAMove(GameMode *mode)
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

inline int ThreeGamesTest::movesPlayed(GameMode *mode)
{
    if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
        return xiangqi->game()->ply();
    }
    if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
        return static_cast<int>(gomoku->game()->record().moves.size());
    }
    if (auto *reversi = qobject_cast<ReversiMode *>(mode)) {
        return static_cast<int>(reversi->game().record().moves().size());
    }
    return -1;
}

/// The rows of a test run once for each game.
inline void addGameRows()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("name");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi") << QStringLiteral("Xiangqi");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku") << QStringLiteral("Gomoku");
    QTest::newRow("Reversi") << QStringLiteral("reversi") << QStringLiteral("Reversi");
}
