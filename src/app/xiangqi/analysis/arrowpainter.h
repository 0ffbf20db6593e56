#pragma once

// Arrows over the board for the analysis lines' first moves: the best line's arrow strongest,
// the others fainter, so the order can be read at a glance.

#include "app/xiangqi/boardgeometry.h"

#include "core/types.h"

#include <QList>

class QPainter;

class ArrowPainter {
public:
    static void paint(QPainter &p, const BoardGeometry &geometry, const QList<xq::Move> &arrows);
    /// How opaque the arrow of the line at `index` (0: the best) is, 0..255.
    static int alphaFor(int index);
};
