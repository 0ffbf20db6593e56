#pragma once

// Who attacks a point. Written once over a "what stands here" accessor so the same code answers
// for the real board and for the board as it would be after a move (the legality test).

#include "core/geometry.h"
#include "core/types.h"

namespace xq::detail {

/// Calls visit(square) for each stone of `by` attacking `target`; stops early and returns true
/// as soon as visit returns true. `GeneralTarget` means `target` holds the other side's general,
/// which enables the flying-general rule and skips the stones that never reach a palace of the
/// enemy (advisors, elephants, the general's own steps).
template <bool GeneralTarget, typename StoneAt, typename Visit>
bool visitAttackers(Square target, Side by, StoneAt stoneAt, Visit visit)
{
    for (int d = 0; d < DirectionCount; ++d) {
        bool screened = false;
        for (Square s : geometry.rays[target][d]) {
            const Stone stone = stoneAt(s);
            if (stone.isEmpty()) {
                continue;
            }
            if (screened) {
                if (stone.is(by, Kind::Cannon) && visit(s)) {
                    return true;
                }
                break;
            }
            const bool flyingGeneral
                = GeneralTarget && (d == Up || d == Down) && stone.is(by, Kind::General);
            if ((stone.is(by, Kind::Chariot) || flyingGeneral) && visit(s)) {
                return true;
            }
            screened = true;
        }
    }
    for (const BlockableStep &h : geometry.horseAttackers[target]) {
        if (stoneAt(h.target).is(by, Kind::Horse) && stoneAt(h.block).isEmpty()
            && visit(h.target)) {
            return true;
        }
    }
    for (Square s : geometry.soldierAttackers[target][index(by)]) {
        if (stoneAt(s).is(by, Kind::Soldier) && visit(s)) {
            return true;
        }
    }
    if constexpr (!GeneralTarget) {
        for (Square s : geometry.advisorSteps[target]) {
            if (stoneAt(s).is(by, Kind::Advisor) && visit(s)) {
                return true;
            }
        }
        for (const BlockableStep &e : geometry.elephantSteps[target]) {
            if (stoneAt(e.target).is(by, Kind::Elephant) && stoneAt(e.block).isEmpty()
                && visit(e.target)) {
                return true;
            }
        }
        for (Square s : geometry.generalSteps[target]) {
            if (stoneAt(s).is(by, Kind::General) && visit(s)) {
                return true;
            }
        }
    }
    return false;
}

} // namespace xq::detail
