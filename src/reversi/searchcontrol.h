#pragma once

// What every search shares: the node count and the clock that may stop it.

#include <atomic>
#include <chrono>
#include <cstdint>

namespace reversi {

class SearchControl {
public:
    using Clock = std::chrono::steady_clock;

    /// Starts counting; a zero budget never stops on time.
    void start(std::chrono::milliseconds budget);
    /// The search is over: forgets a stop request.
    void finish();
    /// Stops at `deadline` (or never when it is Clock::time_point::max()); resumes a stopped count.
    void setDeadline(Clock::time_point deadline)
    {
        m_deadline = deadline;
        m_stopped = false;
    }
    Clock::time_point deadline() const { return m_deadline; }

    /// Counts a node; true once the search must stop (checked on the clock every 256 nodes).
    bool countNode()
    {
        if ((++m_nodes & 255) == 0
            && (Clock::now() >= m_deadline || m_stopRequested.load(std::memory_order_relaxed))) {
            m_stopped = true;
        }
        return m_stopped;
    }
    bool stopped() const { return m_stopped; }
    /// Asks the search to stop soon and answer with what it has; the one member another thread
    /// may call ("Move now" in the window).
    void requestStop() { m_stopRequested.store(true, std::memory_order_relaxed); }
    std::uint64_t nodes() const { return m_nodes; }
    double elapsedSeconds() const;
    Clock::duration elapsed() const { return Clock::now() - m_start; }

private:
    Clock::time_point m_start = Clock::now();
    Clock::time_point m_deadline = Clock::time_point::max();
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    std::atomic<bool> m_stopRequested { false };
};

} // namespace reversi
