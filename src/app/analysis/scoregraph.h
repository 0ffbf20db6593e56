#pragma once

// The score graph of a reviewed game: Red's advantage after each ply (up: Red better), the
// position shown marked, and a click jumps to the ply under it.

#include <QVector>
#include <QWidget>

class ScoreGraph : public QWidget {
    Q_OBJECT

public:
    explicit ScoreGraph(QWidget *parent = nullptr);

    /// Red's view of each position: the start, then after each ply. Empty hides the graph.
    void setScores(const QVector<int> &redScores);
    const QVector<int> &scores() const { return m_scores; }
    void setCurrentPly(int ply);
    /// The ply whose column holds widget position x.
    int plyAt(double x) const;
    /// Scores beyond this many centipawns draw at the edge.
    static constexpr int ScaleCp = 1000;

    QSize sizeHint() const override { return { 200, 80 }; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QPointF pointFor(int ply) const;

    QVector<int> m_scores;
    int m_currentPly = -1;
};
