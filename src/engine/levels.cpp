#include "levels.h"

#include <algorithm>
#include <cmath>

namespace xq {

const std::vector<Level> &levelTable()
{
    // Measured in docs/engine.md; each level beats the one below it.
    static const std::vector<Level> table = {
        {{"Beginner", "depth 1, wide randomness"}, 1, 2000, 0, 8, 250, 90},
        {{"Novice", "depth 2, randomness"}, 2, 6000, 0, 6, 150, 60},
        {{"Casual", "depth 3, some randomness"}, 3, 20000, 0, 4, 80, 35},
        {{"Club", "depth 5, a little randomness"}, 5, 80000, 0, 3, 40, 15},
        {{"Strong", "0.2 s a move"}, 0, 0, 200, 1, 0, 0},
        {{"Expert", "1 s a move"}, 0, 0, 1000, 1, 0, 0},
        {{"Master", "full strength, 3 s a move"}, 0, 0, 3000, 1, 0, 0},
    };
    return table;
}

SearchLimits limitsForLevel(const Level &level, const SearchLimits &limits)
{
    SearchLimits narrowed = limits;
    if (level.depth > 0) {
        narrowed.depth = narrowed.depth > 0 ? std::min(narrowed.depth, level.depth) : level.depth;
    }
    if (level.nodes > 0) {
        narrowed.nodes = narrowed.nodes > 0 ? std::min(narrowed.nodes, level.nodes) : level.nodes;
    }
    if (level.moveTimeMs > 0 && !limits.infinite) {
        const bool callerTimed = limits.moveTimeMs > 0 || limits.timeMs[0] > 0 || limits.timeMs[1] > 0;
        if (!callerTimed || limits.moveTimeMs > level.moveTimeMs) {
            narrowed.moveTimeMs = level.moveTimeMs;
        }
    }
    return narrowed;
}

Move chooseLevelMove(const Level &level, const std::vector<RootMove> &rootMoves, std::mt19937 &random)
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
