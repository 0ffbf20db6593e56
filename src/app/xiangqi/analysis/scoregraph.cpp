#include "app/xiangqi/analysis/scoregraph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {
const QColor AxisColour(150, 150, 150);
const QColor LegendColour(120, 120, 120); // readable on both halves
const QColor BlunderColour(220, 30, 30);
const QColor MistakeColour(240, 140, 20);
const QColor InaccuracyColour(230, 200, 40);
constexpr int PliesPerTick = 20; // ten moves
constexpr int TickPixels = 3;
constexpr int LabelPixels = 10;
constexpr double MarkRadius = 3.5;
} // namespace

ScoreGraph::ScoreGraph(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(60);
    setCursor(Qt::PointingHandCursor);
}

void ScoreGraph::setScores(const QVector<int> &redScores)
{
    m_scores = redScores;
    setVisible(!m_scores.isEmpty());
    update();
}

void ScoreGraph::setMarks(const QStringList &marks)
{
    m_marks = marks;
    update();
}

void ScoreGraph::setCurrentPly(int ply)
{
    if (ply != m_currentPly) {
        m_currentPly = ply;
        update();
    }
}

int ScoreGraph::plyAt(double x) const
{
    if (m_scores.size() < 2 || width() <= 1) {
        return 0;
    }
    const double step = double(width() - 1) / double(m_scores.size() - 1);
    return std::clamp(int(std::lround(x / step)), 0, int(m_scores.size()) - 1);
}

QPointF ScoreGraph::pointFor(int ply) const
{
    const double step = m_scores.size() < 2 ? 0.0 : double(width() - 1) / (m_scores.size() - 1);
    const double score = std::clamp(m_scores[ply], -ScaleCp, ScaleCp);
    const double middle = height() / 2.0;
    return { ply * step, middle - score / ScaleCp * (middle - 2) };
}

void ScoreGraph::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(60, 60, 60)); // Black's side: the lower half stays dark
    if (m_scores.isEmpty()) {
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath area(QPointF(0, height()));
    for (int ply = 0; ply < m_scores.size(); ++ply) {
        area.lineTo(pointFor(ply));
    }
    area.lineTo(width() - 1, height());
    area.closeSubpath();
    p.fillPath(area, QColor(235, 225, 205)); // Red's advantage fills from below
    paintAxis(p);
    paintMarks(p);
    if (m_currentPly >= 0 && m_currentPly < m_scores.size()) {
        p.setPen(QPen(QColor(200, 40, 40), 2));
        const double x = pointFor(m_currentPly).x();
        p.drawLine(QPointF(x, 0), QPointF(x, height()));
    }
}

// The even line with a tick every ten moves, and which half is whose.
void ScoreGraph::paintAxis(QPainter &p) const
{
    const double middle = height() / 2.0;
    p.setPen(AxisColour);
    p.drawLine(QPointF(0, middle), QPointF(width(), middle));
    QFont font = p.font();
    font.setPixelSize(LabelPixels);
    p.setFont(font);
    for (int ply = PliesPerTick; ply < m_scores.size(); ply += PliesPerTick) {
        const double x = pointFor(ply).x();
        p.drawLine(QPointF(x, middle - TickPixels), QPointF(x, middle + TickPixels));
        p.drawText(QPointF(x + 2, middle - 2), QString::number(ply / 2));
    }
    p.setPen(LegendColour);
    const QRectF upper(2, 1, width() - 4, middle - 1);
    const QRectF lower(2, middle, width() - 4, middle - 1);
    p.drawText(upper, Qt::AlignTop | Qt::AlignLeft, tr("Red better"));
    p.drawText(lower, Qt::AlignBottom | Qt::AlignLeft, tr("Black better"));
}

// Each move the review marked, a dot on the curve in the mark's colour.
void ScoreGraph::paintMarks(QPainter &p) const
{
    p.setPen(Qt::NoPen);
    for (int ply = 1; ply < m_scores.size() && ply < m_marks.size(); ++ply) {
        const QString &mark = m_marks[ply];
        if (mark.isEmpty()) {
            continue;
        }
        p.setBrush(mark == QStringLiteral("??") ? BlunderColour
                : mark == QStringLiteral("?")   ? MistakeColour
                                                : InaccuracyColour);
        p.drawEllipse(pointFor(ply), MarkRadius, MarkRadius);
    }
}

void ScoreGraph::mousePressEvent(QMouseEvent *event)
{
    if (!m_scores.isEmpty()) {
        emit plyClicked(plyAt(event->position().x()));
    }
}
