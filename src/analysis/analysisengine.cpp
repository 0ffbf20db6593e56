#include "analysis/analysisengine.h"

#include <algorithm>

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
    if (line.multiPv < 1 || line.multiPv > m_count || line.pv.empty()) {
        return false;
    }
    const auto same = std::find_if(m_byFirstMove.begin(), m_byFirstMove.end(),
        [&line](const AnalysisLine &known) { return known.pv.front() == line.pv.front(); });
    if (same == m_byFirstMove.end()) {
        m_byFirstMove.push_back(line);
        return true;
    }
    // An engine restarting its iterations (a new chunk of a long analysis) reports shallow
    // depths again; the deeper line it already gave stays until it is passed.
    if (same->depth > line.depth) {
        return false;
    }
    *same = line;
    return true;
}

std::vector<AnalysisLine> LineTable::lines() const
{
    std::vector<AnalysisLine> result = m_byFirstMove;
    // Deepest first; within a depth, best first (a depth cut short by the clock may have
    // reported its lines out of order).
    std::stable_sort(result.begin(), result.end(), [](const auto &a, const auto &b) {
        return a.depth != b.depth ? a.depth > b.depth : a.scoreCp > b.scoreCp;
    });
    if (result.size() > static_cast<std::size_t>(m_count)) {
        result.resize(static_cast<std::size_t>(m_count));
    }
    return result;
}

} // namespace xq
