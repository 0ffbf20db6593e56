#include "analysis/analysisengine.h"

namespace xq {

int mateScore(int moves)
{
    return moves > 0 ? MateScore - moves : -MateScore - moves;
}

AnalysisOutcome AnalysisOutcome::finished(Move best, std::vector<AnalysisLine> lines)
{
    AnalysisOutcome outcome;
    outcome.ok = true;
    outcome.best = best;
    outcome.lines = std::move(lines);
    return outcome;
}

AnalysisOutcome AnalysisOutcome::failed(std::string error)
{
    AnalysisOutcome outcome;
    outcome.error = std::move(error);
    return outcome;
}

bool LineTable::update(const AnalysisLine &line)
{
    if (line.multiPv < 1 || line.multiPv > static_cast<int>(m_lines.size()) || line.pv.empty()) {
        return false;
    }
    auto &slot = m_lines[static_cast<std::size_t>(line.multiPv - 1)];
    // An engine restarting its iterations (a new chunk of a long analysis) reports shallow
    // depths again; the deeper line it already gave stays until it is passed.
    if (slot && slot->depth > line.depth) {
        return false;
    }
    slot = line;
    return true;
}

std::vector<AnalysisLine> LineTable::lines() const
{
    std::vector<AnalysisLine> result;
    for (const auto &line : m_lines) {
        if (line) {
            result.push_back(*line);
        }
    }
    return result;
}

} // namespace xq
