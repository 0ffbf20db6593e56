#pragma once

// Self-play positions with labels: seeded games (random opening moves, then a shallow search
// with a share of random moves), each position labelled with the exact disc margin the side to
// move gets with perfect play from the first position of its game with few enough empties
// (solved exactly) on: Logistello's recipe, with our own solver supplying the results.

#include "reversi/board.h"

#include <vector>

namespace reversi::tune {

struct LabelledPosition {
    Bitboard player = 0;
    Bitboard opponent = 0;
    int label = 0; // hundredths of a disc for the side to move
    int game = 0;
};

struct SamplerSettings {
    int games = 1000;
    unsigned seed = 1;
    int randomOpeningMoves = 8;
    int randomMovePercent = 10;
    int searchDepth = 3;
    int solveEmpties = 14;
};

std::vector<LabelledPosition> samplePositions(const SamplerSettings &settings);

} // namespace reversi::tune
