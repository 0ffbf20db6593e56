#pragma once

// What the engine makes of one position, for finding where and why a game was lost: the threat
// searches of both sides (VCF, VCT) with large budgets, then iterative deepening printed depth
// by depth with its score, nodes, time and the table's line (`gomoku-engine analyse`).

#include "gomoku/types.h"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

struct AnalysisRequest {
    Rule rule = Rule::FreeStyle;
    int size = 15;
    std::vector<Point> moves; // black first
    int timeMs = 10000;
    int maxDepth = 0; // 0: as deep as the time allows
    std::uint64_t threatBudget = 2000000; // nodes of each threat search
};

/// Moves as renju names ("h8") or Gomocup coordinates ("7,7"), separated by spaces; nothing
/// with `error` set on a token that is neither or off the board.
std::optional<std::vector<Point>> parseAnalysisMoves(
    std::string_view text, int size, std::string &error);

/// Writes the analysis of the request's position; false (with the reason written) when a move
/// is illegal or the game is already over.
bool analyse(std::ostream &out, const AnalysisRequest &request);

} // namespace gomoku
