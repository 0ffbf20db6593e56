#pragma once

// Difficulty levels: each one limits the search depth (the top level searches within the
// caller's time limits) and picks among the best few root moves with controlled randomness, so
// weak levels make human-sized mistakes rather than random blunders.

#include "engine/engine.h"
#include "engine/search.h"

#include <cstdint>
#include <random>
#include <vector>

namespace xq {

struct Level {
    LevelDescription description;
    int depth = 0; ///< 0: no depth limit, the caller's limits only
    int candidates = 1; ///< root moves searched as MultiPV lines to choose from
    int marginCp = 0; ///< a candidate may be this much worse than the best
    int temperatureCp = 0; ///< softmax temperature of the choice; 0 always plays the best
};

/// All levels, beginner first; the last one is full strength.
const std::vector<Level> &levelTable();

/// `limits` narrowed to what `level` allows.
SearchLimits limitsForLevel(const Level &level, const SearchLimits &limits);

/// Picks the move a level plays among the searched root moves (best first).
Move chooseLevelMove(
    const Level &level, const std::vector<RootMove> &rootMoves, std::mt19937 &random);

} // namespace xq
