#pragma once

// The play commands of every game's Game menu, in the same words and under the same keys in each
// game, so a player who knows one game knows them all: Undo, Redo, Hint and Move Now.

class QAction;
class QMenu;

/// Where a game stands, for its play commands.
struct PlayState {
    bool canUndo = false;
    bool canRedo = false;
    /// A person is to move in a game not over: a hint is theirs to ask for.
    bool personToMove = false;
    /// The computer searches (for its move or for a hint).
    bool thinking = false;
};

struct PlayCommands {
    QAction *undo;
    QAction *redo;
    QAction *hint;
    /// Hurries the computer: it plays the best move found so far.
    QAction *moveNow;

    /// Adds the four to `menu` in that order; the game connects them.
    static PlayCommands addTo(QMenu *menu);
    /// Enables the four as the game stands, alike in every game: Hint only for a person to move
    /// while nobody thinks, Move Now only while the computer thinks.
    void show(const PlayState &state) const;
};
