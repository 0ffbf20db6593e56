#include "engine/bench.h"

#include "engine/search.h"

#include <atomic>
#include <chrono>

namespace xq {

std::uint64_t BenchResult::nps() const
{
    return timeMs > 0 ? nodes * 1000 / static_cast<std::uint64_t>(timeMs) : nodes;
}

const std::vector<std::string> &benchPositions()
{
    static const std::vector<std::string> fens = {
        std::string(Board::StartFen),
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 3",
        "r1bakabr1/9/1cn3nc1/p3p1p1p/2p6/6P2/P1P1P3P/1CN1C1N2/9/R1BAKAB1R w - - 6 5",
        "2bakab2/9/2n1c1n2/p1p1p3p/6p2/2P6/P3P1P1P/2N1C1N2/4A4/2BAK1B2 w - - 0 20",
        "3k5/4a4/4ba3/p3p3p/2b3p2/9/P3P1P1P/4B4/4A4/2BAK4 w - - 0 30",
        "4ka3/4a4/4b4/4R4/9/9/9/4B4/4A4/3AK1B2 w - - 0 40",
        "2r1kab2/4a4/4b1n2/p3p3p/2p3p2/9/P1P1c1P1P/2N1C4/4A4/R1BAK1B2 w - - 0 15",
        "3ak4/4a4/4b4/9/4c4/2h6/9/4B4/4A4/3AK4 b - - 0 50",
    };
    return fens;
}

BenchResult runBench(int depth, int hashMb, const NnueNetwork *network)
{
    TranspositionTable table(hashMb);
    OrderingTables ordering;
    const std::atomic<bool> neverStop { false };
    SearchLimits limits;
    limits.depth = depth;
    BenchResult result;
    const auto start = std::chrono::steady_clock::now();
    for (const std::string &fen : benchPositions()) {
        const auto board = Board::fromFen(fen);
        if (!board) {
            continue;
        }
        ordering.clear();
        table.newSearch();
        Search search(table, ordering, neverStop);
        search.setNetwork(network);
        result.nodes += search.run(*board, limits, 1, {}).nodes;
    }
    result.timeMs = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start)
                                         .count());
    return result;
}

} // namespace xq
