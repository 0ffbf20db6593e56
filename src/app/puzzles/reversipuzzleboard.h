#pragma once

// Reversi's board in the puzzle mode: the window's ReversiView over a board of its own, squares
// named "f5" and a pass "pa"; an endgame played to its end, the goal reached when the solver wins
// by the puzzle's discs (no single move reaches it at once).

#include "app/puzzles/puzzleboard.h"
#include "app/reversi/reversiview.h"

class ReversiPuzzleBoard : public PuzzleBoard {
    Q_OBJECT

public:
    explicit ReversiPuzzleBoard(QObject *parent = nullptr);

    ReversiView *view() const { return m_view; }
    bool readsPosition(const std::string &fen) const override;
    bool setPosition(const std::string &fen) override;
    bool play(const std::string &move) override;
    bool reachesGoal(const std::string &, const puzzles::Goal &) const override { return false; }
    std::optional<GameEnd> gameEnd(const puzzles::Goal &goal) const override;
    std::optional<std::string> forcedMove() const override;
    void showHint(const std::string &move, bool pieceOnly) override;
    void setInteractive(bool interactive) override;
    QString sideToMove() const override;
    QString moveText(const std::string &move) const override;
    QString goalText(const puzzles::Goal &goal) const override;
    QString lengthText(const puzzles::Goal &goal) const override;
    QString hintText(const std::string &move, bool pieceOnly) const override;

private:
    void onSquareClicked(int square);

    reversi::Board m_board = reversi::Board::start();
    reversi::Color m_solver = reversi::Color::Black;
    ReversiView *m_view; ///< the widget() of the board
    bool m_interactive = true;
};
