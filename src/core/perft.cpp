#include "core/perft.h"

namespace xq {

std::uint64_t perft(Board &board, int depth)
{
    if (depth <= 0) {
        return 1;
    }
    MoveList moves;
    board.generateLegal(moves);
    if (depth == 1) {
        return moves.size();
    }
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        board.makeMove(m);
        nodes += perft(board, depth - 1);
        board.unmakeMove();
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Board &board, int depth)
{
    std::vector<std::pair<Move, std::uint64_t>> split;
    if (depth <= 0) {
        return split;
    }
    MoveList moves;
    board.generateLegal(moves);
    for (Move m : moves) {
        board.makeMove(m);
        split.emplace_back(m, perft(board, depth - 1));
        board.unmakeMove();
    }
    return split;
}

} // namespace xq
