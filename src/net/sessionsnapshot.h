#pragma once

// What a network game needs to be taken up again after its program was closed or crashed: the
// session's identity (game id, join code, role, side), the players' names, where the peer is,
// the time control, both clocks and the moves. Written as one JSON object after every move and
// read back strictly (a damaged file gives a clear error, never a half-restored game).

#include "core/result.h"
#include "core/types.h"
#include "net/chatline.h"
#include "net/gameclock.h"
#include "net/gamerules.h"
#include "net/protocol.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace xq::net {

struct SessionSnapshot {
    static constexpr int FormatVersion = 1;

    Role role = Role::Host;
    std::string name; ///< this player's
    std::string peerName;
    std::string code; ///< the join code
    std::string gameId;
    Side mySide = Side::Red;
    GameKind game; ///< written as "game" (and "rule" for Gomoku); a file without it is Xiangqi
    TimeControl control;
    std::int64_t redMs = 0; ///< time left when written
    std::int64_t blackMs = 0;
    std::vector<std::string> moves; ///< as the protocol writes them
    /// Guest: the host's address; host: empty (it listens on every address).
    std::string address;
    /// Guest: the host's port; host: the port it listens on.
    int port = 0;
    /// What the players said, oldest first (at most MaxChatLines), shown again when the game
    /// is taken up; written as "chat", an array of {"mine": bool, "text": string}.
    std::vector<ChatLine> chat;

    std::string encode() const;
    static Result<SessionSnapshot> decode(std::string_view text);
};

} // namespace xq::net
