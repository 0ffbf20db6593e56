#include "records.h"

#include "fenrecord.h"
#include "pgn.h"
#include "ubb.h"
#include "xqf.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

namespace xq {

namespace {

constexpr std::size_t MaxRecordBytes = 64u << 20;

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

Result<GameTree> readRecord(std::string_view bytes, RecordFormat format)
{
    switch (format) {
    case RecordFormat::Xqf: return readXqf(bytes);
    case RecordFormat::Ubb: return readUbb(bytes);
    case RecordFormat::Fen: return readFenRecord(bytes);
    case RecordFormat::Pgn: break;
    }
    return readPgn(bytes);
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
    case RecordFormat::Ubb: return encodeRecordText(writeUbb(game), options.encoding);
    case RecordFormat::Fen: return writeFenRecord(game);
    case RecordFormat::Pgn: break;
    }
    return encodeRecordText(writePgn(game, options.notation), options.encoding);
}

Result<std::string> readFileBytes(const std::string &path)
{
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

Result<GameTree> loadRecord(const std::string &path)
{
    auto bytes = readFileBytes(path);
    if (!bytes.ok()) {
        return Result<GameTree>::failure(path + ": " + bytes.error());
    }
    const auto byName = formatForPath(path);
    // A .txt file may hold PGN or a FEN as well as DhtmlXQ: trust the content there.
    const bool trustName = byName && lowerExtension(path) != ".txt";
    const RecordFormat detected = detectFormat(*bytes);
    auto game = readRecord(*bytes, trustName ? *byName : detected);
    if (!game.ok() && trustName && detected != *byName) {
        // A record saved under the wrong extension (DhtmlXQ pasted into a .pgn file).
        if (auto other = readRecord(*bytes, detected); other.ok()) {
            return other;
        }
    }
    if (!game.ok()) {
        return Result<GameTree>::failure(path + ": " + game.error());
    }
    return game;
}

std::optional<std::string> saveRecord(
    const GameTree &game, const std::string &path, const WriteOptions &options)
{
    const auto format = formatForPath(path);
    if (!format) {
        return path + ": unknown record extension (use .pgn, .xqf, .ubb, .txt or .fen)";
    }
    const auto bytes = writeRecord(game, *format, options);
    if (!bytes.ok()) {
        return path + ": " + bytes.error();
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out || !out.write(bytes->data(), static_cast<std::streamsize>(bytes->size()))
        || !out.flush()) {
        return path + ": cannot write the file";
    }
    return std::nullopt;
}

} // namespace xq
