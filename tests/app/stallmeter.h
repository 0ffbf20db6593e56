#pragma once

// The event-loop stall measurement the window tests share: how long the GUI thread went without
// running its loop while an engine worked on another thread.

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QString>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <ctime>

namespace stallmeter {
constexpr int TickMs = 2;
}

/// CPU time used by the calling thread so far.
inline qint64 threadCpuUs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<qint64>(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
}

/// Watches the GUI thread's event loop with a fast timer. Between two ticks it records the wall
/// time (what a player sees, which includes waiting for a busy CPU) and the GUI thread's own
/// CPU time (the work that kept the loop from running: what the window is to blame for).
class StallMeter : public QObject {
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(stallmeter::TickMs);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 cpu = threadCpuUs();
            m_longestWallMs = std::max(m_longestWallMs, m_clock.restart());
            m_longestBusyUs = std::max(m_longestBusyUs, cpu - m_cpu);
            m_cpu = cpu;
        });
        m_cpu = threadCpuUs();
        m_clock.start();
        m_timer.start();
    }
    qint64 longestWallMs() const { return m_longestWallMs; }
    qint64 longestBusyMs() const { return m_longestBusyUs / 1000; }
    /// Why the loop stalled too long, or empty: GUI-thread work always counts; the wall clock
    /// (which includes waiting for a core) only on a machine that is not overloaded.
    QString failure(qint64 limitMs, double loadPerCore) const
    {
        if (longestBusyMs() >= limitMs) {
            return QStringLiteral("the GUI thread worked %1 ms").arg(longestBusyMs());
        }
        if (loadPerCore < 1.0 && m_longestWallMs >= limitMs) {
            return QStringLiteral("stall of %1 ms").arg(m_longestWallMs);
        }
        return {};
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_cpu = 0;
    qint64 m_longestWallMs = 0;
    qint64 m_longestBusyUs = 0;
};

/// Runnable processes per core, from the one-minute load average.
inline double loadPerCore()
{
    QFile file("/proc/loadavg");
    if (!file.open(QIODevice::ReadOnly)) {
        return 0;
    }
    const double load = file.readAll().split(' ').value(0).toDouble();
    return load / std::max(1, QThread::idealThreadCount());
}
