#pragma once

// The built-in engine (xq::Engine, MultiPV) behind the analysis interface. Its search runs on
// the engine's own thread; analyse() waits for it, raising stop when asked.

#include "analysis/analysisengine.h"

#include "engine/engine.h"

#include <memory>

namespace xq {

class BuiltinAnalysisEngine : public AnalysisEngine {
public:
    explicit BuiltinAnalysisEngine(int hashMb = 64);
    static constexpr const char *Name = "Xiangqi (built-in)";

    Result<bool> start() override;
    bool isReady() const override { return true; }
    std::string name() const override;
    AnalysisOutcome analyse(const Board &board, const AnalysisRequest &request,
        const std::atomic<bool> &stop, const LineHandler &onLine) override;

private:
    std::unique_ptr<Engine> m_engine;
    int m_hashMb;
};

} // namespace xq
