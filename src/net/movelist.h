#pragma once

// A game's moves as the protocol carries them (ICCS), and the reconciliation of two programs'
// lists after a lost connection or a restart: one list must continue the other, and every move
// one side lacks is checked with the rules before it is applied.

#include "core/board.h"
#include "net/protocol.h"

#include <optional>
#include <string>
#include <vector>

namespace xq::net {

/// The moves of `board`'s game in ICCS, from the start position.
std::vector<std::string> iccsMoves(const Board &board);

struct Reconciled {
    std::optional<ErrorCode> error; ///< Desync or IllegalMove; the board is then unchanged
    int applied = 0; ///< the moves of `theirs` that `board` lacked and now has
};

/// Brings `board` up to `theirs` when `theirs` continues its game: every extra move must be
/// legal and, unless `mover` is empty, made by `mover`. A `theirs` that is a prefix of the
/// board's game needs nothing; any other difference is a Desync.
Reconciled reconcile(
    Board &board, const std::vector<std::string> &theirs, std::optional<Side> mover);

} // namespace xq::net
