#pragma once

// The network window's side panel scrolls when the window is given less room than it asks for
// (a small screen, a window manager that shrinks it), rather than being drawn over the board. It
// asks for room for its vertical scroll bar as well: a panel taller than the window then scrolls
// down without also scrolling sideways.

#include <QScrollArea>

class SidePanelArea : public QScrollArea {
    Q_OBJECT

public:
    /// Shows `panel`, resized to the area's width.
    explicit SidePanelArea(QWidget *panel, QWidget *parent = nullptr);

    QSize sizeHint() const override;
};
