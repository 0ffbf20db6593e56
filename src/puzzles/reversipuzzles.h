#pragma once

// Reversi endgame puzzles (as the FFO problems are): find the one best move of a position a few
// empty squares from the end, which wins by an exact number of discs with perfect play on both
// sides, then play on to the end keeping that score against the solver's best defence. Made from
// the Reversi engine's games against itself and proven by its exact endgame solver: every legal
// move solved exactly, the best one alone at its score. A position is written as the engine's text:
// 64 squares a1..h8 (X black, O white, - empty) and the side to move.

#include "puzzles/puzzle.h"

#include "reversi/board.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace puzzles {

/// The exact final score, for the side to move, of each legal move: (move, discs).
std::vector<std::pair<reversi::Move, int>> exactMoveScores(const reversi::Board &board);

/// A move of the side to move that keeps its exact best score (the first such in square order);
/// a pass when it has no move. The game must not be over.
reversi::Move bestMove(const reversi::Board &board);

/// The puzzle of `board` if its side to move has at least two moves and one best move, a win;
/// nothing otherwise.
std::optional<Puzzle> proveBestMove(const reversi::Board &board);

/// What is wrong with a Reversi puzzle, solved again: its position, its best move and score;
/// nothing when it is sound.
std::optional<std::string> checkBestMove(const Puzzle &puzzle);

/// The rest of a Reversi endgame played to the end after `played` (its moves from the start, the
/// solver's last, "pa" for a pass): the defence's best reply and the solver's best next move, or
/// the reply alone when it ends the game; empty when `played` ends it. Nothing when a move of the
/// solver's gave discs away: the exact score from here (perfect play on both sides) is no longer
/// the puzzle's, or `played` is not a legal line.
std::optional<std::vector<std::string>> continueBestMove(
    const Puzzle &puzzle, const std::vector<std::string> &played);

/// The puzzle as a GGF game (as the Reversi window, NBoard and the servers read it): its
/// position as the start, then the solution; the goal in the solver's name ("puzzle 3: discs
/// 20"). Nothing when the position or a move does not read.
std::optional<std::string> reversiPuzzleRecord(const Puzzle &puzzle, int number);

struct ReversiPuzzleSettings {
    int games = 100;
    std::uint32_t seed = 1;
    int depth = 4; ///< the engine's midgame depth in the self-play games
    int randomMoves = 6; ///< random moves from the start before the engine plays
    int maxEmpties = 14; ///< the puzzles' positions have at most this many empty squares
    int minEmpties = 8; ///< and at least this many
};

/// Plays the games and keeps from each the first position, from maxEmpties empties down, with a
/// proven best move; a position found before is skipped. `onGame` hears the games' count.
std::vector<Puzzle> makeReversiPuzzles(
    const ReversiPuzzleSettings &settings, const std::function<void(int)> &onGame = {});

} // namespace puzzles
