#include "tune/positionsampler.h"

#include "engine/see.h"

namespace xq::tune {

bool isQuiet(const Board &board)
{
    if (board.inCheck() || !board.hasLegalMove()) {
        return false;
    }
    MoveList captures;
    board.generateLegalCaptures(captures);
    for (Move m : captures) {
        if (staticExchange(board, m) > 0) {
            return false;
        }
    }
    return true;
}

void PositionSampler::addGame(const GameTree &game)
{
    Board board = game.startBoard();
    for (NodeId node : game.mainLine()) {
        board.makeMove(game.move(node));
        if (game.ply(node) < m_options.skipPlies || !isQuiet(board)) {
            continue;
        }
        if (!m_seen.insert(board.key()).second) {
            continue;
        }
        if (m_quietCount++ % m_options.stride == 0) {
            m_fens.push_back(board.fen());
        }
    }
}

} // namespace xq::tune
