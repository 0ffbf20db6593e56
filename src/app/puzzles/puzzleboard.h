#pragma once

// One game's side of the puzzle mode: its board on screen and the rules that judge the moves.
// The mode (PuzzleMode) is the same for every game and speaks to a board only through this: a
// position as the collection writes it (a FEN), moves in the game's engine notation (ICCS for
// Xiangqi, points for Gomoku, squares for Reversi), and the player's move coming back as
// moveChosen. Each game adds one of these and nothing else.

#include "puzzles/puzzle.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <optional>
#include <string>

class PuzzleBoard : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~PuzzleBoard() override
    {
        // The page that shows the board widget deletes it first; one never placed goes here.
        if (m_widget && !m_widget->parent()) {
            delete m_widget;
        }
    }

    /// The board widget, made once; the mode puts it in its page.
    QWidget *widget() const { return m_widget; }
    /// Whether `fen` is a position of this game: a collection goes to the board that reads it.
    virtual bool readsPosition(const std::string &fen) const = 0;
    /// Shows `fen`, the solver to move and at the bottom; false when it does not read.
    virtual bool setPosition(const std::string &fen) = 0;
    /// Plays a legal `move` on the board shown; false (and nothing changes) for any other.
    virtual bool play(const std::string &move) = 0;
    /// Whether `move`, legal now, reaches `goal` at once (mates, makes five).
    virtual bool reachesGoal(const std::string &move, const puzzles::Goal &goal) const = 0;
    /// Whether `move`, legal now, ends a game played to the end short of `goal` while every other
    /// move would too (the rules' draw at the natural-move limit): the move is then played and
    /// the goal missed, not refused. Only a game whose puzzles are played to the end answers.
    virtual bool endsShortOfGoalWhateverIsPlayed(
        const std::string &move, const puzzles::Goal &goal) const
    {
        Q_UNUSED(move);
        Q_UNUSED(goal);
        return false;
    }
    /// How a game played to the end stands on the board.
    struct GameEnd {
        bool reachesGoal = false; ///< the solver won, or drew where a draw is the goal
        QString text; ///< how it ended, in the player's words ("Draw by repetition.")
    };
    /// The game on the board is over by its rules; nothing while it goes on. Only a game whose
    /// puzzles are played to the end (Xiangqi's endgames) answers.
    virtual std::optional<GameEnd> gameEnd(const puzzles::Goal &goal) const
    {
        Q_UNUSED(goal);
        return std::nullopt;
    }
    /// The move the solver must make, having no choice, when the game goes on (a pass in
    /// Reversi): the mode plays it for them. Nothing otherwise.
    virtual std::optional<std::string> forcedMove() const { return std::nullopt; }
    /// Marks the next move: only its piece (or point) when `pieceOnly`, else the whole move;
    /// an empty move clears the mark.
    virtual void showHint(const std::string &move, bool pieceOnly) = 0;
    /// Whether the player may move on the board now.
    virtual void setInteractive(bool interactive) = 0;
    /// Turns the board upside down (the second player at the bottom), for a game's board that
    /// turns; the others ignore it.
    virtual void setFlipped(bool flipped) { Q_UNUSED(flipped); }
    /// The side to move in the player's words ("Red", "Black").
    virtual QString sideToMove() const = 0;
    /// `move`, legal now, as players write it.
    virtual QString moveText(const std::string &move) const = 0;
    /// What a hint of `move` says: the first (`pieceOnly`) only where to look, the second the
    /// move.
    virtual QString hintText(const std::string &move, bool pieceOnly) const = 0;
    /// A goal's length for the length filter: "Mate in 3", "Win by 4 discs".
    virtual QString lengthText(const puzzles::Goal &goal) const = 0;
    /// The goal in the player's words, the side to move named: "Red to move: mate in 3".
    virtual QString goalText(const puzzles::Goal &goal) const = 0;

protected:
    /// The board widget, made by the game's board in its constructor.
    void setWidget(QWidget *widget) { m_widget = widget; }

signals:
    /// The player asked for `move` on the board, a legal one.
    void moveChosen(const std::string &move);
    /// The player tried something the rules refuse, and why.
    void moveRefused(const QString &why);

private:
    QPointer<QWidget> m_widget;
};
