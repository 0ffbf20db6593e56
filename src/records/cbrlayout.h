#pragma once

// Facts about CCBridge's binary layouts shared by the CBR reader and writer and the CBL reader:
// offsets, the text fields, the stone codes, the move record's flags. docs/formats.md says where
// they come from and what is not known.

#include "core/types.h"
#include "records/binaryfields.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace xq::cbr {

constexpr std::string_view RecordSignature("CCBridge Record\0", 16);
constexpr std::string_view LibrarySignature("CCBridgeLibrary\0", 16);

// A record (.cbr, and each record of a .cbl).
constexpr std::size_t KindOffset = 19;
constexpr std::size_t IdentifierOffset = 20; ///< 16 bytes naming the record (not read)
constexpr std::uint8_t RecordKind = 2; ///< what is written; 3 ("newer") is read the same way
constexpr std::uint8_t EarlyKind = 1; ///< an earlier layout, not read
constexpr std::size_t ResultOffset = 2076;
constexpr std::size_t SideOffset = 2112; ///< 1 Red moves first, 2 Black
constexpr std::size_t SideCopyOffset = 2116; ///< see the writer
constexpr std::size_t BoardOffset = 2120;
constexpr std::size_t PlaybackOffset = 2210;
constexpr std::size_t HeaderSize = 2214; ///< the move stream starts here

/// Text fields: UTF-16LE, ended by a NUL within their capacity.
constexpr std::array<TextField, 11> TextFields = { {
    { "Title", 180, 128 },
    { "Event", 692, 64 },
    { "Round", 756, 64 },
    { "Date", 884, 64 },
    { "Site", 948, 64 },
    { "Red", 1076, 64 },
    { "RedTeam", 1140, 64 },
    { "Black", 1300, 64 },
    { "BlackTeam", 1364, 64 },
    { "Annotator", 1652, 64 },
    { "Author", 1780, 64 },
} };

// The move stream: records of four bytes (flags, unused, from, to), each followed by a comment
// when its flags say so: a 4-byte little-endian length in bytes, then that much UTF-16LE. The
// first record stands for the start position: only its comment flag counts.
constexpr std::size_t MoveRecordSize = 4;
constexpr std::size_t CommentLengthSize = 4;
constexpr std::uint8_t EndsLineFlag = 0x01;
constexpr std::uint8_t HasAlternativeFlag = 0x02;
constexpr std::uint8_t HasCommentFlag = 0x04;

// A library (.cbl): a header, an index of 276 bytes a slot, then the records on 4096-byte slots.
constexpr std::size_t SlotCountOffset = 60;
constexpr std::size_t IndexOffset = 66624;
constexpr std::size_t IndexEntrySize = 276;
constexpr std::size_t SlotSize = 4096;

/// Stone bytes: the side in the high nibble (1 Red, 2 Black), the kind in the low one.
constexpr std::array<Kind, 7> StoneKinds = { Kind::Chariot, Kind::Horse, Kind::Elephant,
    Kind::Advisor, Kind::General, Kind::Cannon, Kind::Soldier };

constexpr std::optional<Stone> stoneFromByte(std::uint8_t value)
{
    const int side = value >> 4;
    const int kind = value & 0x0F;
    if ((side != 1 && side != 2) || kind < 1 || kind > 7) {
        return std::nullopt;
    }
    return Stone(side == 1 ? Side::Red : Side::Black, StoneKinds[kind - 1]);
}

constexpr std::uint8_t byteFromStone(Stone stone)
{
    int kind = 0;
    while (StoneKinds[kind] != stone.kind()) {
        ++kind;
    }
    return static_cast<std::uint8_t>((stone.side() == Side::Red ? 0x10 : 0x20) | (kind + 1));
}

/// The 90 points are laid out row by row from Black's side, each row from Red's left.
constexpr int PointCount = 90;
constexpr Square squareFromPoint(int point)
{
    return makeSquare(point % 9, 9 - point / 9);
}
constexpr int pointFromSquare(Square s)
{
    return (9 - rankOf(s)) * 9 + fileOf(s);
}

} // namespace xq::cbr
