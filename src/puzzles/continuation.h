#pragma once

// The rest of a puzzle's line after a move of the solver's own choosing, from the game's own
// engine: a puzzle is solved by any move that still reaches its goal within its length, not
// only by the stored solution's, and the defence then answers as the engine would.

#include "puzzles/puzzle.h"

#include <optional>
#include <string>
#include <vector>

namespace puzzles {

/// After `played` (the puzzle's moves from its start, the solver's last), the defence's best
/// replies and the solver's moves reaching the goal within the solver's moves left: a mate
/// (Xiangqi), a five by fours (Gomoku), the exact score (Reversi); for a game played to the end
/// (a Xiangqi endgame) the engine's reply and its choice of the solver's next move. Empty when
/// `played` reaches the goal already; nothing when the goal cannot be forced any more (or is of no
/// game's).
std::optional<std::vector<std::string>> continueLine(
    const Puzzle &puzzle, const std::vector<std::string> &played);

/// Whether continueLine judges the moves of a puzzle with `goal` off its line (not a tactic's:
/// each of its moves is proven the only good one).
bool engineJudges(const Goal &goal);

} // namespace puzzles
