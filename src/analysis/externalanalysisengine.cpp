#include "analysis/externalanalysisengine.h"

#include <algorithm>
#include <chrono>

namespace xq {

std::pair<Board, std::vector<Move>> startAndMoves(const Board &board)
{
    Board start = board;
    std::vector<Move> moves;
    while (start.gamePly() > 0) {
        moves.push_back(start.lastMove());
        start.unmakeMove();
    }
    std::reverse(moves.begin(), moves.end());
    return { start, moves };
}

std::optional<AnalysisLine> readEngineLine(
    const client::SearchInfo &info, const Board &board, const client::Dialect &dialect)
{
    if (!info.hasScore() || info.pv.empty()) {
        return std::nullopt;
    }
    AnalysisLine line;
    line.multiPv = info.multiPv.value_or(1);
    line.depth = info.depth.value_or(0);
    line.mateInMoves = info.scoreMate;
    line.scoreCp = info.scoreMate ? mateScore(*info.scoreMate) : *info.scoreCp;
    line.nodes = static_cast<std::uint64_t>(std::max(0LL, info.nodes.value_or(0)));
    line.nps = static_cast<std::uint64_t>(std::max(0LL, info.nps.value_or(0)));
    Board position = board;
    for (const std::string &text : info.pv) {
        const auto move = client::parseEngineMove(text, dialect);
        if (!move || !position.canMove(move->from(), move->to())) {
            break;
        }
        position.makeMove(*move);
        line.pv.push_back(*move);
    }
    if (line.pv.empty()) {
        return std::nullopt;
    }
    return line;
}

ExternalAnalysisEngine::ExternalAnalysisEngine(client::EngineConfig config)
    : m_config(std::move(config))
{
}

ExternalAnalysisEngine::~ExternalAnalysisEngine()
{
    m_client.quit();
}

Result<bool> ExternalAnalysisEngine::start()
{
    m_client.quit();
    m_lines = 0;
    auto started = m_client.start(m_config);
    m_ready = started.ok();
    return started;
}

std::string ExternalAnalysisEngine::name() const
{
    return m_client.idName().empty() ? m_config.name : m_client.idName();
}

void ExternalAnalysisEngine::setLines(int lines)
{
    if (lines == m_lines || (lines == 1 && m_lines == 0)) {
        return;
    }
    if (m_client.findOption("MultiPV") != nullptr) {
        m_client.setOption("MultiPV", std::to_string(lines));
    }
    m_lines = lines;
}

AnalysisOutcome ExternalAnalysisEngine::fail(const std::string &error)
{
    // After a timeout or a crash the engine's state is unknown: it must be started again.
    m_client.quit();
    m_ready = false;
    return AnalysisOutcome::failed(name() + ": " + error);
}

AnalysisOutcome ExternalAnalysisEngine::analyse(const Board &board, const AnalysisRequest &request,
    const std::atomic<bool> &stop, const LineHandler &onLine)
{
    if (!m_ready) {
        return AnalysisOutcome::failed(name() + ": the engine is not running");
    }
    setLines(std::clamp(request.lines, 1, MaxAnalysisLines));
    const auto [start, moves] = startAndMoves(board);
    LineTable table(std::clamp(request.lines, 1, MaxAnalysisLines));
    const auto handler = [&](const client::SearchInfo &info) {
        if (const auto line = readEngineLine(info, board, m_client.dialect())) {
            if (table.update(*line) && onLine) {
                onLine(*line);
            }
        }
        return !stop.load();
    };
    const auto begin = std::chrono::steady_clock::now();
    int chunkMs = FirstChunkMs;
    for (;;) {
        int thisChunk = chunkMs;
        if (request.moveTimeMs > 0) {
            const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - begin);
            thisChunk = std::max(1, request.moveTimeMs - static_cast<int>(spent.count()));
        }
        client::SearchLimits limits;
        limits.moveTimeMs = thisChunk;
        limits.searchMoves = request.searchMoves;
        const client::SearchResult result = m_client.search(
            start, moves, limits, std::chrono::milliseconds(thisChunk + AnswerGraceMs), handler);
        if (result.status != client::SearchStatus::Move
            && result.status != client::SearchStatus::NoMove) {
            return fail(std::string(client::describe(result.status)) + ": " + result.detail);
        }
        if (stop.load() || request.moveTimeMs > 0
            || result.status == client::SearchStatus::NoMove) {
            // The best move is the one the lines shown lead with: the engine's answer may come
            // from a depth the clock cut short, whose lines are not shown, and a hint or a
            // review must say what its line says.
            std::vector<AnalysisLine> lines = table.lines();
            const Move best = lines.empty() ? result.move : lines.front().pv.front();
            return AnalysisOutcome::finished(best, std::move(lines));
        }
        chunkMs = std::min(chunkMs * 2, LongestChunkMs);
    }
}

} // namespace xq
