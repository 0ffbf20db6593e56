#include "reversi/types.h"

namespace reversi {

std::string moveName(Move move)
{
    if (move == PassMove) {
        return "pa";
    }
    if (move < 0 || move >= SquareCount) {
        return "--";
    }
    return { static_cast<char>('a' + move % 8), static_cast<char>('1' + move / 8) };
}

Move parseMove(std::string_view text)
{
    if (text.size() != 2) {
        return NoMove;
    }
    const auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; };
    const char file = lower(text[0]);
    const char rank = lower(text[1]);
    if (file == 'p' && rank == 'a') {
        return PassMove;
    }
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
        return NoMove;
    }
    return (rank - '1') * 8 + (file - 'a');
}

} // namespace reversi
