#include "records/records.h"

#include "records/atomicfile.h"
#include "records/fenrecord.h"
#include "records/pgn.h"
#include "records/ubb.h"
#include "records/xqf.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace xq {

namespace {

constexpr std::string_view UnknownExtension
    = "unknown record extension (use .pgn, .xqf, .ubb, .txt or .fen)";

std::string lowerExtension(std::string_view path)
{
    const std::size_t dot = path.rfind('.');
    const std::size_t slash = path.find_last_of("/\\");
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) {
        return {};
    }
    std::string ext(path.substr(dot));
    std::transform(ext.begin(), ext.end(), ext.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext;
}

/// Reads the first game only, or all of them: opening a file needs just the first, and a large
/// collection is read much faster that way.
enum class GamesWanted { First, All };

std::vector<Result<GameTree>> readUpTo(
    std::string_view bytes, RecordFormat format, GamesWanted wanted, const ReadOptions &options)
{
    if (wanted == GamesWanted::All && format == RecordFormat::Ubb) {
        return readUbbGames(bytes, options);
    }
    if (wanted == GamesWanted::All && format == RecordFormat::Pgn) {
        return readPgnGames(bytes, options);
    }
    return { readRecord(bytes, format, options) };
}

/// The text of one game in a format that is text (PGN or DhtmlXQ), before encoding.
std::string gameText(const GameTree &game, RecordFormat format, const WriteOptions &options)
{
    return format == RecordFormat::Ubb ? writeUbb(game)
                                       : writePgn(game, options.notation, options.marks);
}

Result<std::vector<GameTree>> allOrFirstError(std::vector<Result<GameTree>> games)
{
    std::vector<GameTree> read;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (!games[i].ok()) {
            return Result<std::vector<GameTree>>::failure(gameError(games, i));
        }
        read.push_back(std::move(games[i]).value());
    }
    return read;
}

/// Reads the bytes of a file in the format of its extension, or by their content where the
/// extension says nothing or the content reads and the extension's format does not.
std::vector<Result<GameTree>> readUpToAs(
    std::string_view bytes, const std::string &path, GamesWanted wanted, const ReadOptions &options)
{
    const auto byName = formatForPath(path);
    // A .txt file may hold PGN or a FEN as well as DhtmlXQ: trust the content there.
    const bool trustName = byName && lowerExtension(path) != ".txt";
    const RecordFormat detected = detectFormat(bytes);
    auto games = readUpTo(bytes, trustName ? *byName : detected, wanted, options);
    if (!games.front().ok() && trustName && detected != *byName) {
        // A record saved under the wrong extension (DhtmlXQ pasted into a .pgn file).
        if (auto other = readUpTo(bytes, detected, wanted, options); other.front().ok()) {
            return other;
        }
    }
    return games;
}

Result<std::vector<Result<GameTree>>> loadUpTo(
    const std::string &path, GamesWanted wanted, const ReadOptions &options)
{
    using Outcome = Result<std::vector<Result<GameTree>>>;
    auto bytes = readFileBytes(path);
    if (!bytes.ok()) {
        return Outcome::failure(path + ": " + bytes.error());
    }
    return readUpToAs(*bytes, path, wanted, options);
}

std::optional<std::string> writeFile(const std::string &path, const Result<std::string> &bytes)
{
    if (!bytes.ok()) {
        return path + ": " + bytes.error();
    }
    return writeFileAtomically(path, *bytes);
}

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

} // namespace

std::optional<RecordFormat> formatForPath(std::string_view path)
{
    const std::string ext = lowerExtension(path);
    if (ext == ".pgn") {
        return RecordFormat::Pgn;
    }
    if (ext == ".xqf") {
        return RecordFormat::Xqf;
    }
    if (ext == ".ubb" || ext == ".txt") {
        return RecordFormat::Ubb;
    }
    if (ext == ".fen") {
        return RecordFormat::Fen;
    }
    return std::nullopt;
}

std::string_view extensionFor(RecordFormat format)
{
    switch (format) {
    case RecordFormat::Xqf: return ".xqf";
    case RecordFormat::Ubb: return ".ubb";
    case RecordFormat::Fen: return ".fen";
    case RecordFormat::Pgn: break;
    }
    return ".pgn";
}

std::string_view formatName(RecordFormat format)
{
    switch (format) {
    case RecordFormat::Xqf: return "XQF";
    case RecordFormat::Ubb: return "DhtmlXQ";
    case RecordFormat::Fen: return "FEN";
    case RecordFormat::Pgn: break;
    }
    return "PGN";
}

RecordFormat detectFormat(std::string_view bytes)
{
    if (bytes.starts_with("XQ")) {
        return RecordFormat::Xqf;
    }
    if (bytes.find("[DhtmlXQ") != std::string_view::npos) {
        return RecordFormat::Ubb;
    }
    return looksLikeFen(bytes) ? RecordFormat::Fen : RecordFormat::Pgn;
}

Result<GameTree> readRecord(std::string_view bytes, RecordFormat format, const ReadOptions &options)
{
    switch (format) {
    case RecordFormat::Xqf: return readXqf(bytes, options);
    case RecordFormat::Ubb: return readUbb(bytes, options);
    case RecordFormat::Fen: return readFenRecord(bytes, options);
    case RecordFormat::Pgn: break;
    }
    return readPgn(bytes, options);
}

Result<GameTree> readRecord(std::string_view bytes)
{
    return readRecord(bytes, detectFormat(bytes));
}

Result<std::string> writeRecord(
    const GameTree &game, RecordFormat format, const WriteOptions &options)
{
    switch (format) {
    case RecordFormat::Xqf: return writeXqf(game);
    case RecordFormat::Fen: return writeFenRecord(game);
    case RecordFormat::Ubb:
    case RecordFormat::Pgn: break;
    }
    return encodeRecordText(gameText(game, format, options), options.encoding);
}

bool holdsSeveralGames(RecordFormat format)
{
    return format == RecordFormat::Pgn || format == RecordFormat::Ubb;
}

std::string gameError(const std::vector<Result<GameTree>> &games, std::size_t index)
{
    const std::string &error = games[index].error();
    return games.size() == 1 ? error : "game " + std::to_string(index + 1) + ": " + error;
}

std::vector<Result<GameTree>> readGames(
    std::string_view bytes, RecordFormat format, const ReadOptions &options)
{
    return readUpTo(bytes, format, GamesWanted::All, options);
}

Result<std::vector<GameTree>> readRecords(
    std::string_view bytes, RecordFormat format, const ReadOptions &options)
{
    return allOrFirstError(readGames(bytes, format, options));
}

Result<std::vector<GameTree>> readRecords(std::string_view bytes)
{
    return readRecords(bytes, detectFormat(bytes));
}

Result<std::string> writeRecords(
    const std::vector<GameTree> &games, RecordFormat format, const WriteOptions &options)
{
    if (games.size() == 1) {
        return writeRecord(games.front(), format, options);
    }
    if (!holdsSeveralGames(format)) {
        return Result<std::string>::failure(std::string(formatName(format))
            + " holds one game; this record has " + std::to_string(games.size()));
    }
    std::string text;
    for (const GameTree &game : games) {
        // A blank line between PGN games, as collections are written.
        text += gameText(game, format, options);
        if (format == RecordFormat::Pgn) {
            text += '\n';
        }
    }
    return encodeRecordText(text, options.encoding);
}

Result<std::string> readFileBytes(const std::string &path)
{
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        return Result<std::string>::failure("is a folder, not a record file");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return Result<std::string>::failure("cannot open the file");
    }
    in.seekg(0, std::ios::end);
    const auto size = static_cast<std::size_t>(std::max<std::streamoff>(in.tellg(), 0));
    if (size > MaxRecordBytes) {
        return Result<std::string>::failure("the file is larger than a record can be (64 MiB)");
    }
    in.seekg(0);
    std::string bytes(size, '\0');
    if (!in.read(bytes.data(), static_cast<std::streamsize>(size))) {
        return Result<std::string>::failure("cannot read the file");
    }
    return bytes;
}

std::vector<Result<GameTree>> readFileGames(
    std::string_view bytes, const std::string &path, const ReadOptions &options)
{
    return readUpToAs(bytes, path, GamesWanted::All, options);
}

Result<GameTree> loadRecord(const std::string &path, const ReadOptions &options)
{
    auto games = loadUpTo(path, GamesWanted::First, options);
    if (!games.ok()) {
        return Result<GameTree>::failure(games.error());
    }
    if (!games->front().ok()) {
        return Result<GameTree>::failure(path + ": " + games->front().error());
    }
    return std::move(games->front());
}

Result<std::vector<Result<GameTree>>> loadGames(const std::string &path, const ReadOptions &options)
{
    return loadUpTo(path, GamesWanted::All, options);
}

Result<std::vector<GameTree>> loadRecords(const std::string &path, const ReadOptions &options)
{
    auto games = loadGames(path, options);
    if (!games.ok()) {
        return Result<std::vector<GameTree>>::failure(games.error());
    }
    auto all = allOrFirstError(std::move(games).value());
    if (!all.ok()) {
        return Result<std::vector<GameTree>>::failure(path + ": " + all.error());
    }
    return all;
}

std::optional<std::string> saveRecord(
    const GameTree &game, const std::string &path, const WriteOptions &options)
{
    const auto format = formatForPath(path);
    if (!format) {
        return path + ": " + std::string(UnknownExtension);
    }
    return writeFile(path, writeRecord(game, *format, options));
}

std::optional<std::string> saveRecords(
    const std::vector<GameTree> &games, const std::string &path, const WriteOptions &options)
{
    const auto format = formatForPath(path);
    if (!format) {
        return path + ": " + std::string(UnknownExtension);
    }
    return writeFile(path, writeRecords(games, *format, options));
}

} // namespace xq
