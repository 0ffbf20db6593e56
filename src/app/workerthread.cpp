#include "app/workerthread.h"

WorkerThread::WorkerThread(const QString &name, QObject *parent)
    : QObject(parent), m_worker(new QObject)
{
    m_thread.setObjectName(name);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

WorkerThread::~WorkerThread()
{
    m_thread.quit();
    m_thread.wait();
}

void WorkerThread::run(Job job)
{
    const quint64 request = ++m_request;
    ++m_pending;
    QMetaObject::invokeMethod(m_worker, [this, job = std::move(job), request] {
        Answer answer = job(request);
        // Queued to this object: dropped unseen if it is gone by then.
        QMetaObject::invokeMethod(
            this,
            [this, answer = std::move(answer), request] {
                --m_pending;
                if (request == m_request && answer) {
                    answer();
                } else if (m_pending == 0) {
                    emit idle();
                }
            },
            Qt::QueuedConnection);
    });
}

void WorkerThread::report(quint64 request, Answer report)
{
    QMetaObject::invokeMethod(
        this,
        [this, report = std::move(report), request] {
            if (request == m_request) {
                report();
            }
        },
        Qt::QueuedConnection);
}
