#pragma once

// The Reversi game in progress: its record with undo and redo, and whether it changed since it
// was last saved. Plain data for the mode to show; no widgets.

#include "app/redoline.h"

#include "reversi/gamerecord.h"

class ReversiGame {
public:
    /// A new game from the standard start (or the given record, as read from a file).
    void reset(const reversi::GameRecord &record = reversi::GameRecord());

    const reversi::GameRecord &record() const { return m_record; }
    const reversi::Board &position() const { return m_record.position(); }
    /// The last move played (reversi::NoMove at the start).
    reversi::Move lastMove() const;

    /// Plays a legal move (a pass included); false when it is not legal. The next move of the redo
    /// list keeps the rest of it; another move starts a new line (RedoLine).
    bool play(reversi::Move move);
    /// Plays `move` on the position after the first `ply` moves, looked back at: the later moves
    /// are taken back as Undo takes them (Redo plays them again from there); false, and the game
    /// as it was, when the move is not legal there.
    bool playFrom(std::size_t ply, reversi::Move move);
    bool canUndo() const { return !m_record.moves().empty(); }
    bool canRedo() const { return m_redo.canRedo(); }
    /// The line Undo, Redo and a move made from an earlier position walk.
    const RedoLine &redoLine() const { return m_redo; }
    void undo();
    void redo();

    bool isModified() const { return m_modified; }
    void setSaved() { m_modified = false; }

private:
    reversi::GameRecord m_record;
    RedoLine m_redo;
    bool m_modified = false;
};
