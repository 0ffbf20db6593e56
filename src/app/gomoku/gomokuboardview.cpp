#include "app/gomoku/gomokuboardview.h"

#include "app/gomoku/gomokugame.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

using namespace gomoku;

namespace {
const QColor BoardColour(222, 184, 120);
const QColor LineColour(60, 40, 20);
const QColor WinColour(220, 30, 30);
const QColor ForbiddenColour(200, 0, 0);
const QColor HintColour(30, 120, 220);
constexpr double MarginInPoints = 0.8;
// Room for the coordinates beside the outer lines, in points.
constexpr double CoordinateMarginInPoints = 1.3;
constexpr double StoneRadius = 0.46;
constexpr double BoardCornerPx = 4;
} // namespace

GomokuBoardView::GomokuBoardView(const GomokuGame &game, QWidget *parent)
    : QWidget(parent), m_game(game)
{
    setMinimumSize(300, 300);
}

void GomokuBoardView::setShowNumbers(bool show)
{
    m_showNumbers = show;
    update();
}

void GomokuBoardView::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    update();
}

void GomokuBoardView::setHint(std::optional<Point> hint)
{
    m_hint = hint;
    update();
}

void GomokuBoardView::setShownStones(std::optional<int> stones)
{
    m_shownStones = stones;
    update();
}

double GomokuBoardView::spacing() const
{
    const int size = m_game.board().size();
    const double margin = m_showCoordinates ? CoordinateMarginInPoints : MarginInPoints;
    return std::min(width(), height()) / (size - 1 + 2 * margin);
}

QPointF GomokuBoardView::origin() const
{
    const double span = spacing() * (m_game.board().size() - 1);
    return { (width() - span) / 2, (height() - span) / 2 };
}

QRectF GomokuBoardView::boardSquare() const
{
    const double side = std::min(width(), height()); // spacing() fits the board and its margins
    return { (width() - side) / 2, (height() - side) / 2, side, side };
}

QPointF GomokuBoardView::centreOf(Point point) const
{
    return origin() + QPointF(point.x * spacing(), point.y * spacing());
}

std::optional<Point> GomokuBoardView::pointAt(QPointF position) const
{
    const QPointF local = (position - origin()) / spacing();
    const Point point { int(std::lround(local.x())), int(std::lround(local.y())) };
    const QPointF offset = local - QPointF(point.x, point.y);
    if (!m_game.board().contains(point) || std::hypot(offset.x(), offset.y()) > StoneRadius) {
        return std::nullopt;
    }
    return point;
}

QRect GomokuBoardView::lineArea(const std::vector<Point> &line) const
{
    QRectF area;
    const double radius = spacing() * StoneRadius;
    for (const Point point : line) {
        area |= QRectF(centreOf(point) - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
    }
    return area.isEmpty() ? QRect()
                          : QRect(mapToGlobal(area.topLeft().toPoint()), area.size().toSize());
}

void GomokuBoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(LineColour, 1));
    painter.setBrush(BoardColour);
    painter.drawRoundedRect(
        boardSquare().adjusted(0.5, 0.5, -0.5, -0.5), BoardCornerPx, BoardCornerPx);
    paintGrid(painter);
    if (m_showCoordinates) {
        paintCoordinates(painter);
    }
    paintStones(painter);
    if (!m_shownStones) {
        paintMarks(painter);
    }
}

void GomokuBoardView::paintGrid(QPainter &painter) const
{
    const int size = m_game.board().size();
    painter.setPen(QPen(LineColour, 1));
    for (int i = 0; i < size; ++i) {
        painter.drawLine(centreOf({ i, 0 }), centreOf({ i, size - 1 }));
        painter.drawLine(centreOf({ 0, i }), centreOf({ size - 1, i }));
    }
    // Star points: the centre and the points four in from each corner (three on small boards).
    const int in = size >= 13 ? 3 : 2;
    painter.setBrush(LineColour);
    const double dot = std::max(2.0, spacing() * 0.1);
    for (const Point star :
        { Point { size / 2, size / 2 }, Point { in, in }, Point { size - 1 - in, in },
            Point { in, size - 1 - in }, Point { size - 1 - in, size - 1 - in } }) {
        painter.drawEllipse(centreOf(star), dot, dot);
    }
}

void GomokuBoardView::paintCoordinates(QPainter &painter) const
{
    const int size = m_game.board().size();
    const double step = spacing();
    QFont font = painter.font();
    font.setPixelSize(std::max(7, int(step * 0.42)));
    painter.setFont(font);
    painter.setPen(LineColour);
    const QSizeF cell(step, step);
    const QPointF below(-step / 2, step * 0.55); // the label's cell under the bottom line
    // Left of the first column, ending before it: the board's margin holds a number of two figures.
    const QSizeF rankCell(step * 0.9, step);
    const QPointF left(-step * 1.25, -step / 2);
    for (int i = 0; i < size; ++i) {
        painter.drawText(QRectF(centreOf({ i, size - 1 }) + below, cell), Qt::AlignCenter,
            QString(QChar(u'a' + i)));
        painter.drawText(QRectF(centreOf({ 0, i }) + left, rankCell),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(size - i));
    }
}

void GomokuBoardView::paintStones(QPainter &painter) const
{
    const auto &history = m_game.board().history();
    const std::size_t shown
        = m_shownStones ? std::min(history.size(), std::size_t(*m_shownStones)) : history.size();
    const double radius = spacing() * StoneRadius;
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(spacing() * 0.4)));
    painter.setFont(font);
    for (std::size_t i = 0; i < shown; ++i) {
        const bool black = history[i].stone == Stone::Black;
        const QPointF centre = centreOf(Board::pointOf(history[i].index));
        painter.setPen(QPen(Qt::black, 1));
        painter.setBrush(black ? Qt::black : Qt::white);
        painter.drawEllipse(centre, radius, radius);
        if (m_showNumbers) {
            painter.setPen(black ? Qt::white : Qt::black);
            painter.drawText(
                QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)),
                Qt::AlignCenter, QString::number(i + 1));
        } else if (i + 1 == shown) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(WinColour);
            painter.drawEllipse(centre, radius * 0.25, radius * 0.25);
        }
    }
}

void GomokuBoardView::paintMarks(QPainter &painter) const
{
    const double radius = spacing() * StoneRadius;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(WinColour, std::max(2.0, spacing() * 0.08)));
    for (const Point p : m_game.outcome().line) {
        painter.drawEllipse(centreOf(p), radius * 1.05, radius * 1.05);
    }
    painter.setPen(QPen(ForbiddenColour, std::max(1.5, spacing() * 0.06)));
    const double arm = spacing() * 0.18;
    for (const Point p : m_game.forbiddenPoints()) {
        const QPointF c = centreOf(p);
        painter.drawLine(c + QPointF(-arm, -arm), c + QPointF(arm, arm));
        painter.drawLine(c + QPointF(-arm, arm), c + QPointF(arm, -arm));
    }
    if (m_hint) {
        painter.setPen(QPen(HintColour, std::max(2.0, spacing() * 0.08), Qt::DashLine));
        painter.drawEllipse(centreOf(*m_hint), radius, radius);
    }
}

void GomokuBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        if (const auto point = pointAt(event->position())) {
            emit pointClicked(*point);
        }
    }
}
