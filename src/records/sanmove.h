#pragma once

// Moves as WinBoard and XBoard write xiangqi in PGN ([Variant "xiangqi"]): standard algebraic
// notation over files a-i, the stone's letter (none for a soldier), what is needed to tell two
// stones apart, the point it goes to: `Che2`, `Hg2`, `Rxa9+`, `c4`.

#include "core/board.h"
#include "core/result.h"

#include <string_view>

namespace xq {

/// Reads a SAN move of the side to move. Ranks are read 0-9 as WinBoard numbers them on a
/// ten-rank board; a move that reads no way so is read with ranks 1-10. The move must be legal
/// and the only one the text can mean.
Result<Move> parseSanMove(const Board &board, std::string_view text);

} // namespace xq
