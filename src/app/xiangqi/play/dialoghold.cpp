#include "app/xiangqi/play/dialoghold.h"

#include "app/xiangqi/singlegame.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

DialogHold::DialogHold(SingleGame &game, QWidget &widget, QObject *parent)
    : QObject(parent), m_game(game), m_widget(widget)
{
    // The application's events tell which window is blocked, whatever window the widget is in.
    qApp->installEventFilter(this);
}

bool DialogHold::eventFilter(QObject *watched, QEvent *event)
{
    const bool blocked = event->type() == QEvent::WindowBlocked;
    if ((blocked || event->type() == QEvent::WindowUnblocked) && watched == m_widget.window()) {
        m_game.setHeld(blocked);
    }
    return QObject::eventFilter(watched, event);
}
