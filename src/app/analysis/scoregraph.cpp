#include "app/analysis/scoregraph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

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
    p.setPen(QColor(150, 150, 150));
    p.drawLine(QPointF(0, height() / 2.0), QPointF(width(), height() / 2.0));
    if (m_currentPly >= 0 && m_currentPly < m_scores.size()) {
        p.setPen(QPen(QColor(200, 40, 40), 2));
        const double x = pointFor(m_currentPly).x();
        p.drawLine(QPointF(x, 0), QPointF(x, height()));
    }
}

void ScoreGraph::mousePressEvent(QMouseEvent *event)
{
    if (!m_scores.isEmpty()) {
        emit plyClicked(plyAt(event->position().x()));
    }
}
