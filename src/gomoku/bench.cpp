#include "gomoku/bench.h"

#include "gomoku/gamerecord.h"
#include "gomoku/position.h"
#include "gomoku/searcher.h"

#include <chrono>

namespace gomoku {

const std::vector<std::string> &benchPositions()
{
    static const std::vector<std::string> positions {
        "h8",
        "h8 i9 h9",
        "h8 i9 g9 i7 i8",
        "h8 h9 i8 g8 j8 k8 i9 i7 g10 f11 j10",
        "h8 i9 h10 j8 h9 h7 g9 j9 j10 f8 g8 i10",
        "g7 h8 i9 g9 h9 f9 i8 i10 j7 k6 j8 j9 k8 l8 h6",
        "h8 g9 i9 g7 g8 i7 j10 k11 f8 e8 h7 j9 h6 h5 i6 g6 j6",
        "e5 f6 g7 k11 j10 l12 d4 c3 f4 g3 l11 m11",
    };
    return positions;
}

BenchResult runBench(int depth)
{
    BenchResult result;
    const auto start = std::chrono::steady_clock::now();
    for (const auto &moves : benchPositions()) {
        const RecordResult record = readMoveList(moves);
        Position position(15, Rule::FreeStyle);
        for (const Point p : record.game->moves) {
            position.play(Board::indexOf(p));
        }
        Searcher searcher(16);
        SearchLimits limits;
        limits.maxDepth = depth;
        result.nodes += searcher.search(position, limits).nodes;
    }
    result.timeMs = int(std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start)
                            .count());
    return result;
}

} // namespace gomoku
