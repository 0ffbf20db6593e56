#pragma once

// Xiangqi's board in the puzzle mode: the window's BoardView over a board of its own, moves in
// ICCS, a mate or a stalemate reaching the goal; an endgame's goal reached by the end the rules
// give the game (a mate, or a draw where a draw is the goal).

#include "app/puzzles/puzzleboard.h"

#include "core/board.h"

#include "app/xiangqi/boardview.h"

class XiangqiPuzzleBoard : public PuzzleBoard {
    Q_OBJECT

public:
    explicit XiangqiPuzzleBoard(QObject *parent = nullptr);

    BoardView *view() const { return m_view; }
    bool readsPosition(const std::string &fen) const override;
    bool setPosition(const std::string &fen) override;
    bool play(const std::string &move) override;
    bool reachesGoal(const std::string &move, const puzzles::Goal &goal) const override;
    std::optional<GameEnd> gameEnd(const puzzles::Goal &goal) const override;
    bool endsShortOfGoalWhateverIsPlayed(
        const std::string &move, const puzzles::Goal &goal) const override;
    void showHint(const std::string &move, bool pieceOnly) override;
    void setFlipped(bool flipped) override;
    void setInteractive(bool interactive) override;
    QString sideToMove() const override;
    QString moveText(const std::string &move) const override;
    QString goalText(const puzzles::Goal &goal) const override;
    QString lengthText(const puzzles::Goal &goal) const override;
    QString hintText(const std::string &move, bool pieceOnly) const override;

private:
    void onMoveRequested(xq::Move move);
    /// `move` when it reads and is legal on the board shown.
    std::optional<xq::Move> legalMove(const std::string &move) const;

    xq::Board m_board; ///< the puzzle's position and the moves played since
    xq::Side m_solver = xq::Side::Red;
    BoardView *m_view; ///< the widget() of the board
};
