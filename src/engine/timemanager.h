#pragma once

// Time management: turns the limits of a "go" into a soft budget (do not start another
// iteration after it) and a hard one (stop the search at once), in milliseconds.

#include "engine/engine.h"

#include <chrono>

namespace xq {

class TimeManager {
public:
    using Clock = std::chrono::steady_clock;

    /// Starts the clock for a search with `limits`, `us` to move.
    void start(const SearchLimits &limits, Side us);

    int elapsedMs() const;
    /// False for depth/nodes/mate/infinite searches without a clock.
    bool isTimed() const { return m_timed; }
    /// Worth starting another iteration? `stability` grows while the best move stays the same.
    bool mayStartIteration(int stability) const;
    bool mustStop() const { return m_timed && elapsedMs() >= m_hardMs; }

private:
    Clock::time_point m_start;
    bool m_timed = false;
    bool m_fixedTime = false;
    int m_softMs = 0;
    int m_hardMs = 0;
};

} // namespace xq
