#include "analysis/builtinanalysisengine.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace xq {

namespace {

constexpr auto StopPoll = std::chrono::milliseconds(5); // how soon a raised stop is seen

AnalysisLine lineOf(const SearchInfo &info)
{
    AnalysisLine line;
    line.multiPv = info.multiPv;
    line.depth = info.depth;
    line.mateInMoves = info.mateInMoves;
    line.scoreCp = info.mateInMoves ? mateScore(*info.mateInMoves) : info.scoreCp;
    line.nodes = info.nodes;
    line.nps = info.nps;
    line.pv = info.pv;
    return line;
}

// What the search thread hands to the waiting analyse() call.
struct SearchState {
    explicit SearchState(int lines) : table(lines) { }
    std::mutex mutex;
    std::condition_variable done;
    bool finished = false;
    Move best;
    LineTable table;
};

} // namespace

BuiltinAnalysisEngine::BuiltinAnalysisEngine(int hashMb)
    : m_engine(std::make_unique<Engine>()), m_hashMb(hashMb)
{
}

Result<bool> BuiltinAnalysisEngine::start()
{
    m_engine->stop();
    m_engine->wait();
    m_engine->newGame();
    return true;
}

std::string BuiltinAnalysisEngine::name() const
{
    return Name;
}

AnalysisOutcome BuiltinAnalysisEngine::analyse(const Board &board, const AnalysisRequest &request,
    const std::atomic<bool> &stop, const LineHandler &onLine)
{
    EngineOptions options = m_engine->options();
    options.multiPv = std::clamp(request.lines, 1, MaxAnalysisLines);
    options.level = -1;
    options.ownBook = false; // a book move has no score to show
    options.hashMb = m_hashMb;
    m_engine->setOptions(options);
    m_engine->setPosition(board);

    SearchState state(options.multiPv);
    SearchLimits limits;
    limits.moveTimeMs = request.moveTimeMs;
    limits.infinite = request.moveTimeMs == 0;
    limits.searchMoves = request.searchMoves;
    m_engine->go(
        limits,
        [&state, &onLine](const SearchInfo &info) {
            const AnalysisLine line = lineOf(info);
            std::lock_guard lock(state.mutex);
            if (state.table.update(line) && onLine) {
                onLine(line);
            }
        },
        [&state](const BestMove &best) {
            std::lock_guard lock(state.mutex);
            state.best = best.move;
            state.finished = true;
            state.done.notify_all();
        });
    {
        std::unique_lock lock(state.mutex);
        while (!state.done.wait_for(lock, StopPoll, [&state] { return state.finished; })) {
            if (stop.load()) {
                m_engine->stop();
            }
        }
    }
    m_engine->wait();
    return AnalysisOutcome::finished(state.best, state.table.lines());
}

} // namespace xq
