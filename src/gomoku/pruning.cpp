#include "gomoku/pruning.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gomoku {

namespace {

constexpr int LmrFirstMove = 2; // moves before it (the table's and the policy's best) in full
constexpr double LmrDivisor = 1.5; // log(depth) * log(move number) / LmrDivisor plies
constexpr int LmrMaxIndex = 64;
constexpr int PruningMaxDepth = 3;
constexpr int PruningFirstMove = 3; // plus depth²

} // namespace

bool isQuietMove(const Position &position, int move)
{
    const Stone side = position.sideToMove();
    return position.threat(side, move) < ThreatClass::DoubleThree
        && position.threat(opponent(side), move) < ThreatClass::DoubleThree;
}

int lateMoveReduction(int depth, int moveNumber, bool quiet)
{
    static const auto table = [] {
        std::array<std::array<int, LmrMaxIndex>, LmrMaxIndex> reductions {};
        for (int d = 1; d < LmrMaxIndex; ++d) {
            for (int n = 1; n < LmrMaxIndex; ++n) {
                reductions[d][n]
                    = int(0.5 + std::log(double(d)) * std::log(double(n)) / LmrDivisor);
            }
        }
        return reductions;
    }();
    if (moveNumber < LmrFirstMove || depth < 2 || !quiet) {
        return 0;
    }
    const int reduction
        = table[std::min(depth, LmrMaxIndex - 1)][std::min(moveNumber, LmrMaxIndex - 1)];
    return std::min(reduction, depth - 1);
}

bool isLateMovePruned(int depth, int moveNumber, bool quiet)
{
    return quiet && depth <= PruningMaxDepth && moveNumber >= PruningFirstMove + depth * depth;
}

} // namespace gomoku
