#include "gomoku/timemanager.h"

#include <algorithm>

namespace gomoku {

namespace {

// "As fast as possible" (timeout_turn 0) still gets a few iterations.
constexpr int FastMoveMs = 100;
// A move may take up to this share of the match clock left; the soft limit at half of it makes
// the typical move about half that long, so a long game still ends with part of the clock. A
// move bound by timeout_turn alone has nothing to save for: it searches up to its hard stop,
// the unfinished last iteration counting for the moves it searched (searcher.h).
constexpr int MatchShareDivisor = 12;
// The reserve: at least MoveOverheadMs or a sixteenth of the move, and twice the recent lag.
constexpr int MoveOverheadMs = 60;
constexpr int OverheadDivisor = 16;
constexpr int LagFactor = 2;
// A move's reserve never takes more than half of it: with too little time a short search still
// answers better than none.
constexpr int MaxReservePercent = 50;
constexpr int SoftLimitPercent = 50;
// The lag remembered from earlier moves fades by a quarter each move.
constexpr int LagKeptPercent = 75;
constexpr int MinimumHardMs = 10;

} // namespace

MoveTime TimeManager::plan(const Clock &clock) const
{
    int budget = clock.turnMs > 0 ? clock.turnMs : FastMoveMs;
    const bool matchBound
        = clock.matchMs > 0 && clock.leftMs >= 0 && clock.leftMs / MatchShareDivisor < budget;
    if (matchBound) {
        budget = clock.leftMs / MatchShareDivisor;
    }
    const int reserve
        = std::min(std::max({ MoveOverheadMs, budget / OverheadDivisor, LagFactor * m_lagMs }),
            budget * MaxReservePercent / 100);
    MoveTime time;
    time.hardMs = std::max(MinimumHardMs, budget - reserve);
    time.softMs = matchBound ? time.hardMs * SoftLimitPercent / 100 : time.hardMs;
    return time;
}

void TimeManager::record(int hardMs, int usedMs)
{
    m_lagMs = std::max(usedMs - hardMs, m_lagMs * LagKeptPercent / 100);
}

} // namespace gomoku
