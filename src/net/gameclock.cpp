#include "net/gameclock.h"

#include "net/protocol.h"

#include <algorithm>

namespace xq::net {

void GameClock::reset(TimeControl control)
{
    m_control = control;
    m_left = { control.initialMs, control.initialMs };
    m_running = false;
}

void GameClock::set(Side side, std::int64_t ms, std::int64_t nowMs)
{
    m_left[index(side)] = ms;
    if (m_running && m_side == side) {
        m_since = nowMs;
    }
}

std::int64_t GameClock::remaining(Side side, std::int64_t nowMs) const
{
    const std::int64_t left = m_left[index(side)];
    return m_running && m_side == side ? left - (nowMs - m_since) : left;
}

void GameClock::start(Side side, std::int64_t nowMs)
{
    stop(nowMs);
    m_running = m_control.timed();
    m_side = side;
    m_since = nowMs;
}

void GameClock::stop(std::int64_t nowMs)
{
    if (m_running) {
        m_left[index(m_side)] = remaining(m_side, nowMs);
        m_running = false;
    }
}

std::int64_t GameClock::press(Side mover, std::int64_t nowMs)
{
    if (!m_control.timed()) {
        return 0;
    }
    if (m_running && m_side == mover) {
        stop(nowMs);
    }
    m_left[index(mover)] += m_control.incrementMs;
    start(opposite(mover), nowMs);
    return m_left[index(mover)];
}

std::int64_t GameClock::report(Side mover, std::int64_t nowMs) const
{
    return m_control.timed()
        ? std::max<std::int64_t>(0, remaining(mover, nowMs)) + m_control.incrementMs
        : 0;
}

void GameClock::acceptReport(Side mover, std::int64_t reportedMs, std::int64_t nowMs)
{
    if (!m_control.timed()) {
        return;
    }
    // The mover's program keeps its own time; it may not report more than it can have.
    const std::int64_t ceiling = remaining(mover, nowMs) + m_control.incrementMs + ClockSlackMs;
    stop(nowMs);
    set(mover, std::min(reportedMs, ceiling) - m_control.incrementMs, nowMs);
}

} // namespace xq::net
