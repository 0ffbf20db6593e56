#pragma once

// The game every sample file in data/ holds, built move by move for comparison.

#include "records/gametree.h"

#include <QTest>

#include <initializer_list>
#include <string_view>

namespace xq::testing {

/// Adds the ICCS moves one after another from `from`; returns the last node.
inline NodeId addLine(GameTree &game, NodeId from, std::initializer_list<std::string_view> moves)
{
    for (std::string_view text : moves) {
        const auto added = game.addMove(from, *Move::fromIccs(text));
        if (!added.ok()) {
            qFatal("bad test line: %s", added.error().c_str());
        }
        from = *added;
    }
    return from;
}

/// 1. 炮二平五 马８进７ {屏风马} (1... 炮８平５ {顺炮} 2. 马二进三 (2. 马八进七))
/// 2. 马二进三 车９平８ 3. 车一平二 马２进３ 4. 兵七进一, root comment 样本对局.
inline GameTree sampleGame(std::string_view secondLineOfVariationComment = {})
{
    GameTree game;
    game.setComment(GameTree::Root, "样本对局");
    const NodeId cannon = addLine(game, GameTree::Root, { "h2e2" });
    const NodeId horse = addLine(game, cannon, { "h9g7" });
    game.setComment(horse, "屏风马");
    addLine(game, horse, { "h0g2", "i9h9", "i0h0", "b9c7", "c3c4" });
    const NodeId sameDirection = addLine(game, cannon, { "h7e7" });
    game.setComment(sameDirection, "顺炮" + std::string(secondLineOfVariationComment));
    addLine(game, sameDirection, { "h0g2" });
    addLine(game, sameDirection, { "b0c2" });
    game.setResult(GameResult::RedWins);
    return game;
}

/// Compares moves and comments (not tags), reporting the first difference.
inline bool sameMoves(const GameTree &a, const GameTree &b)
{
    GameTree x = a;
    GameTree y = b;
    x.tags() = {};
    y.tags() = {};
    y.setResult(x.result());
    return x.sameGame(y);
}

} // namespace xq::testing
