#include "engine/timemanager.h"

#include "engine/params.h"

#include <algorithm>

namespace xq {

namespace tp = timeparams;

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
        m_hardMs = std::max(tp::MinimumMs, limits.moveTimeMs - tp::MoveOverheadMs);
        m_softMs = m_hardMs;
        return;
    }
    const int clock = limits.timeMs[index(us)];
    if (clock <= 0) {
        return;
    }
    m_timed = true;
    const int movesToGo = limits.movesToGo > 0 ? limits.movesToGo : tp::DefaultMovesToGo;
    const int usable = std::max(tp::MinimumMs, clock - tp::MoveOverheadMs);
    const int increment = limits.incrementMs[index(us)] * tp::IncrementUsePercent / 100;
    const int limit = limits.movesToGo == 1 ? usable : usable * tp::MaxClockSharePercent / 100;
    m_softMs = std::clamp(usable / movesToGo + increment, tp::MinimumMs, limit);
    m_hardMs = std::clamp(m_softMs * tp::HardPerSoft, tp::MinimumMs, limit);
}

int TimeManager::elapsedMs() const
{
    return static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count());
}

bool TimeManager::mayStartIteration(int stability) const
{
    if (!m_timed) {
        return true;
    }
    // With a fixed move time the search runs until the hard limit: a cut iteration still
    // improves the move. Iterations too short to look at the clock (a found mate) need this.
    if (m_fixedTime) {
        return !mustStop();
    }
    const int budget
        = stability >= tp::StableIterations ? m_softMs * tp::StableSharePercent / 100 : m_softMs;
    return elapsedMs() < budget;
}

} // namespace xq
