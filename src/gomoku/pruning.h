#pragma once

// What the search may skip or search shallower at a node, by rules that need only the position
// and the move's place in the node's order (searcher.cpp applies them): which moves count as
// quiet, how many plies a late quiet move loses, and which late quiet moves are not searched.

#include "gomoku/position.h"

namespace gomoku {

/// A move that makes no double threat (two open threes, a four with an open three, an open
/// four, two fours) nor a five, and blocks none of the opponent's: a single open three or four
/// made or blocked is quiet, as it forces one answer and most such moves are the policy's late
/// ones.
bool isQuietMove(const Position &position, int move);

/// How many plies shallower a node at `depth` searches its `moveNumber`th move (0 first),
/// `quiet` by isQuietMove: none unless quiet, none for the first two, then about
/// log(depth) * log(moveNumber) / 1.5.
int lateMoveReduction(int depth, int moveNumber, bool quiet);

/// Whether a null-window node at `depth` skips its `moveNumber`th move (0 first), `quiet` by
/// isQuietMove: at depth 1-3 a quiet move from the (3 + depth²)th on (move count pruning;
/// the search asks only once some move does not lose, so a loss is still proven over every
/// answer).
bool isLateMovePruned(int depth, int moveNumber, bool quiet);

} // namespace gomoku
