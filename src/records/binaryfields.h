#pragma once

// What the binary formats (XQF, CCBridge's CBR and CBL) lay out alike: texts in fields at fixed
// offsets, the result as one byte, little-endian numbers.

#include "records/gametree.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace xq {

/// A text field of a binary header, read into the tag `tag`.
struct TextField {
    std::string_view tag;
    std::size_t offset;
    std::size_t capacity; ///< bytes of text it holds at most
};

/// The result byte: 1 Red wins, 2 Black wins, 3 draw; anything else is unknown.
constexpr GameResult resultFromByte(std::uint8_t value)
{
    switch (value) {
    case 1: return GameResult::RedWins;
    case 2: return GameResult::BlackWins;
    case 3: return GameResult::Draw;
    default: return GameResult::Unknown;
    }
}

/// The little-endian 32-bit number at `offset`; the four bytes must be there.
inline std::uint32_t le32At(std::string_view bytes, std::size_t offset)
{
    std::uint32_t value = 0;
    for (std::size_t i = 4; i-- > 0;) {
        value = value << 8 | static_cast<std::uint8_t>(bytes[offset + i]);
    }
    return value;
}

constexpr std::uint8_t byteFromResult(GameResult result)
{
    switch (result) {
    case GameResult::RedWins: return 1;
    case GameResult::BlackWins: return 2;
    case GameResult::Draw: return 3;
    case GameResult::Unknown: break;
    }
    return 0;
}

} // namespace xq
