#include "net/movelist.h"

#include <algorithm>

namespace xq::net {

std::vector<std::string> iccsMoves(const Board &board)
{
    std::vector<std::string> out;
    for (std::size_t i = 1; i < board.history().size(); ++i) {
        out.push_back(board.history()[i].move.toIccs());
    }
    return out;
}

Reconciled reconcile(
    Board &board, const std::vector<std::string> &theirs, std::optional<Side> mover)
{
    const std::vector<std::string> mine = iccsMoves(board);
    const std::size_t common = std::min(mine.size(), theirs.size());
    if (!std::equal(
            theirs.begin(), theirs.begin() + static_cast<std::ptrdiff_t>(common), mine.begin())) {
        return { ErrorCode::Desync, 0 };
    }
    const int before = board.gamePly();
    for (std::size_t i = mine.size(); i < theirs.size(); ++i) {
        const std::optional<Move> move = Move::fromIccs(theirs[i]);
        std::optional<ErrorCode> why;
        if (mover && board.sideToMove() != *mover) {
            why = ErrorCode::Desync;
        } else if (!move || !board.canMove(move->from(), move->to())) {
            why = ErrorCode::IllegalMove;
        }
        if (why) {
            while (board.gamePly() > before) {
                board.unmakeMove();
            }
            return { why, 0 };
        }
        board.makeMove(*move);
    }
    return { std::nullopt, board.gamePly() - before };
}

} // namespace xq::net
