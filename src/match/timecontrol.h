#pragma once

// A time control as cutechess-cli writes it (tc=40/60+0.5, tc=inf, st=0.2, depth=, nodes=,
// timemargin=) and the clock that enforces it.

#include "core/result.h"
#include "engineclient/searchlimits.h"

#include <optional>
#include <string_view>

namespace xq::match {

struct TimeControl {
    int movesPerPeriod = 0; ///< 0: the whole game in one period
    std::optional<long long> baseMs; ///< unset: no clock
    long long incrementMs = 0;
    std::optional<long long> moveTimeMs; ///< st=
    std::optional<int> depth;
    std::optional<long long> nodes;
    long long marginMs = 0; ///< how late a move may come before it forfeits
    /// With neither clock nor move time, a search still ends after this (a hung engine).
    long long hangTimeoutMs = 60000;

    /// Applies one `key=value` of -engine/-each (tc, st, depth, nodes, timemargin). False when
    /// the key is none of these; an error for a bad value.
    Result<bool> apply(std::string_view key, std::string_view value);
    /// "40/60+0.5", "st=0.2", ... for the PGN's TimeControl tag.
    std::string describe() const;
};

/// Reads "40/60+0.5", "60+0.5", "60", "1:30+1" (seconds) or "inf".
Result<TimeControl> parseTc(std::string_view text, TimeControl base = {});

/// One side's clock in a game.
class GameClock {
public:
    explicit GameClock(const TimeControl &tc);
    /// The most the next search may take before it forfeits.
    long long timeoutMs() const;
    /// Charges a search of `elapsedMs`; false when it overstepped the clock (time forfeit).
    bool charge(long long elapsedMs);
    std::optional<long long> remainingMs() const;
    /// Picks up a game already under way (read back from a record): `remainingMs` left after
    /// `movesMade` moves.
    void resume(long long remainingMs, int movesMade);

private:
    TimeControl m_tc;
    long long m_remainingMs = 0;
    int m_movesMade = 0;
};

/// The go limits from both clocks; `movesMadeByMover` counts toward the next period.
client::SearchLimits searchLimits(
    const TimeControl &tc, const GameClock &red, const GameClock &black, int movesMadeByMover);

} // namespace xq::match
