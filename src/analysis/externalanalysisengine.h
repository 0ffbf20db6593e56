#pragma once

// An external UCI or UCCI engine (the engine client) behind the analysis interface. A long
// analysis is asked for in timed chunks rather than `go infinite`: every chunk ends in a
// bestmove within a deadline, so an engine that hangs is caught, and a raised stop is seen at
// the latest when the chunk ends. The engine keeps its hash between chunks, so each chunk goes
// straight back to the depth the last one reached.

#include "analysis/analysisengine.h"

#include "engineclient/engineclient.h"

#include <utility>
#include <vector>

namespace xq {

class ExternalAnalysisEngine : public AnalysisEngine {
public:
    explicit ExternalAnalysisEngine(client::EngineConfig config);
    ~ExternalAnalysisEngine() override;

    Result<bool> start() override;
    bool isReady() const override { return m_ready; }
    std::string name() const override;
    AnalysisOutcome analyse(const Board &board, const AnalysisRequest &request,
        const std::atomic<bool> &stop, const LineHandler &onLine) override;

    /// How much longer than a chunk an engine may take to answer before it counts as hung.
    static constexpr int AnswerGraceMs = 5000;
    static constexpr int FirstChunkMs = 1000;
    static constexpr int LongestChunkMs = 8000;

    const client::EngineClient &client() const { return m_client; }

private:
    void setLines(int lines);
    AnalysisOutcome fail(const std::string &error);

    client::EngineConfig m_config;
    client::EngineClient m_client;
    bool m_ready = false;
    int m_lines = 0; ///< the MultiPV last set; 0: never
};

/// The position as the engine client sends it: the board it was set up from and the moves since.
std::pair<Board, std::vector<Move>> startAndMoves(const Board &board);

/// The line the engine reported, with its moves checked against the rules; nullopt when it has
/// no score or its first move is not legal. The moves stop at the first one that is not legal.
std::optional<AnalysisLine> readEngineLine(
    const client::SearchInfo &info, const Board &board, const client::Dialect &dialect);

} // namespace xq
