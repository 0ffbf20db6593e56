#pragma once

// Chase detection for the repetition rules: which enemy stones a move chases. The definition,
// case by case, is in docs/rules.md ("Chase").

#include "core/board.h"

namespace xq {

/// The enemy stones that `move` (legal for the side to move in `before`) chases: attacks it
/// creates, really (the capture would be legal), on stones that may be chased and are not
/// protected, or that count even when protected. Empty for a move that gives check.
SquareSet chasedStones(const Board &before, Move move);

/// Whether `move` chases at least one enemy stone.
bool isChase(const Board &before, Move move);

} // namespace xq
