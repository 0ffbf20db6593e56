#pragma once

// The board on screen. Shows a board it does not own (the game's position), lets a person pick a
// stone by click-click or drag-and-drop, and sends what they asked for as moveRequested(); the
// game decides. The only state kept here is what the view itself shows: selection, drag,
// animation, flags.

#include "app/xiangqi/boardpainter.h"
#include "app/xiangqi/boardsurface.h"
#include "app/xiangqi/coremetatypes.h"

#include "core/board.h"

#include <QList>
#include <QPixmap>

#include <array>

class QVariantAnimation;

class BoardView : public BoardSurface {
    Q_OBJECT

public:
    explicit BoardView(QWidget *parent = nullptr);

    /// The position to show; not owned, it must outlive the view or be replaced.
    void setBoard(const xq::Board *board);
    /// Whether a person may move stones now (not while the computer is to move).
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    void setShowDestinations(bool show);
    void setCoordinates(BoardPainter::Coordinates coordinates);
    void setStyle(BoardPainter::Style style);
    BoardPainter::Style style() const { return m_style; }
    /// Ring the engine's suggestion; none clears it.
    void setHint(xq::Move move);
    /// Arrows over the stones (the analysis lines' first moves, best first); empty clears them.
    void setArrows(const QList<xq::Move> &arrows);
    const QList<xq::Move> &arrows() const { return m_arrows; }
    /// How long a move slides into place; 0 places it at once.
    void setAnimationMs(int ms) { m_animationMs = ms; }
    static constexpr int DefaultAnimationMs = 180;
    /// Slides the stone now on move.to() there from move.from().
    void animateMove(xq::Move move);

    xq::Square selectedSquare() const { return m_selected; }
    void clearSelection();

signals:
    /// A person asked to play from -> to; the game accepts or refuses it.
    void moveRequested(xq::Move move);
    /// A person touched a stone they may not move (the opponent's, or any while the computer
    /// is to move).
    void stoneRefused(xq::Square square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void flipChanged() override;

private:
    bool isOwnStone(xq::Square square) const;
    void requestMove(xq::Square to);
    void paintMarkers(BoardPainter &painter, const BoardGeometry &geometry);
    void paintStones(QPainter &p, BoardPainter &painter, const BoardGeometry &geometry);
    /// The board without stones, painted once per size: repaints during a search stay cheap.
    const QPixmap &background(const BoardGeometry &geometry);
    /// A stone painted once per size and kind, drawn centred on a cell.
    const QPixmap &stoneImage(xq::Stone stone, const BoardGeometry &geometry);
    void dropCaches();

    const xq::Board *m_board = nullptr;
    bool m_interactive = true;
    bool m_showDestinations = true;
    BoardPainter::Coordinates m_coordinates = BoardPainter::Coordinates::Traditional;
    BoardPainter::Style m_style = BoardPainter::Style::Simplified;
    xq::Move m_hint;
    QList<xq::Move> m_arrows;

    xq::Square m_selected = xq::NoSquare;
    bool m_wasSelected = false; ///< the pressed stone was already selected: a click lets go
    QPointF m_pressPosition;
    QPointF m_dragPosition;
    bool m_dragging = false;

    QPixmap m_background;
    std::array<QPixmap, 2 * xq::KindCount> m_stoneImages;

    QVariantAnimation *m_animation;
    xq::Move m_animatedMove;
    int m_animationMs = DefaultAnimationMs;
};
