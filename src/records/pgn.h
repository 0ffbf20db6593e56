#pragma once

// Xiangqi PGN as XiangQi Wizard and most Chinese software write it: tags ([Game "Chinese
// Chess"], Event, Date, Red, Black, RedTeam, BlackTeam, Result, ECCO, Opening, FEN, Format),
// move text in Chinese, WXF or ICCS as `Format` says, comments in {} and nested variations in ().

#include "core/notation.h"
#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"
#include "records/textencoding.h"

#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// Variations nested deeper than this are refused, so no input can exhaust the stack or memory.
constexpr int MaxPgnVariationDepth = 256;

/// Reads the first game of a PGN file in UTF-8 (with or without BOM) or GBK/GB18030. Errors
/// name the line and column, and for a bad move its number, side and text.
Result<GameTree> readPgn(std::string_view bytes, const ReadOptions &options = {});

/// Reads every game of a PGN file. A game ends at its result or at the next game's tags; after
/// one that cannot be read, reading goes on at the next tag section. Each entry is a game or
/// why it could not be read (lines counted from the start of the file); never empty.
/// `place` says where `bytes` start in their file, for reading a collection piece by piece.
std::vector<Result<GameTree>> readPgnGames(
    std::string_view bytes, const ReadOptions &options = {}, TextPlace place = {});

/// Writes the game as UTF-8 PGN with moves in `notation`, each move's NAG as `marks` says.
std::string writePgn(const GameTree &game, Notation notation, MarkStyle marks = MarkStyle::Symbols);

/// The `Format` tag value for a notation: "Chinese", "WXF" or "ICCS".
std::string_view pgnFormatName(Notation notation);

} // namespace xq
