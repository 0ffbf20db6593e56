#pragma once

// The window's menus and their shortcuts: Game, Edit, Difficulty, Play as, View, Help. Owns the
// actions; the window connects them to the game. Choices from groups come out as signals.

#include "app/appsettings.h"

#include "core/notation.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

class GameMenus : public QObject {
    Q_OBJECT

public:
    explicit GameMenus(QMainWindow *window);

    /// Checks the items that match the settings, without emitting anything.
    void showSettings(const AppSettings &settings);
    /// Checks the players of the game shown, which a record looked through sets apart from the
    /// setting.
    void showPlayMode(PlayMode mode);
    /// Fills Game > Open Recent with `paths`, the latest first.
    void showRecentFiles(const QStringList &paths);

    QAction *newGame;
    QAction *open;
    QMenu *openRecent;
    QAction *save;
    QAction *saveAs;
    QAction *editPosition;
    QAction *undo;
    QAction *redo;
    QAction *hint;
    QAction *resign;
    QAction *flip;
    QAction *copyPgn;
    QAction *copyFen;
    QAction *copyUbb;
    QAction *paste;
    QAction *promoteVariation;
    QAction *deleteMove;
    QAction *quit;
    QAction *destinations;
    QAction *coordinates;
    QAction *sound;
    QAction *rules;
    QAction *about;

signals:
    void recentFileChosen(const QString &path);
    void levelChosen(int level);
    void hashChosen(int megabytes);
    void playModeChosen(PlayMode mode);
    void notationChosen(xq::Notation notation);

private:
    QAction *addAction(QMenu *menu, const QString &text, const QKeySequence &shortcut);
    QAction *addChoice(QMenu *menu, QActionGroup *group, const QString &text, int value);
    void buildGameMenu(QMainWindow *window);
    void buildEditMenu(QMainWindow *window);
    void buildDifficultyMenu(QMainWindow *window);
    void buildPlayAsMenu(QMainWindow *window);
    void buildViewMenu(QMainWindow *window);
    void buildHelpMenu(QMainWindow *window);
    static void checkValue(QActionGroup *group, int value);

    QActionGroup *m_levels;
    QActionGroup *m_hashSizes;
    QActionGroup *m_playModes;
    QActionGroup *m_notations;
};
