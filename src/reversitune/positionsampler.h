#pragma once

// Self-play positions with labels: seeded games (a random number of random opening moves, then
// the engine's search), each position from the last random move on labelled with the exact disc
// margin the side to move gets from the first position of its game with few enough empties
// (solved exactly) on, and the rest of the game played perfectly with each position's own exact
// score: Logistello's recipe, with our own solver supplying the results.

#include "reversi/board.h"

#include <functional>
#include <vector>

namespace reversi::tune {

struct LabelledPosition {
    Bitboard player = 0;
    Bitboard opponent = 0;
    int label = 0; // discs for the side to move
};

struct SamplerSettings {
    int games = 1000;
    unsigned seed = 1;
    int minRandomMoves = 4; // each game opens with a uniform number of random moves in this range
    int maxRandomMoves = 30;
    int searchDepth = 4;
    int solveEmpties = 16;
};

/// Plays the games and hands each game's labelled positions to `sink`.
void samplePositions(const SamplerSettings &settings,
    const std::function<void(const std::vector<LabelledPosition> &)> &sink);

} // namespace reversi::tune
