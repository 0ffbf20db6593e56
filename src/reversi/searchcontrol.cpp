#include "reversi/searchcontrol.h"

namespace reversi {

void SearchControl::start(std::chrono::milliseconds budget)
{
    m_start = Clock::now();
    m_deadline = budget.count() > 0 ? m_start + budget : Clock::time_point::max();
    m_nodes = 0;
    m_stopped = false;
}

double SearchControl::elapsedSeconds() const
{
    return std::chrono::duration<double>(elapsed()).count();
}

} // namespace reversi
