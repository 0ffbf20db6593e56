#pragma once

// Facts about the XQF layout shared by its reader and writer: header offsets, the order of the
// 32 stone slots, the text fields and the move record's tag bits.

#include "core/types.h"
#include "records/binaryfields.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace xq::xqf {

constexpr std::size_t HeaderSize = 0x400;
constexpr std::size_t VersionOffset = 2;
constexpr std::size_t StonesOffset = 0x10;
constexpr std::size_t WhoPlaysOffset = 0x32;
constexpr std::size_t ResultOffset = 0x33;
constexpr std::size_t TypeOffset = 0x40;
constexpr int StoneSlots = 32;
constexpr std::uint8_t Captured = 0xFF;
/// Below this the file is plain; from it on the keys of the header apply.
constexpr int FirstObfuscatedVersion = 11;
/// From this version the 32 stone bytes are also rotated.
constexpr int FirstRotatedVersion = 12;

/// Game types at TypeOffset: from "middle game" on, readers take the stones from the header.
enum class GameType : std::uint8_t { FullGame = 0, Opening = 1, MiddleGame = 2, Ending = 3 };

/// The stone of each slot, for one side: 车马相士帅士相马车炮炮兵兵兵兵兵.
constexpr std::array<Kind, 16> SlotKinds
    = { Kind::Chariot, Kind::Horse, Kind::Elephant, Kind::Advisor, Kind::General, Kind::Advisor,
          Kind::Elephant, Kind::Horse, Kind::Chariot, Kind::Cannon, Kind::Cannon, Kind::Soldier,
          Kind::Soldier, Kind::Soldier, Kind::Soldier, Kind::Soldier };

/// Text fields: a length byte followed by up to `capacity` bytes of GBK.
constexpr std::array<TextField, 8> TextFields = { {
    { "Title", 0x50, 63 },
    { "Event", 0xD0, 63 },
    { "Date", 0x110, 15 },
    { "Site", 0x120, 15 },
    { "Red", 0x130, 15 },
    { "Black", 0x140, 15 },
    { "Annotator", 0x1D0, 15 },
    { "Author", 0x1E0, 15 },
} };

// Move records: from + FromBias, to + ToBias, a tag byte, a reserved byte.
constexpr int FromBias = 0x18;
constexpr int ToBias = 0x20;
constexpr std::size_t RecordSize = 4;
constexpr std::size_t CommentLengthSize = 4;
// Tag bits before version 11: any of the high nibble = a next move, of the low = a variation.
constexpr std::uint8_t PlainNextBits = 0xF0;
constexpr std::uint8_t PlainVariationBits = 0x0F;
// Tag bits from version 11 on.
constexpr std::uint8_t NextBit = 0x80;
constexpr std::uint8_t VariationBit = 0x40;
constexpr std::uint8_t CommentBit = 0x20;

/// XQF point byte x * 10 + y (x the file from the left, y the rank from Red's side).
constexpr Square squareFromXqf(int value)
{
    return makeSquare(value / 10, value % 10);
}
constexpr int xqfFromSquare(Square s)
{
    return fileOf(s) * 10 + rankOf(s);
}
constexpr int XqfPointCount = 90;

} // namespace xq::xqf
