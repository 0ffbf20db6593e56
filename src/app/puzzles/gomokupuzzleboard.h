#pragma once

// Gomoku's board in the puzzle mode: the window's GomokuBoardView over a game of its own (two
// people, no computer), points named as renju diagrams name them ("h8"), a five reaching the goal.

#include "app/gomoku/gomokuboardview.h"
#include "app/gomoku/gomokugame.h"
#include "app/puzzles/puzzleboard.h"

class GomokuPuzzleBoard : public PuzzleBoard {
    Q_OBJECT

public:
    explicit GomokuPuzzleBoard(QObject *parent = nullptr);

    GomokuBoardView *view() const { return m_view; }
    bool readsPosition(const std::string &fen) const override;
    bool setPosition(const std::string &fen) override;
    bool play(const std::string &move) override;
    bool reachesGoal(const std::string &move, const puzzles::Goal &goal) const override;
    void showHint(const std::string &move, bool pieceOnly) override;
    void setInteractive(bool interactive) override { m_interactive = interactive; }
    QString sideToMove() const override;
    QString moveText(const std::string &move) const override;
    QString goalText(const puzzles::Goal &goal) const override;
    QString lengthText(const puzzles::Goal &goal) const override;
    QString hintText(const std::string &move, bool pieceOnly) const override;

private:
    void onPointClicked(gomoku::Point point);
    /// The empty point `move` names, if it names one.
    std::optional<gomoku::Point> emptyPoint(const std::string &move) const;

    GomokuGame m_game;
    GomokuBoardView *m_view; ///< the widget() of the board
    bool m_interactive = true;
};
