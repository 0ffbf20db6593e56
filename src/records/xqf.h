#pragma once

// XQF, the binary format of XQStudio: a 1024-byte header (start position, result, texts in
// GBK) and a pre-order stream of move records with comments. Versions 11 and later obfuscate
// the position, the moves and the stream with keys taken from header bytes 3..15.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string>
#include <string_view>

namespace xq {

constexpr int XqfOldestVersion = 10;
constexpr int XqfNewestVersion = 18;

/// Reads an XQF file of versions 10 to 18. Errors name the byte offset and, for a bad move,
/// its number, side and coordinates. Unless `options` are strict, a side line with an illegal
/// move is left out and a mate diagram (both generals in check) is read as a diagram, each
/// with a warning.
Result<GameTree> readXqf(std::string_view bytes, const ReadOptions &options = {});

/// Writes a plain version 10 file, which every XQStudio version reads. Fails only for a
/// position XQF cannot describe (more stones of a kind than it has slots for).
Result<std::string> writeXqf(const GameTree &game);

} // namespace xq
