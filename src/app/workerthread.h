#pragma once

// Work off the GUI thread, as the games' computer players do it: a job handed to a thread of its
// own, what it found run back on the owner's thread by a queued call, and only for the newest
// job: a newer one, or cancel(), makes the job under way stale and its answer is dropped, so an
// answer to a position no longer shown never lands. Jobs run one after another; the destructor
// waits for the one under way (each is a bounded search), so nothing outlives the owner.

#include <QObject>
#include <QThread>

#include <functional>

class WorkerThread : public QObject {
    Q_OBJECT

public:
    /// What a job hands back: run on the owner's thread, unless the job went stale.
    using Answer = std::function<void()>;
    /// A job, given its request number (for report()).
    using Job = std::function<Answer(quint64 request)>;

    explicit WorkerThread(const QString &name, QObject *parent = nullptr);
    ~WorkerThread() override;

    /// Starts `job` on the thread (after the one under way); makes every earlier job stale.
    void run(Job job);
    /// From a job under way: runs `report` on the owner's thread while `request` is the newest.
    void report(quint64 request, Answer report);
    /// Makes the job under way stale: its answer and reports are dropped.
    void cancel() { ++m_request; }
    /// Whether a job is under way or its answer (stale or not) still to come.
    bool isBusy() const { return m_pending != 0; }

signals:
    /// A stale answer came back and no job is left: the owner may ask again.
    void idle();

private:
    QThread m_thread;
    QObject *m_worker; ///< lives on m_thread: the jobs are queued calls to it
    quint64 m_request = 0; ///< the newest request's number; read and written on the owner's thread
    int m_pending = 0;
};
