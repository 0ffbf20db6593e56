#pragma once

// Positions scored by a reference engine: one "FEN;score" a line, the score in centipawns from
// the side to move (what scripts/label-positions writes).

#include "core/board.h"
#include "core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace xq::tune {

struct LabelledPosition {
    Board board;
    int score = 0; ///< centipawns, side to move
};

/// Reads labelled lines; blank lines and lines starting with '#' are skipped. Fails on the first
/// malformed line ("line 12: ...").
Result<std::vector<LabelledPosition>> parseLabelledPositions(std::string_view text);
/// The same from a file; errors start with the path.
Result<std::vector<LabelledPosition>> loadLabelledPositions(const std::string &path);

} // namespace xq::tune
