#include "puzzles/enginelines.h"

#include <mutex>

namespace puzzles {

EngineLines::EngineLines(int hashMb) : m_hashMb(hashMb)
{
}

namespace {

// Keeps the newest report and when its first move last changed.
struct Reports {
    std::mutex mutex;
    std::optional<EngineLine> best;
    int settledDepth = 0;

    void add(const xq::SearchInfo &info)
    {
        if (info.pv.empty()) {
            return;
        }
        std::lock_guard lock(mutex);
        if (!best || best->pv.front() != info.pv.front()) {
            settledDepth = info.depth;
        }
        best = EngineLine { info.depth, info.scoreCp, info.mateInMoves, info.pv };
    }
};

} // namespace

EngineAnswer EngineLines::search(
    const xq::Board &board, int depth, std::uint64_t nodeLimit, const std::vector<xq::Move> &only)
{
    xq::EngineOptions options;
    options.hashMb = m_hashMb;
    options.threads = 1;
    options.ownBook = false;
    m_engine.setOptions(options);
    // A fresh table for every question, so an answer never depends on the questions before it.
    m_engine.newGame();
    m_engine.setPosition(board);

    Reports reports;
    xq::SearchLimits limits;
    limits.depth = depth;
    limits.nodes = nodeLimit;
    limits.searchMoves = only;
    m_engine.go(
        limits, [&reports](const xq::SearchInfo &info) { reports.add(info); },
        [](const xq::BestMove &) {});
    m_engine.wait();

    std::lock_guard lock(reports.mutex);
    return EngineAnswer { std::move(reports.best), reports.settledDepth };
}

} // namespace puzzles
