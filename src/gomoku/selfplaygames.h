#pragma once

// Self-play games read back (selfplay.h writes them): each game replayed move by move, so that
// training rows of any kind (the evaluation's, trainingdata.h; the move ordering's,
// orderingdata.h) come from the same games.

#include "gomoku/types.h"

#include <functional>
#include <istream>
#include <string>

namespace gomoku {

class Position;

struct GamesHeader {
    Rule rule = Rule::FreeStyle;
    int size = 15;
};

struct ReplayedMove {
    int index = 0; // the point played
    std::string score; // its search's score, "-" where it was not searched
    Stone winner = Stone::Empty; // of the game, Empty for a draw
};

/// Reads the header, calls `onHeader`, then for every move of every game `onMove` with the
/// position before it. A malformed header or game stops the reading: false with the line and the
/// fault in `error`.
bool replaySelfPlayGames(std::istream &games,
    const std::function<void(const GamesHeader &)> &onHeader,
    const std::function<void(const Position &, const ReplayedMove &)> &onMove, std::string &error);

} // namespace gomoku
