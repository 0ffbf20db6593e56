#pragma once

// A collection of puzzles as text, one puzzle a line, the fields separated by " | ":
//
//   FEN | GOAL | SOLUTION | THEMES | DIFFICULTY | SOURCE
//   3ak4/9/... w - - 0 1 | mate 2 | h2e2 e9f9 e2e9 | 马后炮 | 7 | selfplay.pgn game 3 ply 80
//
// GOAL as goalText() writes it, SOLUTION the moves separated by spaces, THEMES by commas (may be
// empty), DIFFICULTY a whole number, SOURCE free text. Lines starting with '#' and blank lines
// are skipped. The format is game-neutral; whether a FEN and its moves are legal is for the
// game's own checker.

#include "core/result.h"
#include "puzzles/puzzle.h"

#include <string>
#include <string_view>
#include <vector>

namespace puzzles {

/// Reads a collection; the first malformed line fails the whole read with its line number.
xq::Result<std::vector<Puzzle>> readPuzzleSet(std::string_view text);
/// One puzzle as a line of the format (no line end).
std::string puzzleLine(const Puzzle &puzzle);
/// The whole collection, a line each, after `header` written as '#' comment lines.
std::string writePuzzleSet(const std::vector<Puzzle> &puzzles, std::string_view header = {});

} // namespace puzzles
