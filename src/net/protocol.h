#pragma once

// The protocol's constants and names, as docs/network.md lists them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xq::net {

constexpr int ProtocolVersion = 1;
/// The longest line a peer may send, its '\n' not counted.
constexpr std::size_t MaxLineBytes = 16384;
constexpr std::size_t MaxNameBytes = 64;
constexpr std::size_t MaxChatBytes = 500;
constexpr std::size_t MaxDetailBytes = 200;
/// The chat lines a game keeps (the latest), to show again when it is taken up.
constexpr std::size_t MaxChatLines = 200;
/// The longest move text ("h2e2", "o15", "pa").
constexpr std::size_t MaxMoveBytes = 8;
/// The longest move list a handshake may carry.
constexpr std::size_t MaxMoves = 1000;
constexpr std::size_t JoinCodeLength = 6;
/// How far a peer's clock may run past zero on this side before this side claims the time:
/// the mover's own program declares its loss at zero, the other side only after this lag.
constexpr std::int64_t ClaimGraceMs = 3000;
/// A peer may not report more time than this side's estimate plus this allowance.
constexpr std::int64_t ClockSlackMs = 1000;
/// The longest a clock may be set to (ten hours).
constexpr std::int64_t MaxClockMs = 36'000'000;

enum class GameName { Xiangqi, Gomoku, Reversi };

/// Which seat a program holds: the host waits for a guest, the guest connects.
enum class Role { Host, Guest };

/// Shortens `text` to at most `maxBytes` without cutting a UTF-8 character in two.
void truncateUtf8(std::string &text, std::size_t maxBytes);

std::string_view gameNameText(GameName game);
std::optional<GameName> parseGameName(std::string_view text);

/// Why a message is refused: sent in "refuse" and "error" messages.
enum class ErrorCode {
    BadJson, ///< not a JSON object of the subset, or over a limit
    TooLong, ///< a line longer than MaxLineBytes
    BadMessage, ///< an unknown type, or a field missing or of the wrong type or range
    BadVersion, ///< the peer's protocol version is not ours
    WrongGame, ///< the host plays another game
    WrongCode, ///< the join code does not match
    SeatTaken, ///< the host already has a guest
    Unexpected, ///< a message this state does not allow
    NotYourTurn,
    IllegalMove,
    BadPly, ///< a move numbered out of sequence
    NoOffer, ///< an answer to no pending offer
    Desync, ///< the move lists of a resumed game do not agree
    GameOver, ///< the game has ended
};

std::string_view errorCodeText(ErrorCode code);
std::optional<ErrorCode> parseErrorCode(std::string_view text);

} // namespace xq::net
