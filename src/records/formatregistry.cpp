#include "records/formatregistry.h"

#include "records/cbf.h"
#include "records/cbr.h"
#include "records/eglib.h"
#include "records/fenrecord.h"
#include "records/mxq.h"
#include "records/pgn.h"
#include "records/qp.h"
#include "records/textencoding.h"
#include "records/ubb.h"
#include "records/xqf.h"

#include <algorithm>
#include <array>

namespace xq {

namespace {

bool startsAsQp(std::string_view bytes)
{
    return bytes.starts_with(QpSignature);
}

bool startsAsXqf(std::string_view bytes)
{
    return bytes.starts_with("XQ");
}

bool holdsDhtmlXqTags(std::string_view bytes)
{
    return bytes.find("[DhtmlXQ") != std::string_view::npos;
}

/// A single line with nine '/' and nothing else.
bool looksLikeFen(std::string_view text)
{
    text = withoutUtf8Bom(text);
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return false;
    }
    const auto end = text.find_first_of("\r\n", first);
    const std::string_view line
        = text.substr(first, end == std::string_view::npos ? end : end - first);
    const auto rest = end == std::string_view::npos ? std::string_view() : text.substr(end);
    return std::count(line.begin(), line.end(), '/') == 9
        && line.find('[') == std::string_view::npos
        && rest.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

Result<std::string> writeTextRecord(const std::string &text, const WriteOptions &options)
{
    return encodeRecordText(text, options.encoding);
}

const std::array Formats = {
    FormatEntry { RecordFormat::Xqf, "XQF", ".xqf", "GBK", startsAsXqf,
        [](std::string_view bytes, const ReadOptions &options) { return readXqf(bytes, options); },
        nullptr, [](const GameTree &game, const WriteOptions &) { return writeXqf(game); } },
    FormatEntry { RecordFormat::Cbr, "CBR", ".cbr", "UTF-16LE", startsAsCbr,
        [](std::string_view bytes, const ReadOptions &options) { return readCbr(bytes, options); },
        nullptr,
        [](const GameTree &game, const WriteOptions &) {
            return Result<std::string>(writeCbr(game));
        } },
    FormatEntry { RecordFormat::Cbl, "CBL", ".cbl", "UTF-16LE",
        [](std::string_view bytes) { return startsAsCbl(bytes) || startsAsCompressedCbl(bytes); },
        [](std::string_view bytes, const ReadOptions &options) {
            return std::move(readCblGames(bytes, options).front());
        },
        [](std::string_view bytes, const ReadOptions &options) {
            return readCblGames(bytes, options);
        },
        nullptr },
    FormatEntry { RecordFormat::Qp, "QP", ".qp", "", startsAsQp,
        [](std::string_view bytes, const ReadOptions &options) {
            return std::move(readQpGames(bytes, options).front());
        },
        [](std::string_view bytes, const ReadOptions &options) {
            return readQpGames(bytes, options);
        },
        nullptr },
    FormatEntry { RecordFormat::Cbf, "CBF", ".cbf", "", looksLikeCbf,
        [](std::string_view bytes, const ReadOptions &options) { return readCbf(bytes, options); },
        nullptr,
        [](const GameTree &game, const WriteOptions &) {
            return Result<std::string>(writeCbf(game)); // XML declared UTF-8
        } },
    // Known by its extension only: no signature.
    FormatEntry { RecordFormat::Mxq, "MXQ", ".mxq", "GBK", nullptr,
        [](std::string_view bytes, const ReadOptions &options) { return readMxq(bytes, options); },
        nullptr, nullptr },
    FormatEntry { RecordFormat::Ubb, "DhtmlXQ", ".ubb .txt", "", holdsDhtmlXqTags,
        [](std::string_view bytes, const ReadOptions &options) { return readUbb(bytes, options); },
        [](std::string_view bytes, const ReadOptions &options) {
            return readUbbGames(bytes, options);
        },
        [](const GameTree &game, const WriteOptions &options) {
            return writeTextRecord(writeUbb(game), options);
        } },
    FormatEntry { RecordFormat::Eglib, "EGLIB", ".eglib", "", looksLikeEglib,
        [](std::string_view bytes, const ReadOptions &options) {
            return std::move(readEglibGames(bytes, options).front());
        },
        [](std::string_view bytes, const ReadOptions &options) {
            return readEglibGames(bytes, options);
        },
        [](const GameTree &game, const WriteOptions &options) {
            return writeTextRecord(writeEglib(game), options);
        } },
    FormatEntry { RecordFormat::Fen, "FEN", ".fen", "", looksLikeFen,
        [](std::string_view bytes, const ReadOptions &options) {
            return readFenRecord(bytes, options);
        },
        nullptr,
        [](const GameTree &game, const WriteOptions &) {
            return Result<std::string>(writeFenRecord(game));
        } },
    // Last: text that is nothing else is read as PGN.
    FormatEntry { RecordFormat::Pgn, "PGN", ".pgn .xqn", "", nullptr,
        [](std::string_view bytes, const ReadOptions &options) { return readPgn(bytes, options); },
        [](std::string_view bytes, const ReadOptions &options) {
            return readPgnGames(bytes, options);
        },
        [](const GameTree &game, const WriteOptions &options) {
            return writeTextRecord(writePgn(game, options.notation, options.marks), options);
        } },
};

} // namespace

std::span<const FormatEntry> recordFormats()
{
    return Formats;
}

const FormatEntry &formatEntry(RecordFormat format)
{
    return *std::find_if(Formats.begin(), Formats.end(),
        [format](const FormatEntry &entry) { return entry.format == format; });
}

bool looksBinary(std::string_view bytes)
{
    constexpr std::size_t Window = 4096;
    const std::string_view start = bytes.substr(0, Window);
    const auto controls = std::count_if(start.begin(), start.end(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0x1A;
    });
    // Text editors leave a stray control character at most; binary data is full of them.
    return start.find('\0') != std::string_view::npos
        || controls > static_cast<long>(start.size() / 64) + 1;
}

} // namespace xq
