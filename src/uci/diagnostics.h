#pragma once

// The engine's commands for people and test scripts rather than GUIs: "go perft", "d" and
// "bench", each answered as one block of text.

#include "core/board.h"

#include <string>

namespace xq {

class NnueNetwork;

/// The moves of `board` with their perft counts at `depth`, then "Nodes searched: N" (the
/// board is walked with make and unmake and left as it was).
std::string perftReport(Board &board, int depth);
/// The board drawn rank by rank, its FEN, key and the stones giving check.
std::string boardDiagram(const Board &board);
/// The bench at `depth`: "Nodes searched", "Time (ms)" and "Nodes/second" lines.
std::string benchReport(int depth, const NnueNetwork *network);

} // namespace xq
