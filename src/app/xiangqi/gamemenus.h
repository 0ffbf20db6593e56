#pragma once

// Xiangqi's menus and their shortcuts: Game, Edit, Difficulty, Play as, View, Settings. It fills
// the menus every board game has (BoardGameMode: Game with the file and play commands, Difficulty,
// Play As, View) with Xiangqi's items and adds Edit and Settings. Owns the actions; XiangqiMode
// connects them to the game. Choices from groups come out as signals.

#include "app/appsettings.h"
#include "app/boardgamemode.h"
#include "app/xiangqi/boardpainter.h"

#include "core/notation.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

/// The menus and commands of a BoardGameMode, for Xiangqi's items.
struct BoardMenus {
    QMenu *game;
    QMenu *difficulty;
    QMenu *playAs;
    QMenu *view;
    FileCommands files;
    PlayCommands play;
    QMenu *recentFiles; ///< the window's Game ▸ Open Recent, which every game shares
};

class GameMenus : public QObject {
    Q_OBJECT

public:
    /// Xiangqi's items in `board`'s menus, checked as `settings` say; Edit and Settings made for
    /// the game to put in its menu bar.
    GameMenus(const BoardMenus &board, const AppSettings &settings, QWidget *parent);

    /// The menus in menu-bar order, Game first.
    const QList<QMenu *> &menus() const { return m_menus; }
    /// Xiangqi's own menus, which the game puts after Game and at the end of its menu bar.
    QMenu *editMenu() const { return m_menus.at(1); }
    QMenu *settingsMenu() const { return m_menus.back(); }

    /// Checks the items that match the settings, without emitting anything.
    void showSettings(const AppSettings &settings);
    /// Checks the players of the game shown, which a record looked through sets apart from the
    /// setting.
    void showPlayMode(PlayMode mode);
    /// Checks the computer's time a move and says it in the level it limits.
    void showMoveTime(int ms);

    QAction *open;
    QMenu *openRecent; ///< the window's, shared by every game
    QAction *save;
    QAction *saveAs;
    QAction *editPosition;
    QAction *undo;
    QAction *redo;
    QAction *hint;
    QAction *moveNow;
    QAction *resign;
    QAction *offerDraw;
    QAction *properties;
    QAction *flip;
    QAction *copyPgn;
    QAction *copyFen;
    QAction *copyUbb;
    QAction *paste;
    QAction *promoteVariation;
    QAction *deleteMove;
    QAction *destinations;
    QAction *coordinates;
    QAction *sound = nullptr; ///< the board games' one sound switch, once the game has added it
    QAction *engines; ///< Settings ▸ Engines…: the analysis panel opens its dialog

signals:
    void levelChosen(int level);
    void hashChosen(int megabytes);
    /// 0: one a core.
    void threadsChosen(int threads);
    void moveTimeChosen(int ms);
    void playModeChosen(PlayMode mode);
    void notationChosen(xq::Notation notation);
    void styleChosen(BoardPainter::Style style);

private:
    QAction *addAction(QMenu *menu, const QString &text, const QKeySequence &shortcut);
    QAction *addChoice(QMenu *menu, QActionGroup *group, const QString &text, int value);
    void buildGameMenu(const BoardMenus &board);
    void buildEditMenu(QMenu *menu);
    void buildDifficultyMenu(QMenu *menu, int level, int moveTimeMs);
    void buildThreadsMenu(QMenu *parent);
    void buildPlayAsMenu(QMenu *menu, PlayMode mode);
    void buildViewMenu(QMenu *menu);
    void buildSettingsMenu(QMenu *menu);

    QList<QMenu *> m_menus;
    QActionGroup *m_levels;
    QActionGroup *m_hashSizes;
    QActionGroup *m_threadCounts;
    QActionGroup *m_moveTimes;
    QActionGroup *m_playModes;
    QActionGroup *m_notations;
    QActionGroup *m_styles;
};
