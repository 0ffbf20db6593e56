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

void ReversiAi::think(const reversi::Board &board, int level, int movetimeMs)
{
    const quint64 request = ++m_request;
    ++m_pending;
    reversi::Engine *engine = m_engine.get();
    QMetaObject::invokeMethod(m_worker, [this, engine, board, level, movetimeMs, request] {
        engine->setLevel(level);
        engine->setMovetime(movetimeMs);
        const reversi::SearchResult result = engine->play(board);
        QMetaObject::invokeMethod(
            this,
            [this, result, request] {
                --m_pending;
                if (request == m_request) {
                    emit moveChosen(result.move, result.score);
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
