#pragma once

// What the record tests ask of a game read: its lines as ICCS moves, strict reading, and whether
// an error says what it should.

#include "records/gametree.h"
#include "records/readoptions.h"

#include <QtGlobal>

#include <string>
#include <string_view>
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

/// True when `error` holds `text`; otherwise the error is shown, beside the failing check.
inline bool says(const std::string &error, std::string_view text)
{
    if (error.find(text) == std::string::npos) {
        qWarning("\"%s\" does not say \"%.*s\"", error.c_str(), static_cast<int>(text.size()),
            text.data());
        return false;
    }
    return true;
}

} // namespace xq::testing
