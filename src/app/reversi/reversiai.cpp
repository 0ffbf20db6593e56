#include "app/reversi/reversiai.h"

#include "reversi/levels.h"

ReversiAi::ReversiAi(QObject *parent)
    : QObject(parent), m_worker(new QObject), m_engine(std::make_unique<reversi::Engine>())
{
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

ReversiAi::~ReversiAi()
{
    m_thread.quit();
    m_thread.wait();
}

void ReversiAi::think(const reversi::Board &board, int level, int movetimeMs, int threads)
{
    const quint64 request = ++m_request;
    ++m_pending;
    reversi::Engine *engine = m_engine.get();
    QMetaObject::invokeMethod(m_worker, [this, engine, board, level, movetimeMs, threads, request] {
        engine->setLevel(level);
        engine->setMovetime(movetimeMs);
        engine->setThreads(threads);
        const auto report = [this, request](const reversi::SearchResult &step) {
            QMetaObject::invokeMethod(
                this,
                [this, step, request] {
                    if (request == m_request) {
                        emit progress(step.score, step.depth, step.exact, step.fromBook);
                    }
                },
                Qt::QueuedConnection);
        };
        const reversi::SearchResult result = engine->play(board, report);
        QMetaObject::invokeMethod(
            this,
            [this, result, request] {
                --m_pending;
                if (request == m_request) {
                    emit moveChosen(result.move, result.score, result.exact);
                } else if (m_pending == 0) {
                    emit idle();
                }
            },
            Qt::QueuedConnection);
    });
}

void ReversiAi::moveNow()
{
    // Only the search's stop flag is touched from this thread. A stop sent before the worker
    // starts the search still reaches it.
    if (isThinking()) {
        m_engine->search().stop();
    }
}
