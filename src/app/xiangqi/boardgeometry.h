#pragma once

// Where the points of the board are on the widget: the grid keeps its 8 x 9 proportions, is
// centred in whatever size the widget has, and is turned 180 degrees when flipped. A value type,
// so the view, its painter and the tests all ask the same questions.

#include "core/types.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

class BoardGeometry {
public:
    /// Space around the outer lines, in cells: room for the stones, the frame and coordinates.
    static constexpr double Margin = 1.2;
    static constexpr double StoneRadius = 0.45; ///< in cells

    BoardGeometry() = default;
    BoardGeometry(QSizeF area, bool flipped);
    /// A board whose cells are `cell` pixels, its top-left point at `origin`.
    static BoardGeometry withCell(double cell, QPointF origin = {});

    double cell() const { return m_cell; }
    bool isFlipped() const { return m_flipped; }
    /// The centre of a point; file and rank may lie outside the board (for coordinates).
    QPointF pointAt(double file, double rank) const;
    QPointF center(xq::Square square) const;
    /// The cell-sized square around a point: where a click selects it.
    QRectF squareRect(xq::Square square) const;
    /// The point under a widget position, or NoSquare.
    xq::Square squareAt(QPointF position) const;
    /// The rectangle of the grid lines themselves.
    QRectF gridRect() const;

private:
    QPointF m_origin; ///< the top-left grid point on screen
    double m_cell = 1.0;
    bool m_flipped = false;
};
