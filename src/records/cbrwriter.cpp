// Writes a CBR record: the header, then the tree in pre-order, each move flagged with whether
// its line ends there and whether an alternative to it follows that line. Where the layout
// leaves a choice, it is made as the records CCBridge saves have it (docs/formats.md).

#include "common/crc32.h"
#include "records/cbr.h"
#include "records/cbrlayout.h"
#include "records/utf16.h"

#include <algorithm>
#include <vector>

namespace xq {

namespace {

using namespace cbr;

void putLe32(std::string &out, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i) {
        out += static_cast<char>((value >> (8 * i)) & 0xFF);
    }
}

/// UTF-16LE of `text` without NUL characters (which would end it).
std::string utf16Text(std::string text)
{
    std::erase(text, '\0');
    return utf8ToUtf16Le(text);
}

/// `text` in a field of `capacity` bytes, cut on a character so that its NUL fits.
void putField(std::string &header, std::size_t offset, std::size_t capacity, std::string_view text)
{
    std::string units = utf16Text(std::string(text));
    std::size_t length = std::min(units.size(), capacity - 2);
    // Do not keep the first half of a surrogate pair.
    if (length >= 2 && length < units.size()) {
        const auto high = static_cast<unsigned char>(units[length - 1]);
        if (high >= 0xD8 && high <= 0xDB) {
            length -= 2;
        }
    }
    std::copy_n(units.begin(), length, header.begin() + static_cast<std::ptrdiff_t>(offset));
}

std::string header(const GameTree &game)
{
    std::string out(HeaderSize, '\0');
    std::copy(RecordSignature.begin(), RecordSignature.end(), out.begin());
    out[KindOffset] = static_cast<char>(RecordKind);
    for (const TextField &field : TextFields) {
        putField(out, field.offset, field.capacity, game.tags().value(field.tag));
    }
    out[ResultOffset] = static_cast<char>(byteFromResult(game.result()));
    const char side = game.startBoard().sideToMove() == Side::Red ? 1 : 2;
    out[SideOffset] = side;
    // Readers disagree on which of the two holds the side; the other is taken for the first
    // move's number, where 1 or 2 does no harm.
    out[SideCopyOffset] = side;
    for (int point = 0; point < PointCount; ++point) {
        const Stone stone = game.startBoard().stoneAt(squareFromPoint(point));
        out[BoardOffset + point] = stone ? static_cast<char>(byteFromStone(stone)) : '\0';
    }
    std::fill_n(out.begin() + PlaybackOffset, 4, '\xFF');
    return out;
}

/// Real records count a comment's bytes without a NUL after them.
void putRecord(std::string &out, std::uint8_t flags, int from, int to, const std::string &comment)
{
    const std::string text = utf16Text(comment);
    out += static_cast<char>(flags | (text.empty() ? 0 : HasCommentFlag));
    out += '\0';
    out += static_cast<char>(from);
    out += static_cast<char>(to);
    if (!text.empty()) {
        putLe32(out, static_cast<std::uint32_t>(text.size()));
        out += text;
    }
}

/// Writes every move in pre-order: a move, the line after it, then its alternatives. With a
/// stack of its own, as lines may be thousands of moves deep.
void putMoves(std::string &out, const GameTree &game)
{
    std::vector<NodeId> pending(
        game.children(GameTree::Root).rbegin(), game.children(GameTree::Root).rend());
    while (!pending.empty()) {
        const NodeId node = pending.back();
        pending.pop_back();
        const auto &siblings = game.children(game.parent(node));
        const auto &children = game.children(node);
        std::uint8_t flags = children.empty() ? EndsLineFlag : 0;
        flags |= node != siblings.back() ? HasAlternativeFlag : 0;
        const Move move = game.move(node);
        putRecord(out, flags, pointFromSquare(move.from()), pointFromSquare(move.to()),
            game.comment(node));
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
}

/// Real records carry a 16-byte identifier after the kind byte, as libraries name their games
/// by one. It is made from the record itself, so that writing a game again gives the same bytes:
/// four CRC-32s of the record, each over the bytes with a different first byte.
void putIdentifier(std::string &out)
{
    std::string bytes = out;
    for (std::size_t part = 0; part < 4; ++part) {
        bytes[0] = static_cast<char>(part);
        const auto *data = reinterpret_cast<const std::uint8_t *>(bytes.data());
        const std::uint32_t crc = common::crc32({ data, bytes.size() });
        for (std::size_t i = 0; i < 4; ++i) {
            out[IdentifierOffset + part * 4 + i] = static_cast<char>((crc >> (8 * i)) & 0xFF);
        }
    }
}

} // namespace

std::string writeCbr(const GameTree &game)
{
    std::string out = header(game);
    const bool hasMoves = !game.children(GameTree::Root).empty();
    putRecord(out, hasMoves ? 0 : EndsLineFlag, 0, 0, game.comment(GameTree::Root));
    putMoves(out, game);
    putIdentifier(out);
    return out;
}

} // namespace xq
