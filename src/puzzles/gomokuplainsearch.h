#pragma once

// A plain search of Gomoku wins (free-style: no forbidden point), beside the engine's threat
// search: the defender tries every empty point, the attacker every point within two moves of the
// five and its threes and fours (at least an open three, or the block a four of the defender's
// asks) before that. A win it finds is a win against every defence there is, counter-fours and
// quiet blocks included, where the threat search gives up on a line whose forced block is no
// threat itself. It remembers each position's verdict (a position comes up again in many move
// orders, and the answer to a stone off the point of a threat is the same below it), and a five
// or an open four to make ends a line at once: a VCT of 8 moves is proven in a second or so.

#include "gomoku/position.h"

#include <optional>
#include <vector>

namespace puzzles {

/// Whether the side to move makes five within two of its moves, whatever the other side does.
bool plainWinsWithinTwo(gomoku::Position &position);
/// Whether the side to move makes five within `moves` of its moves against every reply.
bool plainWinsWithin(gomoku::Position &position, int moves);
/// The other side's reply to the side to move's `move` after which it does not make five within
/// `movesAfter` more moves (the answers to threats tried first); nothing when every reply loses.
std::optional<int> plainRefutation(gomoku::Position &position, int move, int movesAfter);
/// Every first move of the side to move, of all the board's empty points (quiet ones included),
/// that makes five within `moves` of its moves against every reply: a second or two at 4.
std::vector<int> plainWinningMoves(gomoku::Position &position, int moves);
/// The same among `candidates` (empty points) only, in their order.
std::vector<int> plainWinningMoves(
    gomoku::Position &position, int moves, const std::vector<int> &candidates);
/// A win within `moves` after the side to move's `move` (its `moves` counting the rest, the five
/// included): the defence resisting longest (the first reply, answers to threats first, after
/// which no quicker win is left), the attacker's next winning move, and so on to the five; nothing
/// when `move` does not win so.
std::optional<std::vector<int>> plainWinAfter(gomoku::Position &position, int move, int moves);

} // namespace puzzles
