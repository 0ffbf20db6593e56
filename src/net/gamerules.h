#pragma once

// One game's rules as network play needs them, the same for the three games: moves as the
// protocol writes them (ICCS for Xiangqi, points "h8" for Gomoku, squares "f5" and the pass "pa"
// for Reversi), whose turn it is, whether a move is legal, taking moves back and the verdict.
// The session judges every peer move through this and names no game itself. Sides are the
// protocol's: Red is the side that moves first (Black's stones in Gomoku and Reversi).

#include "core/types.h"
#include "gomoku/types.h"
#include "net/protocol.h"
#include "net/sessionevent.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq::net {

/// The game a network session plays, with what both programs must agree on to judge it alike.
struct GameKind {
    GameName name = GameName::Xiangqi;
    /// Gomoku only: the rule both sides judge by (a 15x15 board).
    gomoku::Rule rule = gomoku::Rule::FreeStyle;

    bool operator==(const GameKind &other) const = default;
};

class GameRules {
public:
    virtual ~GameRules() = default;

    virtual GameKind kind() const = 0;
    virtual Side sideToMove() const = 0;
    /// Moves played, a pass counted.
    virtual int ply() const = 0;
    virtual bool isLegal(std::string_view move) const = 0;
    /// Plays a move isLegal accepted.
    virtual void play(std::string_view move) = 0;
    /// Takes back the last move; nothing at the start.
    virtual void undo() = 0;
    /// The game's moves from the start, as the protocol writes them.
    virtual std::vector<std::string> moves() const = 0;
    /// How the rules ended the game after its last move, or nothing while it goes on.
    virtual std::optional<GameEnd> verdict() const = 0;
    /// Whether the side to move has nothing to play but a pass (Reversi).
    virtual bool mustPass() const { return false; }
};

/// The rules of `kind`, at the start of a game.
std::unique_ptr<GameRules> makeRules(const GameKind &kind);

/// The pass as the protocol writes it (Reversi).
constexpr std::string_view PassMove = "pa";

} // namespace xq::net
