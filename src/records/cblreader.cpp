// Reads a CBL library: the records start after an index of one entry per slot the library was
// built for, on 4096-byte slots; a long record runs on into the next slots, so the records are
// the slots that start with a record's signature, each reaching up to the next one. A record
// without stones is a heading over the games after it, not a game.

#include "records/cbr.h"
#include "records/cbrlayout.h"
#include "records/readwarnings.h"
#include "records/utf16.h"

#include <algorithm>

namespace xq {

namespace {

using namespace cbr;

constexpr std::string_view CblName = "CCBridge library (.cbl)";

std::vector<Result<GameTree>> refused(std::string reason)
{
    return { Result<GameTree>::failure(std::move(reason)) };
}

/// The offsets of the slots that start a record, from `first` on.
std::vector<std::size_t> recordStarts(std::string_view bytes, std::size_t first)
{
    std::vector<std::size_t> starts;
    for (std::size_t at = first; bytes.size() - at >= RecordSignature.size(); at += SlotSize) {
        if (startsAsCbr(bytes.substr(at))) {
            starts.push_back(at);
        }
        if (bytes.size() - at <= SlotSize) {
            break;
        }
    }
    return starts;
}

/// A record whose board holds no stone: libraries put one, with a title, before a group of games.
bool isHeading(std::string_view record)
{
    if (record.size() < HeaderSize) {
        return false;
    }
    const std::string_view board = record.substr(BoardOffset, PointCount);
    return std::all_of(board.begin(), board.end(), [](char c) { return c == '\0'; });
}

std::string headingWarning(std::string_view record, std::size_t offset)
{
    const TextField &title = TextFields.front();
    return "the library's record at " + byteOffsetText(offset)
        + " before this game is a heading, not a game (no stones on its board): '"
        + utf16LeToUtf8(record.substr(title.offset, title.capacity)) + "'";
}

} // namespace

std::vector<Result<GameTree>> readCblGames(std::string_view bytes, const ReadOptions &options)
{
    if (startsAsCompressedCbl(bytes)) {
        return readCompressedCblGames(bytes, options);
    }
    if (!startsAsCbl(bytes)) {
        return refused("offset 0x0: not a CCBridge library (no \"CCBridgeLibrary\" signature)");
    }
    if (bytes.size() < IndexOffset) {
        return refused(unreadableFile(CblName,
            "the library has " + std::to_string(bytes.size()) + " bytes, fewer than the "
                + std::to_string(IndexOffset) + " of a CBL header (truncated file)"));
    }
    const std::uint32_t slots = le32At(bytes, SlotCountOffset);
    const std::uint64_t first = IndexOffset + std::uint64_t { slots } * IndexEntrySize;
    if (first > bytes.size()) {
        return refused(unreadableFile(CblName,
            byteOffsetText(SlotCountOffset) + ": an index for " + std::to_string(slots)
                + " slots would end at offset " + std::to_string(first) + ", past the end of the "
                + std::to_string(bytes.size()) + "-byte file (corrupt or truncated)"));
    }
    const auto starts = recordStarts(bytes, static_cast<std::size_t>(first));
    if (starts.empty()) {
        return refused(std::string(NotARecord)
            + ": an empty CCBridge library (no record after its index of " + std::to_string(slots)
            + " slots)");
    }
    std::vector<Result<GameTree>> games;
    std::vector<std::string> headings; // those before the next game
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : bytes.size();
        const std::string_view record = bytes.substr(starts[i], end - starts[i]);
        if (isHeading(record)) {
            headings.push_back(headingWarning(record, starts[i]));
            continue;
        }
        auto game = readCbr(record, options);
        if (!game.ok()) {
            game = Result<GameTree>::failure(
                "record at " + byteOffsetText(starts[i]) + ": " + game.error());
        }
        for (std::string &heading : headings) {
            if (game.ok()) {
                game->addReadWarning(std::move(heading));
            }
        }
        headings.clear();
        games.push_back(std::move(game));
    }
    if (games.empty()) {
        return refused(std::string(NotARecord) + ": a CCBridge library of headings only ("
            + std::to_string(starts.size()) + " records without stones)");
    }
    return games;
}

} // namespace xq
