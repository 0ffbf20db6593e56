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

// The move undone last played again (a forced pass after a redo, or the same reply) keeps the
// rest of the redo list; any other move starts a new line.
bool ReversiGame::play(reversi::Move move)
{
    const RedoLine::Moves before = m_record.moves();
    if (!m_record.play(move)) {
        return false;
    }
    m_redo.played(before, move);
    m_modified = true;
    return true;
}

bool ReversiGame::playFrom(std::size_t ply, reversi::Move move)
{
    const reversi::GameRecord record = m_record;
    const RedoLine redo = m_redo;
    const bool modified = m_modified;
    while (m_record.moves().size() > ply) {
        undo();
    }
    if (play(move)) {
        return true;
    }
    m_record = record;
    m_redo = redo;
    m_modified = modified;
    return false;
}

void ReversiGame::undo()
{
    if (canUndo()) {
        m_redo.undone(m_record.moves());
        m_record.undo();
        m_modified = true;
    }
}

void ReversiGame::redo()
{
    if (canRedo()) {
        play(m_redo.next());
    }
}
