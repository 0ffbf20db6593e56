#include "app/reversi/reversigame.h"

void ReversiGame::reset(const reversi::GameRecord &record)
{
    m_record = record;
    m_redo.clear();
    m_modified = false;
}

reversi::Move ReversiGame::lastMove() const
{
    return m_record.moves().empty() ? reversi::NoMove : m_record.moves().back();
}

bool ReversiGame::play(reversi::Move move)
{
    if (!m_record.play(move)) {
        return false;
    }
    // The move undone last played again (a forced pass after a redo, or the same reply) keeps
    // the rest of the redo list; any other move starts a new line.
    if (!m_redo.empty() && m_redo.back() == move) {
        m_redo.pop_back();
    } else {
        m_redo.clear();
    }
    m_modified = true;
    return true;
}

void ReversiGame::undo()
{
    if (canUndo()) {
        m_redo.push_back(m_record.moves().back());
        m_record.undo();
        m_modified = true;
    }
}

void ReversiGame::redo()
{
    if (canRedo()) {
        m_record.play(m_redo.back());
        m_redo.pop_back();
        m_modified = true;
    }
}
