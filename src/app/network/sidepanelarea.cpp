#include "app/network/sidepanelarea.h"

#include <QScrollBar>

SidePanelArea::SidePanelArea(QWidget *panel, QWidget *parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setWidget(panel);
}

QSize SidePanelArea::sizeHint() const
{
    return QScrollArea::sizeHint() + QSize(verticalScrollBar()->sizeHint().width(), 0);
}
