// Interim: ICCS only, until WXF and Chinese land.
#include "notation.h"

namespace xq {

std::string formatMove(const Board &, Move m, Notation) { return m.toIccs(); }

Result<Move> parseMove(const Board &board, std::string_view text, Notation)
{
    return parseMove(board, text);
}

Result<Move> parseMove(const Board &board, std::string_view text)
{
    const auto move = Move::fromIccs(text);
    if (!move || !board.canMove(move->from(), move->to())) {
        return Result<Move>::failure("not a legal move: " + std::string(text));
    }
    return *move;
}

} // namespace xq
