#pragma once

// One door to every record format: pick the format from a file name or from the content, read
// and write records as bytes or files. The game window and xiangqi-cli both go through here.

#include "core/notation.h"
#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"
#include "records/textencoding.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

enum class RecordFormat { Pgn, Xqf, Ubb, Fen, Eglib, Qp, Cbf, Mxq, Cbr, Cbl };

/// Files read whole are refused above this; PGN collections are read game by game at any size
/// (RecordReader).
constexpr std::size_t MaxRecordBytes = 64u << 20;

/// How text formats are written; XQF ignores both (its texts are always GBK).
struct WriteOptions {
    Notation notation = Notation::Chinese; ///< PGN move text
    TextEncoding encoding = TextEncoding::Utf8;
    MarkStyle marks = MarkStyle::Symbols; ///< PGN: move assessments as "??" or "$4"
};

/// The format for a file name's extension: .pgn/.xqn, .xqf, .ubb/.txt, .fen (any case).
std::optional<RecordFormat> formatForPath(std::string_view path);
/// The usual extension of a format, with the dot: ".pgn", ".xqf", ".ubb", ".fen".
std::string_view extensionFor(RecordFormat format);
/// "PGN", "XQF", "DhtmlXQ" or "FEN".
std::string_view formatName(RecordFormat format);
/// The encoding of a binary format's texts ("GBK" for XQF); empty for text formats, whose
/// encoding is found in each file.
std::string_view formatTextEncoding(RecordFormat format);

/// The encoding the texts of a binary file of `format` holding `bytes` are in: the format's,
/// except a compressed CBL library's, which are GBK. Empty for text formats.
std::string_view fileTextEncoding(RecordFormat format, std::string_view bytes);
/// False for formats that are read only.
bool canWrite(RecordFormat format);
/// "*.pgn *.xqn *.xqf ...": every extension read, for file dialogs' filters.
std::string recordFilePatterns();
/// "*.pgn *.xqn *.xqf ...": every extension of the formats written, for the save dialog.
std::string writtenFilePatterns();
/// "pgn, xqf, ubb, ...": the usual extension of every format written, for messages.
std::string writtenFormatList(std::string_view separator = ", ");
/// Guesses the format of pasted or unnamed content: XQF by its signature, DhtmlXQ by its tags,
/// a single FEN line, otherwise PGN.
RecordFormat detectFormat(std::string_view bytes);

/// Reads a record in `format`. What a lenient read forgave is in GameTree::readWarnings, and
/// a diagram no game reaches comes back marked GameTree::isDiagram; strict options refuse both.
Result<GameTree> readRecord(
    std::string_view bytes, RecordFormat format, const ReadOptions &options = {});
/// Reads a record in the format detectFormat finds.
Result<GameTree> readRecord(std::string_view bytes);
/// Writes a record in `format`; fails only where the format cannot hold the game.
Result<std::string> writeRecord(
    const GameTree &game, RecordFormat format, const WriteOptions &options = {});

/// True for the formats whose files may hold several games: PGN and DhtmlXQ.
bool holdsSeveralGames(RecordFormat format);

/// Reads every game of a record: each game of a PGN file, each [DhtmlXQ] block of DhtmlXQ
/// text; XQF and FEN hold one. Each entry is a game or why it could not be read; never empty.
std::vector<Result<GameTree>> readGames(
    std::string_view bytes, RecordFormat format, const ReadOptions &options = {});
/// The error of game `index` of `games` (a failed one), led by "game N: " when there are several.
std::string gameError(const std::vector<Result<GameTree>> &games, std::size_t index);
/// Every game, or why the first that does not read failed ("game 3: line 45, ..."; just the
/// reason when the record holds one game).
Result<std::vector<GameTree>> readRecords(
    std::string_view bytes, RecordFormat format, const ReadOptions &options = {});
/// The same in the format detectFormat finds.
Result<std::vector<GameTree>> readRecords(std::string_view bytes);
/// Writes games one after the other into one text of a format that holds several; fails for
/// XQF and FEN unless there is exactly one game.
Result<std::string> writeRecords(
    const std::vector<GameTree> &games, RecordFormat format, const WriteOptions &options = {});

/// The bytes of a file; records over 64 MiB are refused.
Result<std::string> readFileBytes(const std::string &path);
/// Reads a file in the format of its extension, or the detected one for other extensions.
/// Errors start with the path.
Result<GameTree> loadRecord(const std::string &path, const ReadOptions &options = {});
/// Every game of a file, in the format loadRecord picks. Fails (with the path in front) only
/// when the file cannot be read; each game's error is without the path.
Result<std::vector<Result<GameTree>>> loadGames(
    const std::string &path, const ReadOptions &options = {});
/// Every game of `bytes`, read as loadGames reads a file named `path` (its extension and its
/// content decide the format; see loadGames).
std::vector<Result<GameTree>> readFileGames(
    std::string_view bytes, const std::string &path, const ReadOptions &options = {});
/// Every game of a file, or the first failure ("PATH: game 3: line 45, ...").
Result<std::vector<GameTree>> loadRecords(const std::string &path, const ReadOptions &options = {});
/// Writes a file in the format of its extension. Returns the error, or nullopt on success. The
/// file is replaced only when the whole record is written (see writeFileAtomically): a failed
/// save leaves the old file as it was.
std::optional<std::string> saveRecord(
    const GameTree &game, const std::string &path, const WriteOptions &options = {});

/// Writes games into one file in the format of its extension (see writeRecords).
std::optional<std::string> saveRecords(
    const std::vector<GameTree> &games, const std::string &path, const WriteOptions &options = {});

} // namespace xq
