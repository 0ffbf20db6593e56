#pragma once

// The words the network window and its setup page use for the three games: the game's name
// (with Gomoku's rule), the protocol's two sides as each game names them (Red and Black in
// Xiangqi; Black, who moves first, and White in Gomoku and Reversi), and how a game ended.

#include "net/gamerules.h"
#include "net/sessionevent.h"

#include <QCoreApplication>
#include <QString>

class NetGameText {
    Q_DECLARE_TR_FUNCTIONS(NetGameText)

public:
    /// "Xiangqi", "Gomoku", "Reversi".
    static QString game(xq::net::GameName game);
    /// Gomoku's rule: "renju".
    static QString rule(gomoku::Rule rule);
    /// The game's name, with the rule for Gomoku: "Gomoku, renju".
    static QString kind(const xq::net::GameKind &kind);
    /// The side (Red: the side that moves first) as the game names it.
    static QString side(xq::net::GameName game, xq::Side side);
    /// How a game of `game` ended: "Black wins: five in a row."
    static QString end(xq::net::GameName game, const xq::net::GameEnd &end);
};
