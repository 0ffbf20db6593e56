#include "app/xiangqi/setupboard.h"

#include "app/xiangqi/boardpainter.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

using namespace xq;

namespace {
constexpr int PreferredCell = 54; // pixels: room for the palette and the controls beside it
} // namespace

SetupBoard::SetupBoard(QWidget *parent) : BoardSurface(PreferredCell, parent)
{
}

void SetupBoard::setStones(const std::array<Stone, SquareCount> &stones)
{
    m_stones = stones;
    update();
}

void SetupBoard::showLanding(std::optional<QPointF> position)
{
    m_landing = position;
    update();
}

Square SetupBoard::landingPoint(QPointF position) const
{
    // Only over the wooden board: a stone let go beside it is taken off, not snapped to the edge.
    const BoardGeometry geometry = geometryForSize();
    const double reach = 0.5 * geometry.cell();
    const QRectF board = geometry.gridRect().adjusted(-reach, -reach, reach, reach);
    return board.contains(position) ? geometry.squareAt(position) : NoSquare;
}

void SetupBoard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const BoardGeometry geometry = geometryForSize();
    BoardPainter painter(p, geometry);
    painter.drawBoard(BoardPainter::Coordinates::Traditional);
    for (Square s = 0; s < SquareCount; ++s) {
        if (m_stones[s] && !(m_dragging && s == m_pressed)) {
            painter.drawStone(m_stones[s], geometry.center(s));
        }
    }
    const std::optional<QPointF> landing = m_dragging ? std::optional(m_dragPosition) : m_landing;
    if (landing) {
        if (const Square target = landingPoint(*landing); target != NoSquare) {
            painter.drawSelection(target);
        }
    }
    if (m_dragging) {
        painter.drawStone(m_stones[m_pressed], m_dragPosition, true);
    }
}

void SetupBoard::mousePressEvent(QMouseEvent *event)
{
    const Square square = landingPoint(event->position());
    if (square == NoSquare) {
        return;
    }
    if (event->button() == Qt::RightButton) {
        if (m_stones[square]) {
            emit stoneRemoved(square);
        }
        return;
    }
    if (event->button() == Qt::LeftButton) {
        m_pressed = square;
        m_pressPosition = event->position();
        m_dragPosition = event->position();
    }
}

void SetupBoard::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_pressed == NoSquare || !m_stones[m_pressed]) {
        return;
    }
    m_dragPosition = event->position();
    if ((m_dragPosition - m_pressPosition).manhattanLength() >= QApplication::startDragDistance()) {
        m_dragging = true;
    }
    update();
}

void SetupBoard::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_pressed == NoSquare) {
        return;
    }
    const Square from = m_pressed;
    const bool dragged = m_dragging;
    endDrag();
    const Square target = landingPoint(event->position());
    if (!dragged) {
        emit pointClicked(from);
    } else if (target == NoSquare) {
        emit stoneRemoved(from);
    } else if (target != from) {
        emit stoneDragged(from, target);
    }
}

void SetupBoard::endDrag()
{
    m_pressed = NoSquare;
    m_dragging = false;
    update();
}
