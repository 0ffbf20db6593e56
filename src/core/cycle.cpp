#include "core/cycle.h"

#include "core/chase.h"

#include <array>
#include <cassert>

namespace xq {

namespace {

/// For each side: did every one of its moves in the cycle have the property?
using EverySide = std::array<bool, 2>;

/// The side whose every move had the property while the other's did not; none when both or
/// neither did.
std::optional<Side> onlyOffender(const EverySide &every)
{
    if (every[index(Side::Red)] == every[index(Side::Black)]) {
        return std::nullopt;
    }
    return every[index(Side::Red)] ? Side::Red : Side::Black;
}

/// Who moves on history entry `ply` (the side not to move after it).
Side moverAt(const Board &board, int ply)
{
    const int pliesAgo = board.gamePly() - ply;
    return pliesAgo % 2 == 0 ? opposite(board.sideToMove()) : board.sideToMove();
}

struct Checks {
    EverySide everyMove { true, true };
    bool any = false;
};

/// Which sides checked with every move, read from the history records alone.
Checks checksInCycle(const Board &board, int startPly)
{
    Checks checks;
    const auto &history = board.history();
    for (int ply = startPly + 1; ply <= board.gamePly(); ++ply) {
        const bool check = history[ply].inCheck;
        bool &every = checks.everyMove[index(moverAt(board, ply))];
        every = every && check;
        checks.any = checks.any || check;
    }
    return checks;
}

/// Which sides chased with every move: replays the cycle on a copy of the board.
EverySide everyMoveChased(const Board &board, int startPly)
{
    Board replay = board;
    for (int ply = board.gamePly(); ply > startPly; --ply) {
        replay.unmakeMove();
    }
    EverySide every { true, true };
    const auto &history = board.history();
    for (int ply = startPly + 1; ply <= board.gamePly(); ++ply) {
        const Move move = history[ply].move;
        const Side mover = replay.sideToMove();
        // Once a side has made a move that is no chase, its other moves no longer matter.
        if (every[index(mover)]) {
            every[index(mover)] = isChase(replay, move);
        }
        replay.makeMove(move);
    }
    return every;
}

} // namespace

CycleJudgement judgeCycle(const Board &board, int startPly)
{
    assert(startPly >= 0 && startPly < board.gamePly());
    assert(board.history()[startPly].key == board.key());
    using Reason = CycleJudgement::Reason;

    const Checks checks = checksInCycle(board, startPly);
    if (const auto checker = onlyOffender(checks.everyMove)) {
        return { Reason::PerpetualCheck, checker };
    }
    // Mutual perpetual check, or checks mixed with other moves: the chase rule does not apply.
    if (checks.any) {
        return {};
    }
    if (const auto chaser = onlyOffender(everyMoveChased(board, startPly))) {
        return { Reason::PerpetualChase, chaser };
    }
    return {};
}

} // namespace xq
