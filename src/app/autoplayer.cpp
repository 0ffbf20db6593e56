#include "app/autoplayer.h"

#include "app/appsettings.h"
#include "app/movelistpanel.h"

#include <QEvent>
#include <QWidget>

AutoPlayer::AutoPlayer(QObject *parent) : QObject(parent)
{
    connect(&m_timer, &QTimer::timeout, this, &AutoPlayer::stepRequested);
}

void AutoPlayer::setIntervalMs(int ms)
{
    m_timer.setInterval(ms);
}

void AutoPlayer::stopOnClicks(QWidget *widget)
{
    widget->installEventFilter(this);
}

void AutoPlayer::takeControlsFrom(
    MoveListPanel &list, AppSettings &settings, std::function<void()> begin)
{
    setIntervalMs(settings.autoplayMs());
    list.setAutoplayMs(settings.autoplayMs());
    connect(
        &list, &MoveListPanel::autoplayToggled, this, [this, begin = std::move(begin)](bool on) {
            if (on) {
                begin();
            } else {
                stop();
            }
        });
    connect(&list, &MoveListPanel::autoplaySpeedChosen, this, [this, &settings](int ms) {
        settings.setAutoplayMs(ms);
        setIntervalMs(ms);
    });
    connect(this, &AutoPlayer::runningChanged, &list, &MoveListPanel::setAutoplaying);
}

void AutoPlayer::start()
{
    if (!isRunning()) {
        m_timer.start();
        emit runningChanged(true);
    }
}

void AutoPlayer::stop()
{
    if (isRunning()) {
        m_timer.stop();
        emit runningChanged(false);
    }
}

bool AutoPlayer::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress) {
        stop();
    }
    return QObject::eventFilter(watched, event);
}
