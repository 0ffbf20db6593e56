#pragma once

// Game ▸ Offer or Claim a Draw, decided as docs/rules.md says: a repetition may be claimed at its
// second occurrence when the rules call the cycle a draw; otherwise the offer goes to the
// opponent: the computer takes it when its own evaluation says it is behind
// (SingleGame::acceptsDraw), a second player is asked.

#include "core/rulesjudge.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class SingleGame;

class DrawOffer {
    Q_DECLARE_TR_FUNCTIONS(DrawOffer)

public:
    struct Answer {
        bool drawn = false;
        xq::EndReason reason = xq::EndReason::None; ///< Repetition when claimed, else agreed
        QString text; ///< what the player is told
    };
    /// Asks a second player whether they take the draw offered by `offering`.
    using AskOpponent = std::function<bool(const QString &question)>;

    /// The answer to a draw offered or claimed by `offering` in `game`'s position shown.
    static Answer decide(const SingleGame &game, xq::Side offering, const AskOpponent &ask);
};
