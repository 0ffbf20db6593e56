#include "reversi/searchcontrol.h"

namespace reversi {

void SearchControl::start(std::chrono::milliseconds budget)
{
    m_start = Clock::now();
    m_deadline = budget.count() > 0 ? m_start + budget : Clock::time_point::max();
    m_nodes = 0;
    m_stopped = false;
}

void SearchControl::finish()
{
    // A stop asked for before the search began still applies to it; one asked for after this
    // would apply to the next search.
    m_stopRequested.store(false, std::memory_order_relaxed);
}

double SearchControl::elapsedSeconds() const
{
    return std::chrono::duration<double>(elapsed()).count();
}

} // namespace reversi
