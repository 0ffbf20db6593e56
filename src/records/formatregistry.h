#pragma once

// Every record format the library knows, in one table: its names, its file extensions, how its
// files are recognised by their bytes, its reader and its writer. records.cpp, the file
// dialogs and xiangqi-cli go through this table, so a new format is one entry here.

#include "records/records.h"

#include <span>
#include <string_view>

namespace xq {

struct FormatEntry {
    RecordFormat format;
    std::string_view name; ///< "PGN", "XQF", ...
    /// Blank-separated, lower case, with the dot; the first is the one written.
    std::string_view extensions;
    /// The encoding of a binary format's texts ("GBK", "UTF-16LE"); empty for text formats,
    /// whose encoding is found in each file.
    std::string_view textEncoding;
    /// True when the bytes carry this format's signature; null for formats known by name only.
    bool (*recognises)(std::string_view bytes);
    Result<GameTree> (*readFirst)(std::string_view bytes, const ReadOptions &options);
    /// Every game; null for formats holding one game.
    std::vector<Result<GameTree>> (*readAll)(std::string_view bytes, const ReadOptions &options);
    /// Null for formats read only.
    Result<std::string> (*write)(const GameTree &game, const WriteOptions &options);
};

/// Every format, in the order content is recognised (signatures before guesses).
std::span<const FormatEntry> recordFormats();
const FormatEntry &formatEntry(RecordFormat format);

/// True for bytes no text record holds (a NUL, or many control characters, near the start).
bool looksBinary(std::string_view bytes);

} // namespace xq
