#pragma once

// Perft: the number of move paths of exactly `depth` plies. A pass is a ply; a position where
// neither side can move has no moves (it counts only at the depth where it arises).

#include "reversi/board.h"

#include <cstdint>

namespace reversi {

std::uint64_t perft(const Board &board, int depth);

} // namespace reversi
