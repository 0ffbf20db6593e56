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
    if (line.multiPv < 1 || line.multiPv > m_count || line.pv.empty() || line.depth < m_depth) {
        return false;
    }
    if (line.depth > m_depth) {
        finishDepth();
        m_depth = line.depth;
    }
    const auto same = std::find_if(m_current.begin(), m_current.end(),
        [&line](const AnalysisLine &known) { return known.pv.front() == line.pv.front(); });
    if (same == m_current.end()) {
        m_current.push_back(line);
    } else {
        *same = line; // a re-search of the same depth
    }
    return true;
}

void LineTable::finishDepth()
{
    // A depth cut short by the clock, with fewer lines, leaves the whole one shown.
    if (m_current.size() >= m_whole.size()) {
        m_whole = bestOf(m_current);
    }
    m_current.clear();
}

std::vector<AnalysisLine> LineTable::lines() const
{
    const bool currentWhole = m_current.size() >= static_cast<std::size_t>(m_count);
    return currentWhole || m_whole.empty() ? bestOf(m_current) : m_whole;
}

std::vector<AnalysisLine> LineTable::bestOf(std::vector<AnalysisLine> lines) const
{
    std::stable_sort(lines.begin(), lines.end(),
        [](const AnalysisLine &a, const AnalysisLine &b) { return a.scoreCp > b.scoreCp; });
    if (lines.size() > static_cast<std::size_t>(m_count)) {
        lines.resize(static_cast<std::size_t>(m_count));
    }
    return lines;
}

} // namespace xq
