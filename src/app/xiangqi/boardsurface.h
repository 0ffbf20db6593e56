#pragma once

// What every widget that draws the 9x10 board shares: the board's proportions, its comfortable
// and smallest sizes, the half-turn flip, and the mapping between points and pixels.

#include "app/xiangqi/boardgeometry.h"

#include "core/types.h"

#include <QWidget>

class BoardSurface : public QWidget {
    Q_OBJECT

public:
    /// `preferredCell`: pixels between two lines at the widget's comfortable size.
    explicit BoardSurface(int preferredCell, QWidget *parent = nullptr);

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    BoardGeometry geometryForSize() const { return BoardGeometry(size(), m_flipped); }
    QRectF squareRect(xq::Square square) const { return geometryForSize().squareRect(square); }
    xq::Square squareAt(QPointF position) const { return geometryForSize().squareAt(position); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    /// The flip changed; the widget repaints right after.
    virtual void flipChanged() { }

private:
    int m_preferredCell;
    bool m_flipped = false;
};
