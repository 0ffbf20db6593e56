#pragma once

// Single positions as FEN text files: reading gives a record without moves, writing gives the
// position at the end of the record's main line.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string>
#include <string_view>

namespace xq {

/// Reads the first non-blank line as a FEN (a leading "fen " is allowed), with the moves played
/// from it (ICCS) and the result when they follow after commas: "FEN, h2e2 h9g7, 1-0". A
/// position with both generals in check is read as a diagram (with a warning) unless `options`
/// are strict.
Result<GameTree> readFenRecord(std::string_view bytes, const ReadOptions &options = {});

/// The FEN of the position at the end of the main line, with a newline.
std::string writeFenRecord(const GameTree &game);

} // namespace xq
