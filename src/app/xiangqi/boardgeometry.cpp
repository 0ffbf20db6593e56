#include "app/xiangqi/boardgeometry.h"

#include <algorithm>
#include <cmath>

using namespace xq;

namespace {
constexpr double GridWidth = FileCount - 1;
constexpr double GridHeight = RankCount - 1;
} // namespace

BoardGeometry::BoardGeometry(QSizeF area, bool flipped) : m_flipped(flipped)
{
    m_cell = std::max(1.0,
        std::min(
            area.width() / (GridWidth + 2 * Margin), area.height() / (GridHeight + 2 * Margin)));
    m_origin = QPointF(
        (area.width() - GridWidth * m_cell) / 2, (area.height() - GridHeight * m_cell) / 2);
}

BoardGeometry BoardGeometry::withCell(double cell, QPointF origin)
{
    BoardGeometry geometry;
    geometry.m_cell = cell;
    geometry.m_origin = origin;
    return geometry;
}

QPointF BoardGeometry::pointAt(double file, double rank) const
{
    // Unflipped, Red sits at the bottom: rank 0 is the lowest row, file a the leftmost.
    const double column = m_flipped ? GridWidth - file : file;
    const double row = m_flipped ? rank : GridHeight - rank;
    return m_origin + QPointF(column * m_cell, row * m_cell);
}

QPointF BoardGeometry::center(Square square) const
{
    return pointAt(fileOf(square), rankOf(square));
}

QRectF BoardGeometry::squareRect(Square square) const
{
    const QPointF c = center(square);
    return QRectF(c.x() - m_cell / 2, c.y() - m_cell / 2, m_cell, m_cell);
}

Square BoardGeometry::squareAt(QPointF position) const
{
    const QPointF grid = (position - m_origin) / m_cell;
    const int column = static_cast<int>(std::floor(grid.x() + 0.5));
    const int row = static_cast<int>(std::floor(grid.y() + 0.5));
    const int file = m_flipped ? FileCount - 1 - column : column;
    const int rank = m_flipped ? row : RankCount - 1 - row;
    return onBoard(file, rank) ? makeSquare(file, rank) : NoSquare;
}

QRectF BoardGeometry::gridRect() const
{
    return QRectF(m_origin, QSizeF(GridWidth * m_cell, GridHeight * m_cell));
}
