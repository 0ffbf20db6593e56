#pragma once

// Both players' clocks with Fischer increment, driven by the caller's monotonic milliseconds
// (the session never reads the time itself, so tests set it).

#include "core/types.h"

#include <array>
#include <cstdint>

namespace xq::net {

struct TimeControl {
    std::int64_t initialMs = 0; ///< 0: untimed
    std::int64_t incrementMs = 0;
    bool timed() const { return initialMs > 0; }
};

class GameClock {
public:
    void reset(TimeControl control);
    TimeControl control() const { return m_control; }
    /// Sets one side's time left (a resumed game, a peer's report), the clock stopped or not.
    void set(Side side, std::int64_t ms, std::int64_t nowMs);
    /// Time left at `nowMs`; negative once it has run out.
    std::int64_t remaining(Side side, std::int64_t nowMs) const;
    bool running() const { return m_running; }
    Side runningSide() const { return m_side; }
    void start(Side side, std::int64_t nowMs);
    void stop(std::int64_t nowMs);
    /// The mover's press: charges `mover`, adds the increment and starts the other side.
    /// Returns the mover's time left afterwards.
    std::int64_t press(Side mover, std::int64_t nowMs);
    /// What `mover` reports with its move: its time left now plus the increment (0 untimed).
    std::int64_t report(Side mover, std::int64_t nowMs) const;
    /// Takes the time the peer `mover` reported with its move, but never more than it can have
    /// (this side's estimate plus the increment plus ClockSlackMs); the clock stops until the
    /// move is pressed.
    void acceptReport(Side mover, std::int64_t reportedMs, std::int64_t nowMs);

private:
    TimeControl m_control;
    std::array<std::int64_t, 2> m_left {};
    bool m_running = false;
    Side m_side = Side::Red;
    std::int64_t m_since = 0;
};

} // namespace xq::net
