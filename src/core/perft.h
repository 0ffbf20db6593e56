#pragma once

// Perft: the number of legal move paths of a given length, the standard check of a move
// generator. The last ply is counted, not played (bulk counting), as other engines time it.

#include "core/board.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace xq {

std::uint64_t perft(Board &board, int depth);

/// Perft split by the first move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Board &board, int depth);

} // namespace xq
