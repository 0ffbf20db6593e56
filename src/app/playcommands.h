#pragma once

// The play commands of every game's Game menu, in the same words and under the same keys in each
// game, so a player who knows one game knows them all: Undo, Redo, Hint and Move Now.

class QAction;
class QMenu;

struct PlayCommands {
    QAction *undo;
    QAction *redo;
    QAction *hint;
    /// Hurries the computer: it plays the best move found so far.
    QAction *moveNow;

    /// Adds the four to `menu` in that order; the game connects them.
    static PlayCommands addTo(QMenu *menu);
};
