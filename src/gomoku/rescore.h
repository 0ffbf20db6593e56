#pragma once

// Self-play games scored again by a deeper search: the same games, results and moves, each
// searched move's score replaced by a search of the position before it to a greater depth, so
// the evaluation can be fitted to what a deeper search makes of a position instead of what the
// games' own shallow search did (docs/gomoku.md, "Evaluation, ninth round"). Deterministic: every
// game is searched by a searcher of its own, so a run cut short is a prefix of the full one.

#include <istream>
#include <ostream>
#include <string>

namespace gomoku {

/// Reads games as writeSelfPlay writes them and writes them again with every score (a move
/// that has one) from a search to `depth` of the position before the move; moves without a
/// score keep none. A malformed game stops it: false with the fault in `error`.
bool rescoreSelfPlayGames(std::istream &games, std::ostream &out, int depth, std::string &error);

} // namespace gomoku
