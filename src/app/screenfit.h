#pragma once

// Windows that fit the screen they are on, a small board's panel included: a size no larger than
// the screen leaves room for, and a window moved back from past the screen's edge.

#include <QSize>

class QWidget;

/// `wanted`, made no larger than `window`'s screen has room for with the window's frame.
QSize sizeWithinScreen(const QWidget &window, QSize wanted);
/// Moves `window` back within its screen, as far as it reaches past an edge.
void keepOnScreen(QWidget &window);
