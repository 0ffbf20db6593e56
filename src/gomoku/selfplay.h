#pragma once

// Training games for the learned evaluation: the engine against itself at a fixed depth from
// randomised openings, written one game a line (the result and the moves), so the positions
// can be turned into training rows for any feature layout afterwards (trainingdata.h).
// Deterministic: the same settings give the same games.

#include "gomoku/types.h"

#include <cstdint>
#include <ostream>
#include <random>
#include <string_view>

namespace gomoku {

struct SelfPlaySettings {
    int games = 100;
    std::uint32_t seed = 1;
    int depth = 4;
    Rule rule = Rule::FreeStyle;
    int size = 15;
    int randomMoves = 4; // random stones near the centre after black's first, before the search
    int maxPlies = 200; // a game still open then counts as a draw
};

class Position;

/// Black's first stone in the centre, then `randomMoves` stones drawn from `random` among the
/// empty points near the stones (none forbidden to the side that plays it): the openings of the
/// self-play games.
void playRandomOpening(Position &position, int randomMoves, std::mt19937 &random);

/// Plays the games and writes a header line ("# gomoku self-play games: rule R size N ..."),
/// then per game its result ("black", "white" or "draw") and its moves by name, each searched
/// one with the search's score for the side that played it ("h8 i9 j7 g8/35 ..."), so training
/// can blend the result with the scores.
void writeSelfPlay(std::ostream &out, const SelfPlaySettings &settings);

/// A game's result as the games' lines begin: "black", "white" or "draw" (Empty).
std::string_view gameResultName(Stone winner);

} // namespace gomoku
