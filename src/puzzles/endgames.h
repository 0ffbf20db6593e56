#pragma once

// Xiangqi practical endgames (实用残局): which material wins against which defence and which
// draws, as positions played against the engine to the end. The verdicts are the classic ones
// of endgame theory (a chariot beats two advisors, a lone cannon cannot mate a bare general,
// ...); positions are set up by a seeded random placement of each pair's stones, and one is kept
// when the engine, playing both sides to the end by the rules, reaches the theory's result with
// two search budgets: the engine's verdict agrees and is clear. Red is the solver, to move,
// winning or holding the draw; the defence or attack is the engine's best move at each turn.

#include "core/board.h"
#include "core/rulesjudge.h"
#include "puzzles/enginelines.h"
#include "puzzles/puzzle.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzles {

/// A pair of materials and the theory's verdict for Red.
struct EndgameMaterial {
    std::string_view key; ///< the theme key the collection writes, e.g. "R-vs-AA"
    std::string_view red; ///< Red's stones besides the general, as FEN letters
    std::string_view black; ///< Black's, the same way
    GoalKind verdict; ///< Win or Draw, for Red
    std::string_view english;
    std::string_view chinese;
    /// The soldiers' ranks counted from their own side (0-9), for the classic distinctions (a
    /// high soldier wins where one on the last rank cannot).
    int soldierFrom = 5;
    int soldierTo = 9;
};

/// The classic pairs, in the order lists show them.
const std::vector<EndgameMaterial> &endgameMaterials();
/// The pair's name for players, or nothing when `key` is no pair's.
std::optional<std::string> endgameName(std::string_view key, bool chinese);

/// The engine's budget for each move when it plays an endgame.
struct EndgamePlaySettings {
    std::uint64_t nodes = 30000;
    /// A game played on past this many plies is given up (the rules end every real one sooner
    /// unless stones keep being taken).
    int maxPlies = 400;
};

/// How a game the engine played against itself ended.
struct PlayedEndgame {
    xq::Verdict verdict; ///< Ongoing when given up at maxPlies
    std::vector<xq::Move> moves;
};

/// The engine plays both sides of `board` to the end by the rules (three repetitions, the
/// natural-move limit, no material to mate with, no move left).
PlayedEndgame playEndgame(
    xq::Board board, const EndgamePlaySettings &settings, EngineLines &engine);

/// The rest of an endgame's line after `played` (its moves from the start, the solver's last):
/// the engine's reply and its choice of the solver's next move, or the reply alone when it ends
/// the game; empty when `played` ends the game at the goal; nothing when it ends it short of
/// the goal or `played` is not a legal line of the solver's.
std::optional<std::vector<std::string>> continueEndgame(const Puzzle &puzzle,
    const std::vector<std::string> &played, const EndgamePlaySettings &settings = {});

/// Whether `verdict`, a game over, reaches `goal` for `solver`: a win of the solver's, or for a
/// draw goal a draw too.
bool endgameGoalReached(const Goal &goal, const xq::Verdict &verdict, xq::Side solver);

/// Whether every legal move of the side to move on `board` (the solver) ends the game short of
/// `goal` by the rules: at the last ply before the natural-move limit with no capture and no mate
/// to play, every move draws. The game is then over whatever is played, so the move chosen is
/// played and the goal missed, rather than refused as a move that some other move would better.
bool endgameLostWhateverIsPlayed(const Goal &goal, const xq::Board &board);

struct EndgameSettings {
    std::uint32_t seed = 1;
    int triesPerMaterial = 12; ///< placements tried for each pair
    int keptPerMaterial = 6; ///< at most this many kept for each pair
    /// The engine's budgets for the two games whose results must agree with the theory.
    std::uint64_t nodes = 20000;
    std::uint64_t confirmNodes = 60000;
    /// A win ending sooner is a mate puzzle, not an endgame; a draw by bare material sooner a
    /// stone given away at once.
    int minPlies = 9;
};

/// The endgame puzzle of `board` for `material` when the engine's games reach the theory's
/// verdict with both budgets; why not otherwise.
xq::Result<Puzzle> proveEndgame(
    const xq::Board &board, const EndgameMaterial &material, const EndgameSettings &settings);

/// What is wrong with an endgame puzzle, played again by the engine as proveEndgame plays it:
/// its position, its material's verdict; nothing when it holds.
std::optional<std::string> checkEndgame(const Puzzle &puzzle, const EndgameSettings &settings = {});

/// Sets up the pairs' stones from the seed and keeps the positions proven; `onMaterial` hears
/// each pair's key and how many of its positions were kept.
std::vector<Puzzle> makeEndgames(const EndgameSettings &settings,
    const std::function<void(std::string_view, int)> &onMaterial = {});

} // namespace puzzles
