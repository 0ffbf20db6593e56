#include "reversi/timemanager.h"

#include <algorithm>

namespace reversi {

namespace {

/// The share of the time left kept in hand, and its cap: the pipe, the scheduler of a loaded
/// machine and the last check of the search's clock all cost time the search does not see.
constexpr int ReserveDivisor = 10;
constexpr int MaxReserveMs = 1000;
/// No move spends more than this share of what is left after the reserve.
constexpr int MaxShareDivisor = 2;
/// Of the increment, the share spent at once (the rest pads the clock).
constexpr double IncrementShare = 0.75;

/// How much a move of ours with `empties` empty squares is worth spending on, relative to the
/// others: the midgame most; from about 14 empties on the position is solved and the moves are
/// answered from the solver's table.
double weightOf(int empties)
{
    if (empties >= 45) {
        return 0.6;
    }
    if (empties >= 21) {
        return 1.3;
    }
    if (empties >= 15) {
        return 1.0;
    }
    return 0.15;
}

} // namespace

int moveTimeFromClock(const GameClock &clock, int empties)
{
    const int reserve = std::min(MaxReserveMs, clock.remainingMs / ReserveDivisor);
    const int usable = std::max(0, clock.remainingMs - reserve);
    // Our moves from this one on: every other empty square.
    double weights = 0;
    for (int left = std::max(1, empties); left > 0; left -= 2) {
        weights += weightOf(left);
    }
    const double share = usable * weightOf(empties) / weights + clock.incrementMs * IncrementShare;
    return std::max(1, std::min(static_cast<int>(share), usable / MaxShareDivisor));
}

GameClock chargeMove(const GameClock &clock, int elapsedMs)
{
    return { clock.remainingMs - elapsedMs + clock.incrementMs, clock.incrementMs };
}

} // namespace reversi
