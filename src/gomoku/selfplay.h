#pragma once

// Training data for the learned evaluation: games of the engine against itself at a fixed depth
// from randomised openings, every quiet position (no five to make or to block) written with
// the game's result for the side to move and both sides' evaluation features. Deterministic:
// the same settings give the same data.

#include "gomoku/types.h"

#include <cstdint>
#include <ostream>
#include <random>

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

/// Plays the games and writes a header line, then "result f1..fN g1..gN" per position: the
/// result for the side to move (1, 0.5, 0), its features and the other side's.
void writeSelfPlay(std::ostream &out, const SelfPlaySettings &settings);

} // namespace gomoku
