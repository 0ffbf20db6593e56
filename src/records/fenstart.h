#pragma once

// The start of a record given as a FEN, taken the same way by every reader of a format that
// carries one (FEN files, puzzle collections, CCBridge XML): a move number 0 is read as 1, and a
// diagram no game reaches (both generals in check) is read as a diagram; each with a warning,
// and both refused when reading is strict. The ICCS moves text formats give after their FEN
// are played the same way too.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <optional>
#include <string>
#include <string_view>

namespace xq {

/// Common programs end a FEN with move number 0 (`... - - 0 0`): the same FEN with move 1, or
/// none when the FEN ends otherwise.
std::optional<std::string> withMoveNumberOne(std::string_view fen);

/// A record without moves starting from `fen`; errors and warnings begin with `where`
/// ("line 3").
Result<GameTree> gameFromFen(
    std::string_view fen, const ReadOptions &options, const std::string &where);

/// Plays `moves` (ICCS, "h2e2" or "H2-E2", between commas or blanks) from the start of `game`
/// as its main line; none on a diagram, where no move can be played. The error names the first
/// move that cannot be played, after `where`.
std::optional<std::string> playIccsLine(
    GameTree &game, std::string_view moves, const std::string &where);

} // namespace xq
