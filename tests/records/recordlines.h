#pragma once

// What the record tests ask of a game read: its lines as ICCS moves, and strict reading.

#include "records/gametree.h"
#include "records/readoptions.h"

#include <string>
#include <vector>

namespace xq::testing {

/// The moves from the first one down to `last`, in ICCS.
inline std::vector<std::string> iccsLine(const GameTree &game, NodeId last)
{
    std::vector<std::string> moves;
    for (NodeId node : game.path(last)) {
        moves.push_back(game.move(node).toIccs());
    }
    return moves;
}

/// The main line in ICCS.
inline std::vector<std::string> iccsLine(const GameTree &game)
{
    return iccsLine(game, game.lastInLine(GameTree::Root));
}

inline ReadOptions strict()
{
    ReadOptions options;
    options.strict = true;
    return options;
}

} // namespace xq::testing
