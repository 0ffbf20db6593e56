#pragma once

// One record file as the commands go through it: game by game (a PGN collection of any size
// stays small in memory), each game read handed to a visitor, errors and counts kept.

#include "records/gametree.h"
#include "records/readoptions.h"
#include "records/records.h"
#include "records/textencoding.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace xq::cli {

struct FileScan {
    std::string path;
    std::optional<RecordFormat> format; ///< none when the file could not be opened
    TextEncoding encoding = TextEncoding::Utf8; ///< of a text format
    std::string binaryTextEncoding; ///< of a binary format's texts; empty for text
    int games = 0; ///< games in the file, read or not
    int read = 0;
    int moves = 0; ///< main-line moves of the games read
    int movesInAll = 0;
    int warnings = 0;
    /// "PATH: FORMAT game N: reason" for each game that does not read ("PATH: FORMAT: reason"
    /// when the file holds one game, "PATH: reason" when it cannot be read at all or holds no
    /// game record).
    std::vector<std::string> errors;

    /// "UTF-8" or "GBK" as found for text, that of the texts for binary ones ("GBK" for XQF).
    std::string encodingName() const;
};

/// A game read, as a visitor sees it.
struct GameSeen {
    int number = 0; ///< in the file, from 1
    const GameTree &game;
    std::string prefix; ///< for its messages: "PATH: game 3: ", or "PATH: " for a lone game
    bool several = false; ///< the file holds more than one game
};

using GameVisitor = std::function<void(const GameSeen &seen)>;

/// Reads every game of `path` ("-": standard input), handing each one read to `visit`.
FileScan scanFile(const std::string &path, const ReadOptions &options, const GameVisitor &visit);

/// Counts of one game that info and validate show.
struct GameStats {
    int mainLine = 0;
    int all = 0;
    int variations = 0; ///< continuations other than the first
    int comments = 0;
};

GameStats statsOf(const GameTree &game);

} // namespace xq::cli
