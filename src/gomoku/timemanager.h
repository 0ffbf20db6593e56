#pragma once

// How long a move may take under the Gomocup clock: `timeout_turn` for each move and, with a
// match clock (`timeout_match`), a share of `time_left`. The hard stop keeps back a reserve for
// the answer to reach the manager, widened while recent answers came later than planned (a
// loaded machine gives the process a core late); no new iteration starts after the soft limit.

namespace gomoku {

/// What the manager has said about time (INFO timeout_turn, timeout_match, time_left).
struct Clock {
    int turnMs = 5000; // 0: play as fast as possible
    int matchMs = 0; // 0: no match clock
    int leftMs = -1; // what is left of the match clock; -1 not said
};

struct MoveTime {
    int softMs = 0; // no new iteration after this
    int hardMs = 0; // stop at once after this
};

class TimeManager {
public:
    MoveTime plan(const Clock &clock) const;
    /// A move planned with `hardMs` was answered `usedMs` after its request came.
    void record(int hardMs, int usedMs);
    /// How much later than planned recent answers came (it decays move by move).
    int lagMs() const { return m_lagMs; }

private:
    int m_lagMs = 0;
};

} // namespace gomoku
