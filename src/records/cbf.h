#pragma once

// CCBridge (象棋桥) XML records (.cbf): <ChineseChessRecord> with a <Head> of texts, the result
// and a FEN, and a <MoveList> of <Move value="77-47"/> in pre-order, `end` closing a line.
// docs/formats.md says what is known and what is assumed.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string>
#include <string_view>

namespace xq {

/// True when the text holds the <ChineseChessRecord> root near its start.
bool looksLikeCbf(std::string_view bytes);

/// Reads a CBF record in UTF-8 or GBK. Errors name the line. Unless `options` are strict, a side
/// line with an illegal move is left out with a warning.
Result<GameTree> readCbf(std::string_view bytes, const ReadOptions &options = {});

/// Writes the game as CBF in the shape CCBridge saves (UTF-8 with a BOM, every <Head> element in
/// its order): texts, result, start FEN, every line and comment.
std::string writeCbf(const GameTree &game);

} // namespace xq
