#pragma once

// Games with known mistakes for the review tests.

#include "core/notation.h"
#include "records/gametree.h"

#include <QtGlobal>

#include <initializer_list>

namespace reviewgames {

/// The main line of ICCS moves from the start position.
inline xq::GameTree gameOf(std::initializer_list<const char *> moves)
{
    xq::GameTree game;
    xq::NodeId node = xq::GameTree::Root;
    for (const char *text : moves) {
        const auto move = xq::parseMove(game.boardAt(node), text, xq::Notation::Iccs);
        Q_ASSERT(move.ok());
        node = *game.addMove(node, *move, xq::AddMode::MainLine);
    }
    return game;
}

/// 1. h2e2 b9c7 2. e2e6?? c7e6 3. b0c2: the central cannon takes a soldier on a point Black's
/// horse guards, and is lost for it. The blunder is the third move (index 2).
inline xq::GameTree blunderGame()
{
    return gameOf({ "h2e2", "b9c7", "e2e6", "c7e6", "b0c2" });
}

/// A quiet, sound opening: no move of it loses anything like a blunder.
inline xq::GameTree soundGame()
{
    return gameOf({ "h2e2", "h9g7", "h0g2", "i9h9", "i0h0" });
}

} // namespace reviewgames
