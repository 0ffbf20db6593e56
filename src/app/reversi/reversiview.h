#pragma once

// The Reversi board: the green 8x8 board with its coordinates (a-h across, 1-8 down, a1 at the
// top left as Othello diagrams draw it), the discs, the legal moves of the side to move
// (switchable) and a mark on the last move. It shows a position it is given and reports clicks;
// it keeps no game.

#include "reversi/board.h"

#include <QWidget>

class ReversiView : public QWidget {
    Q_OBJECT

public:
    explicit ReversiView(QWidget *parent = nullptr);

    void setPosition(const reversi::Board &board, reversi::Move lastMove);
    void setShowLegalMoves(bool show);
    bool showLegalMoves() const { return m_showLegalMoves; }
    const reversi::Board &board() const { return m_board; }

    /// The square's rectangle in widget coordinates.
    QRectF squareRect(int square) const;
    /// The square under `point`, or reversi::NoMove outside the board.
    int squareAt(QPointF point) const;

    QSize sizeHint() const override { return { 520, 520 }; }
    QSize minimumSizeHint() const override { return { 240, 240 }; }

signals:
    void squareClicked(int square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    /// The board's square area (without the coordinate margin).
    QRectF boardRect() const;
    void paintCoordinates(QPainter &painter, const QRectF &board) const;
    void paintDiscs(QPainter &painter) const;

    reversi::Board m_board = reversi::Board::start();
    reversi::Move m_lastMove = reversi::NoMove;
    bool m_showLegalMoves = true;
};
