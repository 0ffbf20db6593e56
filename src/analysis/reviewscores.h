#pragma once

// A review's scores kept in the record, so that a reviewed game opened again shows its graph:
// the start (in the game's comment) and every move of the main line carry Red's view as an
// embedded "[%eval +0.35]" command ("#3" / "#-2" for mates), as PGN programs write scores. The
// window hides embedded commands from the comment the player reads and edits.

#include "records/gametree.h"

#include <optional>
#include <vector>

namespace xq {

/// Puts `redScores` (the start, then after each main-line move) into the comments before their
/// words, in place of the scores of an earlier review.
void writeReviewScores(GameTree &game, const std::vector<int> &redScores);
/// The scores of a reviewed record, the start first; nothing unless the start and every move
/// of the main line carry one.
std::optional<std::vector<int>> readReviewScores(const GameTree &game);

} // namespace xq
