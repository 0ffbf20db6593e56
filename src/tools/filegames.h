#pragma once

// The games of one record file as the commands report them: a file may hold several (a PGN
// collection, a page of DhtmlXQ boards), some of which may not read.

#include "records/gametree.h"

#include <string>
#include <vector>

namespace xq::cli {

struct NumberedGame {
    int number = 0; ///< 1 for the first game of the file
    GameTree game;
};

struct FileGames {
    int count = 0; ///< games in the file, read or not
    std::vector<NumberedGame> read;
    /// "PATH: game N: reason" for each game that does not read ("PATH: reason" when the file
    /// holds one game or cannot be read at all).
    std::vector<std::string> errors;
};

FileGames loadFileGames(const std::string &path);

} // namespace xq::cli
