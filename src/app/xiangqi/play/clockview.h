#pragma once

// The two clocks of a timed game, Red's and Black's side by side: the running one highlighted
// in green, amber while the game is paused, a fallen flag in red.

#include "core/types.h"

#include <QWidget>

class ChessClocks;
class QLabel;

class ClockView : public QWidget {
    Q_OBJECT

public:
    explicit ClockView(QWidget *parent = nullptr);

    /// Shows `clocks` (nullptr: no clock, the view hides).
    void setClocks(const ChessClocks *clocks);
    /// The text shown for a side, for the tests.
    QString text(xq::Side side) const;
    /// Whether a side's clock is shown as running (not paused).
    bool isHighlighted(xq::Side side) const;

public slots:
    void refresh();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QLabel *label(xq::Side side) const { return m_labels[xq::index(side)]; }
    /// Shrinks the font, down to the window's own, until the texts fit their labels.
    void fitFont();

    const ChessClocks *m_clocks = nullptr;
    QLabel *m_labels[2];
    double m_fullPointSize = 0; ///< the font's size when there is room
};
