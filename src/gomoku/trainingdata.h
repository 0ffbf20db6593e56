#pragma once

// The learned evaluation's training rows, made from self-play games (selfplay.h): every quiet
// position of a game (no five to make or to block) with the game's result for the side to move
// and both sides' features (evaluation.h). Kept apart from the games so that new features need
// no new games.

#include <istream>
#include <ostream>
#include <string>

namespace gomoku {

/// Reads games as writeSelfPlay writes them and writes a header line naming the combinations,
/// then per position "RESULT SCORE SIDE c:n c:n ... | c:n ...": the result for the side to move
/// (1, 0.5, 0), the score of its search there ("-" for an opening move, not searched), its colour
/// ("black" or "white": under renju the colours' shapes differ), then the side to move's and the
/// other side's non-zero feature counts by combination number. A malformed header
/// or game stops the conversion: false with the line and the fault.
bool writeTrainingRows(std::istream &games, std::ostream &out, std::string &error);

} // namespace gomoku
