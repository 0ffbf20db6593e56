// Writes XQF version 10: plain header and records, variations as pre-order siblings.

#include "records/textencoding.h"
#include "records/xqf.h"
#include "records/xqflayout.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace xq {

namespace {

using namespace xqf;

void putByte(std::string &out, std::size_t offset, int value)
{
    out[offset] = static_cast<char>(static_cast<std::uint8_t>(value));
}

/// The GBK bytes of `utf8`, cut at a character boundary to fit `capacity`.
std::string fittedGbk(std::string_view utf8, std::size_t capacity)
{
    while (!utf8.empty()) {
        auto gbk = utf8ToGbk(utf8);
        if (gbk.ok() && gbk->size() <= capacity) {
            return *gbk;
        }
        // Drop the last UTF-8 character and try again.
        std::size_t cut = utf8.size() - 1;
        while (cut > 0 && (static_cast<unsigned char>(utf8[cut]) & 0xC0) == 0x80) {
            --cut;
        }
        utf8 = utf8.substr(0, cut);
    }
    return {};
}

/// Puts every stone into a free slot of its kind; fails when a kind has too many stones.
std::optional<std::string> writeStones(std::string &header, const Board &board)
{
    std::array<bool, StoneSlots> used {};
    for (int i = 0; i < StoneSlots; ++i) {
        putByte(header, StonesOffset + i, Captured);
    }
    for (Square s = 0; s < SquareCount; ++s) {
        const Stone stone = board.stoneAt(s);
        if (!stone) {
            continue;
        }
        const int base = stone.side() == Side::Red ? 0 : 16;
        int slot = -1;
        for (int i = 0; i < 16 && slot < 0; ++i) {
            if (!used[base + i] && SlotKinds[i] == stone.kind()) {
                slot = base + i;
            }
        }
        if (slot < 0) {
            return "XQF cannot hold this position: too many stones of one kind at " + squareName(s);
        }
        used[slot] = true;
        putByte(header, StonesOffset + slot, xqfFromSquare(s));
    }
    return std::nullopt;
}

Result<std::string> header(const GameTree &game)
{
    std::string out(HeaderSize, '\0');
    out[0] = 'X';
    out[1] = 'Q';
    putByte(out, VersionOffset, XqfOldestVersion);
    const Board &start = game.startBoard();
    if (auto error = writeStones(out, start)) {
        return Result<std::string>::failure(*error);
    }
    putByte(out, WhoPlaysOffset, start.sideToMove() == Side::Red ? 0 : 1);
    putByte(out, ResultOffset, byteFromResult(game.result()));
    const bool standard = start.fen() == Board::StartFen;
    // Readers take the stones from the header only for middle games and endings.
    putByte(
        out, TypeOffset, static_cast<int>(standard ? GameType::FullGame : GameType::MiddleGame));
    for (const TextField &field : TextFields) {
        const std::string gbk = fittedGbk(game.tags().value(field.tag), field.capacity);
        putByte(out, field.offset, static_cast<int>(gbk.size()));
        out.replace(field.offset + 1, gbk.size(), gbk);
    }
    return out;
}

void appendRecord(
    std::string &out, int from, int to, int tag, int reserved, std::string_view comment)
{
    out += static_cast<char>(from);
    out += static_cast<char>(to);
    out += static_cast<char>(tag);
    out += static_cast<char>(reserved);
    std::string text;
    for (char c : comment) {
        text += c == '\n' ? std::string("\r\n") : std::string(1, c);
    }
    const auto encoded = utf8ToGbk(text);
    const std::string gbk = encoded.ok() ? *encoded : std::string();
    const auto length = static_cast<std::uint32_t>(gbk.size());
    for (int shift = 0; shift < 32; shift += 8) {
        out += static_cast<char>((length >> shift) & 0xFF);
    }
    out += gbk;
}

bool hasLaterSibling(const GameTree &game, NodeId node)
{
    return node != GameTree::Root && game.children(game.parent(node)).back() != node;
}

void writeRecords(std::string &out, const GameTree &game)
{
    // Pre-order: a node, its continuation's subtree, then its next sibling's.
    std::vector<NodeId> pending { GameTree::Root };
    while (!pending.empty()) {
        const NodeId node = pending.back();
        pending.pop_back();
        const bool hasNext = !game.children(node).empty();
        const bool hasSibling = hasLaterSibling(game, node);
        const int tag = (hasNext ? PlainNextBits : 0) | (hasSibling ? PlainVariationBits : 0);
        if (node == GameTree::Root) {
            // The dummy first record, as the format fixes it.
            appendRecord(out, FromBias, ToBias, tag, 0xFF, game.comment(node));
        } else {
            const Move m = game.move(node);
            appendRecord(out, xqfFromSquare(m.from()) + FromBias, xqfFromSquare(m.to()) + ToBias,
                tag, 0, game.comment(node));
        }
        if (hasSibling) {
            const auto &siblings = game.children(game.parent(node));
            pending.push_back(*(std::find(siblings.begin(), siblings.end(), node) + 1));
        }
        if (hasNext) {
            pending.push_back(game.children(node).front());
        }
    }
}

} // namespace

Result<std::string> writeXqf(const GameTree &game)
{
    auto out = header(game);
    if (!out.ok()) {
        return out;
    }
    writeRecords(*out, game);
    return out;
}

} // namespace xq
