#pragma once

// Xiangqi puzzles as game records, so other programs and checkers read them: the start position
// as the FEN tag, the solution as the main line, the goal, themes, difficulty and source as tags.
// And the other way: a record that starts from a set-up position read as a puzzle.

#include "core/result.h"
#include "puzzles/mateprover.h"
#include "puzzles/puzzle.h"
#include "records/gametree.h"

namespace puzzles {

/// The puzzle as a record; fails when its position or a move of its solution is not legal.
xq::Result<xq::GameTree> puzzleRecord(const Puzzle &puzzle, int number);

/// The puzzle a record holds, if it starts from a set-up position: its main line as the
/// solution (a trailing reply of the defender's dropped), the goal from the Goal tag puzzleRecord
/// writes, else a mate where the line ends in one, else the win or draw the record's result
/// gives the side to move. A record without such a line gets the shortest mate `prover` finds
/// (MateProver::solve). Why not otherwise (the opening position, no mate found). Source and
/// themes from the tags when there are any; difficulty, for a stored line, the solver's moves.
xq::Result<Puzzle> recordPuzzle(const xq::GameTree &record, MateProver &prover);

} // namespace puzzles
