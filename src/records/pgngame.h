#pragma once

// One game of PGN text, read from a cursor: its tag section, then its move text with comments
// and nested variations. pgnreader.cpp splits a file into such games.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"
#include "records/textcursor.h"

namespace xq::pgn {

struct GameRead {
    Result<GameTree> game;
    bool failedInTags = false; ///< the tag section could not be read
    bool stoppedAtNextTags = false; ///< the game ended at the '[' of the next game's tags
};

/// Reads one game from the cursor on and leaves the cursor where the game stopped.
GameRead readGame(TextCursor &in, const ReadOptions &options);

} // namespace xq::pgn
