#pragma once

// Single positions as FEN text files: reading gives a record without moves, writing gives the
// position at the end of the record's main line.

#include "core/result.h"
#include "records/gametree.h"

#include <string>
#include <string_view>

namespace xq {

/// Reads the first non-blank line as a FEN (a leading "fen " is allowed).
Result<GameTree> readFenRecord(std::string_view bytes);

/// The FEN of the position at the end of the main line, with a newline.
std::string writeFenRecord(const GameTree &game);

} // namespace xq
