#include "records/records.h"

#include "records/atomicfile.h"
#include "records/cbr.h"
#include "records/formatregistry.h"
#include "records/readwarnings.h"
#include "records/textencoding.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace xq {

namespace {

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

/// The extensions of one format.
std::vector<std::string_view> extensionsOf(const FormatEntry &entry)
{
    std::vector<std::string_view> extensions;
    for (std::string_view rest = entry.extensions; !rest.empty();) {
        const std::size_t end = std::min(rest.find(' '), rest.size());
        extensions.push_back(rest.substr(0, end));
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return extensions;
}

/// The extensions of every format, in the table's order.
enum class Formats { All, Written };

std::vector<std::string_view> allExtensions(Formats formats = Formats::All)
{
    std::vector<std::string_view> all;
    for (const FormatEntry &entry : recordFormats()) {
        if (formats == Formats::Written && !entry.write) {
            continue;
        }
        const auto extensions = extensionsOf(entry);
        all.insert(all.end(), extensions.begin(), extensions.end());
    }
    return all;
}

/// ".xqf, .ubb, ..." (with `lead` before each but the first) for messages and file filters.
std::string extensionList(
    std::string_view separator, std::string_view lead = {}, Formats formats = Formats::All)
{
    std::string list;
    for (std::string_view extension : allExtensions(formats)) {
        list += (list.empty() ? std::string() : std::string(separator)) + std::string(lead)
            + std::string(extension);
    }
    return list;
}

std::string unknownExtension()
{
    return "unknown record extension (use " + extensionList(", ") + ")";
}

/// Reads the first game only, or all of them: opening a file needs just the first, and a large
/// collection is read much faster that way.
enum class GamesWanted { First, All };

std::vector<Result<GameTree>> readUpTo(
    std::string_view bytes, RecordFormat format, GamesWanted wanted, const ReadOptions &options)
{
    const FormatEntry &entry = formatEntry(format);
    if (wanted == GamesWanted::All && entry.readAll) {
        return entry.readAll(bytes, options);
    }
    return { entry.readFirst(bytes, options) };
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

/// The refusal of a file that is empty or holds only blanks, or none.
std::optional<std::string> blankFileRefusal(std::string_view bytes)
{
    if (bytes.empty()) {
        return std::string(NotARecord) + ": the file is empty";
    }
    if (withoutUtf8Bom(bytes).find_first_not_of(" \t\r\n\f") == std::string_view::npos) {
        return std::string(NotARecord) + ": the file holds only blanks";
    }
    return std::nullopt;
}

bool noneRead(const std::vector<Result<GameTree>> &games)
{
    return std::none_of(
        games.begin(), games.end(), [](const Result<GameTree> &game) { return game.ok(); });
}

/// The refusal of bytes that do not read in the format their file's extension names, nor in
/// any other: `error` is why that format refused them.
std::string noFormatRefusal(
    std::string_view bytes, const FormatEntry &named, const std::string &error)
{
    return std::string(NotARecord) + ": " + (looksBinary(bytes) ? "binary data" : "text")
        + " in none of the formats this program reads; as " + std::string(named.name)
        + ", which its name says: " + error;
}

/// Reads the bytes of a file in the format of its extension, or by their content where the
/// extension says nothing or the content reads and the extension's format does not.
std::vector<Result<GameTree>> readUpToAs(
    std::string_view bytes, const std::string &path, GamesWanted wanted, const ReadOptions &options)
{
    if (auto blank = blankFileRefusal(bytes)) {
        return { Result<GameTree>::failure(*blank) };
    }
    const std::string extension = lowerExtension(path);
    const auto byName = formatForPath(path);
    // A .txt file may hold PGN or a FEN as well as DhtmlXQ: trust the content there.
    const bool trustName = byName && extension != ".txt";
    const RecordFormat detected = detectFormat(bytes);
    // PGN is what text of no other format is read as: binary data is no PGN.
    if ((trustName ? *byName : detected) == RecordFormat::Pgn && looksBinary(bytes)) {
        return { Result<GameTree>::failure(std::string(NotARecord)
            + ": binary data in none of the formats this program reads (" + extensionList(", ")
            + ")") };
    }
    auto games = readUpTo(bytes, trustName ? *byName : detected, wanted, options);
    if (!games.front().ok() && trustName && detected != *byName) {
        // A record saved under the wrong extension (DhtmlXQ pasted into a .pgn file).
        if (auto other = readUpTo(bytes, detected, wanted, options); other.front().ok()) {
            return other;
        }
    }
    const FormatEntry &named = formatEntry(trustName ? *byName : detected);
    // Bytes without the signature of their extension's format, that no format reads, hold no
    // game: the file counts none.
    if (trustName && named.recognises && !named.recognises(bytes) && noneRead(games)
        && !isNotARecord(games.front().error())) {
        return { Result<GameTree>::failure(noFormatRefusal(bytes, named, games.front().error())) };
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

} // namespace

std::optional<RecordFormat> formatForPath(std::string_view path)
{
    const std::string ext = lowerExtension(path);
    for (const FormatEntry &entry : recordFormats()) {
        const auto extensions = extensionsOf(entry);
        if (std::find(extensions.begin(), extensions.end(), ext) != extensions.end()) {
            return entry.format;
        }
    }
    return std::nullopt;
}

std::string_view extensionFor(RecordFormat format)
{
    const std::string_view extensions = formatEntry(format).extensions;
    return extensions.substr(0, extensions.find(' '));
}

std::string_view formatName(RecordFormat format)
{
    return formatEntry(format).name;
}

std::string_view formatTextEncoding(RecordFormat format)
{
    return formatEntry(format).textEncoding;
}

std::string_view fileTextEncoding(RecordFormat format, std::string_view bytes)
{
    if (format == RecordFormat::Cbl && startsAsCompressedCbl(bytes)) {
        return "GBK";
    }
    return formatTextEncoding(format);
}

bool canWrite(RecordFormat format)
{
    return formatEntry(format).write != nullptr;
}

std::string recordFilePatterns()
{
    return extensionList(" ", "*");
}

std::string writtenFilePatterns()
{
    return extensionList(" ", "*", Formats::Written);
}

std::string writtenFormatList(std::string_view separator)
{
    std::string list;
    for (const FormatEntry &entry : recordFormats()) {
        if (entry.write) {
            list += (list.empty() ? "" : std::string(separator))
                + std::string(extensionFor(entry.format).substr(1));
        }
    }
    return list;
}

RecordFormat detectFormat(std::string_view bytes)
{
    for (const FormatEntry &entry : recordFormats()) {
        if (entry.recognises && entry.recognises(bytes)) {
            return entry.format;
        }
    }
    return RecordFormat::Pgn;
}

Result<GameTree> readRecord(std::string_view bytes, RecordFormat format, const ReadOptions &options)
{
    return formatEntry(format).readFirst(bytes, options);
}

Result<GameTree> readRecord(std::string_view bytes)
{
    return readRecord(bytes, detectFormat(bytes));
}

Result<std::string> writeRecord(
    const GameTree &game, RecordFormat format, const WriteOptions &options)
{
    const FormatEntry &entry = formatEntry(format);
    if (!entry.write) {
        return Result<std::string>::failure(
            "this program reads " + std::string(entry.name) + " but does not write it");
    }
    return entry.write(game, options);
}

bool holdsSeveralGames(RecordFormat format)
{
    return formatEntry(format).readAll != nullptr;
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
    std::string bytes;
    for (const GameTree &game : games) {
        auto one = writeRecord(game, format, options);
        if (!one.ok()) {
            return one;
        }
        // A blank line between PGN games, as collections are written.
        bytes += *one + (format == RecordFormat::Pgn ? "\n" : "");
    }
    return bytes;
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
        return path + ": " + unknownExtension();
    }
    return writeFile(path, writeRecord(game, *format, options));
}

std::optional<std::string> saveRecords(
    const std::vector<GameTree> &games, const std::string &path, const WriteOptions &options)
{
    const auto format = formatForPath(path);
    if (!format) {
        return path + ": " + unknownExtension();
    }
    return writeFile(path, writeRecords(games, *format, options));
}

} // namespace xq
