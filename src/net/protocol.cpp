#include "net/protocol.h"

#include "net/nametable.h"

namespace xq::net {

namespace {

constexpr NameTable<GameName, 3> GameNames { {
    { GameName::Xiangqi, "xiangqi" },
    { GameName::Gomoku, "gomoku" },
    { GameName::Reversi, "reversi" },
} };

constexpr NameTable<ErrorCode, 14> ErrorCodes { {
    { ErrorCode::BadJson, "bad-json" },
    { ErrorCode::TooLong, "too-long" },
    { ErrorCode::BadMessage, "bad-message" },
    { ErrorCode::BadVersion, "bad-version" },
    { ErrorCode::WrongGame, "wrong-game" },
    { ErrorCode::WrongCode, "wrong-code" },
    { ErrorCode::SeatTaken, "seat-taken" },
    { ErrorCode::Unexpected, "unexpected" },
    { ErrorCode::NotYourTurn, "not-your-turn" },
    { ErrorCode::IllegalMove, "illegal-move" },
    { ErrorCode::BadPly, "bad-ply" },
    { ErrorCode::NoOffer, "no-offer" },
    { ErrorCode::Desync, "desync" },
    { ErrorCode::GameOver, "game-over" },
} };

} // namespace

void truncateUtf8(std::string &text, std::size_t maxBytes)
{
    if (text.size() <= maxBytes) {
        return;
    }
    std::size_t end = maxBytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) {
        --end; // text[end] continues a character that starts before it
    }
    text.resize(end);
}

std::string_view gameNameText(GameName game)
{
    return nameOf(GameNames, game);
}
std::optional<GameName> parseGameName(std::string_view text)
{
    return lookUp(GameNames, text);
}
std::string_view errorCodeText(ErrorCode code)
{
    return nameOf(ErrorCodes, code);
}
std::optional<ErrorCode> parseErrorCode(std::string_view text)
{
    return lookUp(ErrorCodes, text);
}

} // namespace xq::net
