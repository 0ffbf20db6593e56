#include "engine/levels.h"

#include <algorithm>
#include <cmath>

namespace xq {

const std::vector<Level> &levelTable()
{
    // Measured in docs/engine.md; each level beats the one below it.
    static const std::vector<Level> table = {
        { { "Beginner", "depth 1, wide randomness" }, 1, 8, 300, 100 },
        { { "Novice", "depth 2, randomness" }, 2, 6, 200, 70 },
        { { "Casual", "depth 3, some randomness" }, 3, 5, 120, 40 },
        { { "Club", "depth 4, a little randomness" }, 4, 3, 60, 20 },
        { { "Advanced", "depth 5, slight randomness" }, 5, 2, 25, 8 },
        { { "Expert", "depth 7" }, 7, 1, 0, 0 },
        { { "Master", "full strength, the game's own time limit" }, 0, 1, 0, 0 },
    };
    return table;
}

SearchLimits limitsForLevel(const Level &level, const SearchLimits &limits)
{
    SearchLimits narrowed = limits;
    if (level.depth > 0) {
        narrowed.depth = narrowed.depth > 0 ? std::min(narrowed.depth, level.depth) : level.depth;
        // A depth-limited level answers when its depth is done, even under "go infinite".
        narrowed.infinite = false;
    }
    return narrowed;
}

Move chooseLevelMove(
    const Level &level, const std::vector<RootMove> &rootMoves, std::mt19937 &random)
{
    const Score best = rootMoves.front().score;
    if (level.temperatureCp <= 0 || isMateScore(best)) {
        return rootMoves.front().move;
    }
    std::vector<double> weights;
    for (const RootMove &rm : rootMoves) {
        const int loss = best - rm.score;
        const bool eligible = static_cast<int>(weights.size()) < level.candidates
            && rm.score > -ScoreInfinite && loss <= level.marginCp && !isMateScore(rm.score);
        if (!eligible) {
            break;
        }
        weights.push_back(std::exp(-static_cast<double>(loss) / level.temperatureCp));
    }
    if (weights.empty()) {
        return rootMoves.front().move;
    }
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    return rootMoves[pick(random)].move;
}

} // namespace xq
