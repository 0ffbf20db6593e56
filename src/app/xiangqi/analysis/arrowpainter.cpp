#include "app/xiangqi/analysis/arrowpainter.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace {
constexpr double ShaftWidth = 0.16; // in cells
constexpr double HeadLength = 0.42;
constexpr double HeadWidth = 0.42;
const QColor ArrowColour(24, 110, 200);
} // namespace

int ArrowPainter::alphaFor(int index)
{
    return std::max(70, 200 - 45 * index);
}

void ArrowPainter::paint(QPainter &p, const BoardGeometry &geometry, const QList<xq::Move> &arrows)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double cell = geometry.cell();
    // The worst line first, so the best one is drawn on top.
    for (int index = static_cast<int>(arrows.size()) - 1; index >= 0; --index) {
        const xq::Move move = arrows[index];
        if (move.isNone()) {
            continue;
        }
        const QPointF from = geometry.center(move.from());
        const QPointF to = geometry.center(move.to());
        const QLineF line(from, to);
        if (line.length() < cell * 0.5) {
            continue;
        }
        const QLineF unit = line.unitVector();
        const QPointF along = (unit.p2() - unit.p1());
        const QPointF across(-along.y(), along.x());
        const QPointF headBase = to - along * (HeadLength * cell);
        QColor colour = ArrowColour;
        colour.setAlpha(alphaFor(index));
        p.setPen(QPen(colour, ShaftWidth * cell, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(from, headBase);
        QPainterPath head;
        head.moveTo(to);
        head.lineTo(headBase + across * (HeadWidth * cell / 2));
        head.lineTo(headBase - across * (HeadWidth * cell / 2));
        head.closeSubpath();
        p.fillPath(head, colour);
    }
    p.restore();
}
