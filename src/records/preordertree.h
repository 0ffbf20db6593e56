#pragma once

// Move trees laid out in pre-order, as XQF and CCBridge's CBR store them: a move, then the line
// that follows it, then the other moves at its place (its variations). Each move record says
// whether a move follows it and whether a variation comes after its line; the readers decode
// their records into this shape and grow the tree here, checking every move on the board.

#include "records/gametree.h"
#include "records/readoptions.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace xq {

struct PreorderMove {
    std::size_t offset = 0; ///< where the record starts in its file, for messages
    std::optional<Move> move; ///< none when its points lie off the board
    std::string pointsText; ///< how the record names points off the board ("points 95-3")
    bool hasNext = false;
    bool hasVariation = false;
    std::string comment;
};

/// Grows the moves of `game` (which holds the start) from `records`: the first stands for the
/// start position (its comment and whether a move follows), the others are moves. An illegal
/// move fails the record on the main line, or when `options` are strict; in a side line it
/// leaves that line out with a warning. The error names the record's offset.
std::optional<std::string> growPreorderTree(
    GameTree &game, const std::vector<PreorderMove> &records, const ReadOptions &options);

} // namespace xq
