#pragma once

// The tactics recognised in a tactic's line (the solver's moves and the defence's replies, from
// its start position): which stone the line wins and how the moves before it made that stone
// fall (a fork, a pin, a skewer, a discovered attack, a trapped stone, a sacrifice, a defender
// removed). Each is read off the moves and the positions they pass through, not off known
// positions, so it holds for any line the prover finds.

#include "core/board.h"
#include "puzzles/puzzle.h"

#include <optional>
#include <string>
#include <vector>

namespace puzzles {

/// The material of `side` less its opponent's, in the engine's stone values.
int materialBalance(const xq::Board &board, xq::Side side);

/// The themes of a tactic played from `start` along `line` (the solver's moves and the
/// defence's replies in turn, ending with the solver's move); a first capture winning `margin`
/// by the exchanges on its point alone takes a hanging stone.
std::vector<std::string> tacticThemes(
    const xq::Board &start, const std::vector<xq::Move> &line, int margin);
/// The same for a stored tactic's position and solution; nothing when its solution does not
/// play from its position.
std::optional<std::vector<std::string>> tacticThemes(const Puzzle &puzzle, int margin);

} // namespace puzzles
