#pragma once

// The position editor's board: drawn like the game's, it shows the stones being set up and turns
// the mouse into requests: a click on a point, a stone dragged to another point, a stone taken
// off (right click, or dragged off the board). The editor owns the stones and decides; the board
// keeps only what it shows: a copy of the stones, the drag in progress, the flip.

#include "boardgeometry.h"

#include "core/types.h"

#include <QWidget>

#include <array>
#include <optional>

class SetupBoard : public QWidget {
    Q_OBJECT

public:
    explicit SetupBoard(QWidget *parent = nullptr);

    void setStones(const std::array<xq::Stone, xq::SquareCount> &stones);
    xq::Stone stoneAt(xq::Square square) const { return m_stones[square]; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    /// A stone carried in from the palette is at `position` (this widget's coordinates): the
    /// point it would land on is ringed. Nothing stops showing it.
    void showLanding(std::optional<QPointF> position);
    /// Where a stone let go at `position` lands: a point, or nowhere when off the board.
    xq::Square landingPoint(QPointF position) const;

    BoardGeometry geometryForSize() const { return BoardGeometry(size(), m_flipped); }
    QRectF squareRect(xq::Square square) const { return geometryForSize().squareRect(square); }
    xq::Square squareAt(QPointF position) const { return geometryForSize().squareAt(position); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

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
    bool m_flipped = false;

    xq::Square m_pressed = xq::NoSquare; ///< the point the left button went down on
    QPointF m_pressPosition;
    QPointF m_dragPosition;
    bool m_dragging = false;

    std::optional<QPointF> m_landing;
};
