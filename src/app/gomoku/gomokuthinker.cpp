#include "app/gomoku/gomokuthinker.h"

GomokuThinker::GomokuThinker(QObject *parent) : QObject(parent)
{
}

GomokuThinker::~GomokuThinker()
{
    cancel();
}

void GomokuThinker::cancel()
{
    m_stop = true;
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

void GomokuThinker::think(
    const gomoku::Position &position, int level, int ms, int threads, int request)
{
    cancel();
    m_stop = false;
    m_searcher.setLevel(level);
    m_searcher.setThreads(threads);
    m_thread = std::thread([this, copy = position, ms, request]() mutable {
        gomoku::SearchLimits limits;
        limits.hardMs = ms;
        limits.softMs = ms * 2 / 5;
        limits.stop = &m_stop;
        const gomoku::Stone side = copy.sideToMove();
        const gomoku::SearchResult result = m_searcher.search(copy, limits);
        emit moveFound(request,
            { result.move, result.score, result.depth, QString::fromStdString(result.how), side });
    });
}
