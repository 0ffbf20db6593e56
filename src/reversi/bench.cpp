#include "reversi/bench.h"

#include "reversi/search.h"

#include <array>
#include <string_view>

namespace reversi {

namespace {

struct BenchPosition {
    std::string_view board;
    int depth;
    int exactEmpties;
};

// The start, three XOT openings and a 16-empty playout (solved exactly).
constexpr std::array<BenchPosition, 5> Positions = { {
    { "---------------------------OX------XO--------------------------- X", 8, 0 },
    { "----------X------O-X-----OXXX----O-OXX-----O-------------------- X", 8, 0 },
    { "----------XO------XO-O----XOO------OXX-----O-------------------- X", 8, 0 },
    { "----------------------X----OOX----OOOOO----XX--------X---------- X", 8, 0 },
    { "OOOOO---OOOOXX-XOOOOXXXX-X-XXXXXXXXXXXXO-X-XXXXOOX-XXX-O--X-X--- X", 4, 16 },
} };

} // namespace

BenchResult runBench()
{
    BenchResult total;
    for (const BenchPosition &position : Positions) {
        Search search;
        SearchLimits limits;
        limits.depth = position.depth;
        limits.exactEmpties = position.exactEmpties;
        const SearchResult result = search.think(*Board::fromText(position.board), limits);
        total.nodes += result.nodes;
        total.seconds += result.seconds;
    }
    return total;
}

} // namespace reversi
