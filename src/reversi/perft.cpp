#include "reversi/perft.h"

namespace reversi {

namespace {

std::uint64_t count(Bitboard player, Bitboard opponent, int depth)
{
    const Bitboard moves = legalMoves(player, opponent);
    if (moves == 0) {
        if (legalMoves(opponent, player) == 0) {
            return 0;
        }
        return depth == 1 ? 1 : count(opponent, player, depth - 1);
    }
    if (depth == 1) {
        return popCount(moves);
    }
    std::uint64_t nodes = 0;
    for (Bitboard rest = moves; rest; rest &= rest - 1) {
        const int square = firstSquare(rest);
        const Bitboard flipped = flips(square, player, opponent);
        nodes += count(opponent ^ flipped, player | flipped | squareBit(square), depth - 1);
    }
    return nodes;
}

} // namespace

std::uint64_t perft(const Board &board, int depth)
{
    if (depth <= 0) {
        return 1;
    }
    return count(board.player(), board.opponent(), depth);
}

} // namespace reversi
