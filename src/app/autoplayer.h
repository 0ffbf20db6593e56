#pragma once

// Autoplay: steps through the record on a timer, a move every interval, until the end of the
// line. It only asks for each step; the window shows it. A click on a watched widget stops it.

#include <QObject>
#include <QTimer>

#include <functional>

class AppSettings;
class MoveListPanel;
class QWidget;

class AutoPlayer : public QObject {
    Q_OBJECT

public:
    explicit AutoPlayer(QObject *parent = nullptr);

    void setIntervalMs(int ms);
    int intervalMs() const { return m_timer.interval(); }
    bool isRunning() const { return m_timer.isActive(); }
    /// A mouse press in `widget` stops the autoplay.
    void stopOnClicks(QWidget *widget);
    /// Runs from `list`'s play/pause button (`begin` starts it from where the record is shown)
    /// at the speed chosen there, which `settings` keep; the button shows whether it runs.
    void takeControlsFrom(MoveListPanel &list, AppSettings &settings, std::function<void()> begin);

public slots:
    void start();
    void stop();

signals:
    /// Time to show the next move.
    void stepRequested();
    void runningChanged(bool running);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTimer m_timer;
};
