#pragma once

// The position editor's board: drawn like the game's, it shows the stones being set up and turns
// the mouse into requests: a click on a point, a stone dragged to another point, a stone taken
// off (right click, or dragged off the board). The editor owns the stones and decides; the board
// keeps only what it shows: a copy of the stones, the drag in progress, the flip.

#include "app/xiangqi/boardsurface.h"

#include "core/types.h"

#include <array>
#include <optional>

class SetupBoard : public BoardSurface {
    Q_OBJECT

public:
    explicit SetupBoard(QWidget *parent = nullptr);

    void setStones(const std::array<xq::Stone, xq::SquareCount> &stones);
    xq::Stone stoneAt(xq::Square square) const { return m_stones[square]; }

    /// A stone carried in from the palette is at `position` (this widget's coordinates): the
    /// point it would land on is ringed. Nothing stops showing it.
    void showLanding(std::optional<QPointF> position);
    /// Where a carried stone is shown, if one is.
    std::optional<QPointF> landing() const { return m_landing; }
    /// Where a stone let go at `position` lands: a point, or nowhere when off the board.
    xq::Square landingPoint(QPointF position) const;

signals:
    /// A left click on a point, with or without a stone on it.
    void pointClicked(xq::Square square);
    /// The stone on `from` was dragged onto `to`.
    void stoneDragged(xq::Square from, xq::Square to);
    /// The stone on `square` is to go: right-clicked, or dragged off the board.
    void stoneRemoved(xq::Square square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void endDrag();

    std::array<xq::Stone, xq::SquareCount> m_stones {};

    xq::Square m_pressed = xq::NoSquare; ///< the point the left button went down on
    QPointF m_pressPosition;
    QPointF m_dragPosition;
    bool m_dragging = false;

    std::optional<QPointF> m_landing;
};
