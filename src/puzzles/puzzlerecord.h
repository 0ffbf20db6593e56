#pragma once

// Xiangqi puzzles as game records, so other programs and checkers read them: the start position
// as the FEN tag, the solution as the main line, the goal, themes, difficulty and source as tags.
// And the other way: a record that starts from a set-up position read as a puzzle.

#include "core/result.h"
#include "puzzles/puzzle.h"
#include "records/gametree.h"

namespace puzzles {

/// The puzzle as a record; fails when its position or a move of its solution is not legal.
xq::Result<xq::GameTree> puzzleRecord(const Puzzle &puzzle, int number);

} // namespace puzzles
