#include "app/reversi/reversiai.h"

#include "reversi/levels.h"

ReversiAi::ReversiAi(QObject *parent)
    : QObject(parent), m_engine(std::make_unique<reversi::Engine>()),
      m_worker(QStringLiteral("reversi ai"))
{
    connect(&m_worker, &WorkerThread::idle, this, &ReversiAi::idle);
}

ReversiAi::~ReversiAi() = default;

void ReversiAi::think(const reversi::Board &board, int level, int movetimeMs, int threads)
{
    reversi::Engine *engine = m_engine.get();
    m_worker.run([this, engine, board, level, movetimeMs, threads](quint64 request) {
        engine->setLevel(level);
        engine->setMovetime(movetimeMs);
        engine->setThreads(threads);
        const auto report = [this, request](const reversi::SearchResult &step) {
            m_worker.report(request,
                [this, step] { emit progress(step.score, step.depth, step.exact, step.fromBook); });
        };
        const reversi::SearchResult result = engine->play(board, report);
        return WorkerThread::Answer(
            [this, result] { emit moveChosen(result.move, result.score, result.exact); });
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
