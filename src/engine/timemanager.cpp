#include "timemanager.h"

#include <algorithm>

namespace xq {

namespace {

/// Kept back from every limit for the answer to reach the other side in time.
constexpr int MoveOverheadMs = 30;
/// Moves the rest of the game is assumed to take when the GUI does not say.
constexpr int DefaultMovesToGo = 30;
/// Share of the increment spent on each move, in percent.
constexpr int IncrementUsePercent = 80;
/// The hard limit is this many soft budgets, and never more than this share of the clock.
constexpr int HardPerSoft = 4;
constexpr int MaxClockSharePercent = 40;
/// A stable best move lets the search stop at this share of the soft budget, in percent.
constexpr int StableSharePercent = 50;
constexpr int StableIterations = 4;
constexpr int MinimumMs = 5;

} // namespace

void TimeManager::start(const SearchLimits &limits, Side us)
{
    m_start = Clock::now();
    m_timed = false;
    m_fixedTime = false;
    if (limits.infinite) {
        return;
    }
    if (limits.moveTimeMs > 0) {
        m_timed = true;
        m_fixedTime = true;
        m_hardMs = std::max(MinimumMs, limits.moveTimeMs - MoveOverheadMs);
        m_softMs = m_hardMs;
        return;
    }
    const int clock = limits.timeMs[index(us)];
    if (clock <= 0) {
        return;
    }
    m_timed = true;
    const int movesToGo = limits.movesToGo > 0 ? limits.movesToGo : DefaultMovesToGo;
    const int usable = std::max(MinimumMs, clock - MoveOverheadMs);
    const int increment = limits.incrementMs[index(us)] * IncrementUsePercent / 100;
    const int limit = limits.movesToGo == 1 ? usable : usable * MaxClockSharePercent / 100;
    m_softMs = std::clamp(usable / movesToGo + increment, MinimumMs, limit);
    m_hardMs = std::clamp(m_softMs * HardPerSoft, MinimumMs, limit);
}

int TimeManager::elapsedMs() const
{
    return static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count());
}

bool TimeManager::mayStartIteration(int stability) const
{
    // With a fixed move time the search runs until the hard limit: a cut iteration still
    // improves the move.
    if (!m_timed || m_fixedTime) {
        return true;
    }
    const int budget = stability >= StableIterations ? m_softMs * StableSharePercent / 100 : m_softMs;
    return elapsedMs() < budget;
}

} // namespace xq
