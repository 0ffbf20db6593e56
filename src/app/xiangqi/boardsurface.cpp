#include "app/xiangqi/boardsurface.h"

using namespace xq;

namespace {
constexpr int MinimumCell = 28; // pixels: the stones' characters still readable
constexpr double CellsWide = FileCount - 1 + 2 * BoardGeometry::Margin;
constexpr double CellsHigh = RankCount - 1 + 2 * BoardGeometry::Margin;

QSize boardSize(int cell)
{
    return QSize(static_cast<int>(CellsWide * cell), static_cast<int>(CellsHigh * cell));
}
} // namespace

BoardSurface::BoardSurface(int preferredCell, QWidget *parent)
    : QWidget(parent), m_preferredCell(preferredCell)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardSurface::setFlipped(bool flipped)
{
    m_flipped = flipped;
    flipChanged();
    update();
}

QSize BoardSurface::sizeHint() const
{
    return boardSize(m_preferredCell);
}

QSize BoardSurface::minimumSizeHint() const
{
    return boardSize(MinimumCell);
}

int BoardSurface::heightForWidth(int width) const
{
    return static_cast<int>(width * CellsHigh / CellsWide);
}
