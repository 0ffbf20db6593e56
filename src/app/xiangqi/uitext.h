#pragma once

// Player-facing words for the core's values: sides, results, end reasons, why a move is refused.
// Kept in one place so both languages are translated once, whatever widget shows them.

#include "core/board.h"
#include "core/moverefusal.h"
#include "core/rulesjudge.h"
#include "records/gametree.h"

#include <QCoreApplication>
#include <QString>

class UiText {
    Q_DECLARE_TR_FUNCTIONS(UiText)

public:
    static QString side(xq::Side side);
    /// "Red wins", "Draw".
    static QString outcome(xq::Outcome outcome);
    /// Why the game ended; empty while it goes on.
    static QString reason(xq::EndReason reason);
    /// A record's result as its file states it: "Red wins", "Draw"; empty when unknown.
    static QString recordResult(xq::GameResult result);
    /// "Red wins by checkmate." for the game-end dialog and the status bar.
    static QString verdict(const xq::Verdict &verdict);
    /// Why the rules refuse a move (xq::refusalOf), in words a player understands; `toMove` is
    /// the side whose turn it is.
    static QString refusal(xq::Refusal why, xq::Side toMove);
    static QString gameIsOver();
    static QString check();
    /// The stone's character: 帅 仕 相 马 车 炮 兵 for Red, 将 士 象 马 车 炮 卒 for Black.
    static QString stoneCharacter(xq::Stone stone);
    /// How a level is limited ("depth 3, some randomness"), translated when we know it.
    static QString levelStrength(const std::string &strength);
};
