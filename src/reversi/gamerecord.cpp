#include "reversi/gamerecord.h"

namespace reversi {

GameRecord::GameRecord(const Board &start) : m_start(start), m_position(start)
{
}

Board GameRecord::positionAt(std::size_t ply) const
{
    Board board = m_start;
    Undo undo;
    for (std::size_t i = 0; i < ply && i < m_moves.size(); ++i) {
        board.makeMove(m_moves[i], undo);
    }
    return board;
}

bool GameRecord::play(Move move)
{
    if (!m_position.isLegal(move)) {
        return false;
    }
    Undo undo;
    m_position.makeMove(move, undo);
    m_moves.push_back(move);
    return true;
}

bool GameRecord::playWithImpliedPass(Move move)
{
    if (move != PassMove && m_position.mustPass()) {
        Board after = m_position;
        Undo undo;
        after.makeMove(PassMove, undo);
        if (!after.isLegal(move)) {
            return false;
        }
        play(PassMove);
    }
    return play(move);
}

bool GameRecord::undo()
{
    if (m_moves.empty()) {
        return false;
    }
    m_moves.pop_back();
    m_position = positionAt(m_moves.size());
    return true;
}

} // namespace reversi
