#pragma once

// Static exchange evaluation: what a capture wins or loses once both sides have recaptured on
// its target point with their least valuable stones, as far as it pays them.

#include "core/board.h"

namespace xq {

/// Material the side to move gains by playing `m` (a capture or not) and the exchanges that
/// follow on its target point.
int staticExchange(const Board &board, Move m);

/// The same for the move just played on `board` (a real move, not a null move), from the side
/// that played it, so a caller that knows only after playing whether it wants the number need
/// not take the move back.
int lastMoveExchange(const Board &board);

} // namespace xq
