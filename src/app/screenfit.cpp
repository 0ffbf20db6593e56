#include "app/screenfit.h"

#include <QScreen>
#include <QWidget>

#include <algorithm>

QSize sizeWithinScreen(const QWidget &window, QSize wanted)
{
    const QSize frame = (window.frameGeometry().size() - window.size()).expandedTo({ 0, 0 });
    return wanted.boundedTo(window.screen()->availableGeometry().size() - frame);
}

void keepOnScreen(QWidget &window)
{
    const QRect available = window.screen()->availableGeometry();
    const QRect frame = window.frameGeometry();
    const int x = std::clamp(frame.left(), available.left(),
        std::max(available.left(), available.right() - frame.width() + 1));
    const int y = std::clamp(frame.top(), available.top(),
        std::max(available.top(), available.bottom() - frame.height() + 1));
    window.move(x, y);
}
