#pragma once

// The Reversi board: the green 8x8 board with its coordinates (a-h across, 1-8 down, a1 at the
// top left as Othello diagrams draw it), the discs, the legal moves of a person to move
// (switchable) and a mark on the last move. It shows a position it is given and reports clicks;
// it keeps no game.
//
// When the position it is given is the one shown plus one disc, the discs that changed colour
// turn over: each shrinks to its edge and grows back in its new colour, those nearest the new
// disc first. The animation is the view's alone: the position it was given is already the
// game's, so clicks and questions about the board never wait for it.

#include "reversi/board.h"

#include <QWidget>

#include <optional>

class QVariantAnimation;

class ReversiView : public QWidget {
    Q_OBJECT

public:
    explicit ReversiView(QWidget *parent = nullptr);

    /// Shows `board` after `lastMove`: a disc put next to the position shown turns the discs it
    /// flipped; a pass (the same discs) lets a turn under way go on; anything else stops it.
    void setPosition(const reversi::Board &board, reversi::Move lastMove);
    /// How long one disc takes to turn over; 0 turns them at once (and ends a turn under way).
    void setFlipMs(int ms);
    int flipMs() const { return m_flipMs; }
    static constexpr int DefaultFlipMs = 250;
    bool isAnimating() const;
    /// Letters a-h and numbers 1-8 around the board.
    void setShowCoordinates(bool show);
    void setShowLegalMoves(bool show);
    bool showLegalMoves() const { return m_showLegalMoves; }
    /// Whether a person is to move: the computer's moves are not marked while it thinks.
    void setPersonToMove(bool person);
    /// The squares marked as legal moves.
    reversi::Bitboard markedMoves() const;
    /// Marks the hinted move on the board (as Gomoku does) until another position is shown.
    void setHint(reversi::Move move);
    std::optional<reversi::Move> hint() const { return m_hint; }
    const reversi::Board &board() const { return m_board; }

    /// The square's rectangle in widget coordinates.
    QRectF squareRect(int square) const;
    /// The square under `point`, or reversi::NoMove outside the board.
    int squareAt(QPointF point) const;

    QSize sizeHint() const override { return { 520, 520 }; }
    QSize minimumSizeHint() const override { return { 240, 240 }; }

signals:
    void squareClicked(int square);
    /// The flipped discs start to turn (at once when the view does not animate).
    void discsTurning();
    /// The discs turned by the last move are all shown in their new colour.
    void animationFinished();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    /// The board's square area (without the coordinate margin).
    QRectF boardRect() const;
    /// The frame's width around the squares.
    double frameMargin() const;
    void paintCoordinates(QPainter &painter, const QRectF &board) const;
    void paintDiscs(QPainter &painter) const;
    void paintDisc(QPainter &painter, const QRectF &cell, bool black, double width) const;
    void startFlips(reversi::Bitboard flipped, reversi::Move origin);
    /// How far the disc on `square` has turned, 0 (not yet) to 1 (done).
    double turnedShare(int square) const;
    int turnDelayMs(int square) const;
    void animationStep();

    reversi::Board m_board = reversi::Board::start();
    reversi::Move m_lastMove = reversi::NoMove;
    bool m_showLegalMoves = true;
    bool m_showCoordinates = true;
    std::optional<reversi::Move> m_hint; ///< for the position shown
    bool m_personToMove = true;
    QVariantAnimation *m_animation;
    int m_flipMs = DefaultFlipMs;
    reversi::Bitboard m_turning = 0; ///< the discs the animation under way turns
    reversi::Move m_turnOrigin = reversi::NoMove;
    bool m_turningAnnounced = false;
};
