#include "app/xiangqi/analysis/analysisworker.h"

AnalysisWorker::AnalysisWorker(std::unique_ptr<xq::AnalysisEngine> engine)
    : m_engine(std::move(engine))
{
}

AnalysisWorker::~AnalysisWorker() = default;

void AnalysisWorker::start()
{
    const auto result = m_engine->start();
    emit started(
        result.ok(), QString::fromStdString(result.ok() ? m_engine->name() : result.error()));
}

void AnalysisWorker::analyse(const xq::Board &board, int lines, int id)
{
    // Lines may come from the engine's own thread: emitting is all the handler does.
    const xq::AnalysisOutcome outcome = m_engine->analyse(board,
        xq::AnalysisRequest { .lines = lines, .moveTimeMs = 0, .searchMoves = {} }, m_stop,
        [this, id](const xq::AnalysisLine &line) { emit lineReady(id, line); });
    emit analysed(id, outcome.ok, QString::fromStdString(outcome.error));
}

void AnalysisWorker::review(const xq::GameTree &game, int moveTimeMs, int id)
{
    const xq::GameReview review = xq::reviewGame(game, *m_engine, moveTimeMs, m_stop,
        [this, id](int done, int total) { emit reviewProgress(id, done, total); });
    emit reviewed(id, review);
}
