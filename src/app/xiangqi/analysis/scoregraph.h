#pragma once

// The score graph of a reviewed game: Red's advantage after each ply (up: Red better), with its
// axis (the even line, move numbers along it) and legend (which half is whose), the review's
// marks on the plies they judged (?? red, ? orange, ?! yellow), the position shown marked, and a
// click jumps to the ply under it.

#include <QStringList>
#include <QVector>
#include <QWidget>

class ScoreGraph : public QWidget {
    Q_OBJECT

public:
    explicit ScoreGraph(QWidget *parent = nullptr);

    /// Red's view of each position: the start, then after each ply. Empty hides the graph.
    void setScores(const QVector<int> &redScores);
    const QVector<int> &scores() const { return m_scores; }
    /// The review's mark of each ply ("??", "?", "?!" or empty), the start first.
    void setMarks(const QStringList &marks);
    const QStringList &marks() const { return m_marks; }
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
    void paintAxis(QPainter &painter) const;
    void paintMarks(QPainter &painter) const;

    QVector<int> m_scores;
    QStringList m_marks;
    int m_currentPly = -1;
};
