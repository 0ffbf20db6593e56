#include "uci/diagnostics.h"

#include "core/perft.h"
#include "engine/bench.h"

#include <chrono>
#include <iostream>
#include <sstream>

namespace xq {

std::string perftReport(Board &board, int depth)
{
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    std::ostringstream text;
    for (const auto &[move, nodes] : perftDivide(board, depth)) {
        text << move.toIccs() << ": " << nodes << '\n';
        total += nodes;
    }
    const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    text << "\nNodes searched: " << total;
    // The time goes to the error stream, so the counts compare as text between engines.
    std::cerr << "perft " << depth << ": " << elapsed.count() << " ms" << std::endl;
    return text.str();
}

std::string boardDiagram(const Board &board)
{
    std::ostringstream text;
    for (int rank = RankCount - 1; rank >= 0; --rank) {
        text << rank << "  ";
        for (int file = 0; file < FileCount; ++file) {
            const Stone stone = board.stoneAt(makeSquare(file, rank));
            text << (stone ? stone.fenLetter() : '.') << ' ';
        }
        text << '\n';
    }
    text << "   a b c d e f g h i\n\nFen: " << board.fen() << "\nKey: " << std::hex << board.key()
         << std::dec << "\nCheckers:";
    for (Square s : board.checkers()) {
        text << ' ' << squareName(s);
    }
    return text.str();
}

std::string benchReport(int depth, const NnueNetwork *network)
{
    const BenchResult result = runBench(depth, BenchHashMb, network);
    return "Nodes searched: " + std::to_string(result.nodes) + "\nTime (ms): "
        + std::to_string(result.timeMs) + "\nNodes/second: " + std::to_string(result.nps());
}

} // namespace xq
