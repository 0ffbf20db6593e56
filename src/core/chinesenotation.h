#pragma once

// Chinese notation (炮二平五, 马８进７, 前炮退二, 中兵平四, 二兵进一): stone, file, direction and a
// file or a number of steps, each side counting files from its own right.

#include "core/movedescription.h"

#include <string_view>

namespace xq {

/// The first two characters of a Chinese move, naming the stone on `s`.
StoneNames chineseNames(const Board &board, Square s);

/// `m`, a legal move of `board`, in simplified characters: Chinese numerals for Red,
/// full-width digits for Black.
std::string formatChinese(const Board &board, Move m);

/// Splits a Chinese move into its parts, names normalised to `side`'s characters. Accepts
/// traditional characters and any digits for either side.
Result<MoveText> readChinese(std::string_view text, Side side);

} // namespace xq
