#pragma once

// The position a Gomoku or Reversi page shows of its game, as Xiangqi's move list shows one of
// its line: the game's end while it is played, or an earlier position the player looks back at
// through the move list (its step buttons and their keys Home, Left, Right and End, a move
// clicked, autoplay at the speed Xiangqi's uses). The game itself goes on at its end: a move the
// computer makes while the player looks back is listed, and the position looked at stays. A move
// made on the position looked back at plays on from there as in Xiangqi: the recorded move steps
// on, another starts a new line (RedoLine keeps the one it leaves for Undo and Redo); where the
// computer is to move the page refuses it (refusal()). The game's commands (Undo, Redo, Hint, a
// new game) show the end first.

#include "app/linemove.h"

#include <QObject>
#include <QStringList>

#include <vector>

class AppSettings;
class AutoPlayer;
class MoveListPanel;
class QWidget;

class LineReplay : public QObject {
    Q_OBJECT

public:
    /// Shows the game in `list`; autoplay's speed is the one remembered in `settings`.
    LineReplay(MoveListPanel &list, AppSettings &settings, QObject *parent = nullptr);

    /// The game's moves now, named; `secondSideStarts` when the game began with the second side
    /// to move. At the end the position shown follows the game's end; looking back it stays
    /// (within the game).
    void setMoves(const QStringList &names, bool secondSideStarts = false);
    /// The moves the position shown has behind it.
    int shownPly() const { return m_shown; }
    int length() const { return static_cast<int>(m_moves.size()); }
    /// Whether an earlier position than the game's end is shown.
    bool isLookingBack() const { return m_shown < length(); }
    /// Shows the position after `ply` moves (clamped to the game).
    void showPly(int ply);
    void showEnd() { showPly(length()); }
    /// "Looking back: move 5 of 12" while the player looks back; empty at the end.
    QString lookingBackText() const;
    /// Why the board takes no move on a position looked back at where the computer is to move.
    static QString refusal();
    /// A new line played from the position after `ply` moves, and how to get back the
    /// `movesLeft` moves of the line it left.
    static QString newLineText(int ply, int movesLeft);
    /// A mouse press in `widget` (the board) stops autoplay.
    void stopAutoplayOnClicks(QWidget *widget);
    AutoPlayer *autoplayer() const { return m_autoplay; }

signals:
    /// Another position is shown: the page shows the one after `ply` moves.
    void shownPlyChanged(int ply);

private:
    void showInList();
    void startAutoplay();
    void autoplayStep();

    MoveListPanel &m_list;
    AutoPlayer *m_autoplay;
    std::vector<LineMove> m_moves;
    bool m_secondSideStarts = false;
    int m_shown = 0;
};
