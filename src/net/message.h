#pragma once

// One protocol message, the fields of every type flattened into one value type; encode() writes
// the line a peer reads, decode() reads one and checks every field the type needs (presence,
// type, range, length). docs/network.md is the schema.

#include "core/types.h"
#include "gomoku/types.h"
#include "net/protocol.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq::net {

enum class MessageType {
    Hello,
    Welcome,
    Refuse,
    Move,
    Offer,
    Answer,
    Resign,
    Timeout,
    Chat,
    Ping,
    Pong,
    Error,
    Beacon, ///< a UDP datagram announcing a waiting game, never sent on the game's connection
};

enum class OfferKind { Draw, Undo };

std::string_view messageTypeText(MessageType type);
std::string_view offerKindText(OfferKind kind);
std::string_view sideText(Side side);
std::optional<Side> parseSide(std::string_view text);

struct Message {
    MessageType type = MessageType::Ping;
    // hello, welcome
    int version = ProtocolVersion;
    GameName game = GameName::Xiangqi;
    gomoku::Rule rule = gomoku::Rule::FreeStyle; ///< welcome, beacon: Gomoku's rule
    std::string name; ///< the sender's player name
    std::string code; ///< hello: the join code
    std::string gameId; ///< welcome: the game's id; hello: the game to resume, or empty
    std::vector<std::string> moves; ///< hello when resuming, welcome always
    // welcome
    Side side = Side::Black; ///< welcome, beacon: the guest's side
    std::int64_t initialMs = 0; ///< 0: no clocks
    std::int64_t incrementMs = 0;
    std::int64_t redMs = 0;
    std::int64_t blackMs = 0;
    std::int64_t port = 0; ///< beacon: the TCP port the host listens on
    // move
    int ply = 0; ///< move: 1 for the game's first move; offer: the moves played when made
    std::string move; ///< "h2e2" (Xiangqi, ICCS), "h8" (Gomoku), "f5" or "pa" (Reversi)
    std::int64_t clockMs = 0; ///< the mover's time left after the move, increment added
    // offer, answer
    OfferKind offer = OfferKind::Draw;
    int plies = 0; ///< undo: the plies to take back (1 or 2)
    bool accept = false;
    // timeout: the side whose time ran out
    Side loser = Side::Red;
    // chat: the line; refuse, error: the detail
    std::string text;
    // ping, pong
    std::int64_t n = 0;
    // refuse, error
    ErrorCode error = ErrorCode::BadMessage;

    /// The message as one line of JSON, without the '\n'.
    std::string encode() const;
    /// Reads one line (without its '\n'); a refusal says which field is wrong.
    static struct Decoded decode(std::string_view line);
};

/// A line read: the message, or the error code and detail to refuse it with.
struct Decoded {
    std::optional<Message> message;
    ErrorCode error = ErrorCode::BadMessage;
    std::string detail;
};

} // namespace xq::net
