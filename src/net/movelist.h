#pragma once

// The reconciliation of two programs' move lists after a lost connection or a restart: one list
// must continue the other, and every move one side lacks is checked with the game's rules before
// it is applied.

#include "net/gamerules.h"
#include "net/protocol.h"

#include <optional>
#include <string>
#include <vector>

namespace xq::net {

struct Reconciled {
    std::optional<ErrorCode> error; ///< Desync or IllegalMove; the game is then unchanged
    int applied = 0; ///< the moves of `theirs` that `rules` lacked and now has
};

/// Brings `rules` up to `theirs` when `theirs` continues its game: every extra move must be
/// legal and, unless `mover` is empty, made by `mover`. A `theirs` that is a prefix of the
/// game needs nothing; any other difference is a Desync.
Reconciled reconcile(
    GameRules &rules, const std::vector<std::string> &theirs, std::optional<Side> mover);

} // namespace xq::net
