#pragma once

// The Reversi game in progress: its record with undo and redo, and whether it changed since it
// was last saved. Plain data for the mode to show; no widgets.

#include "reversi/gamerecord.h"

#include <vector>

class ReversiGame {
public:
    /// A new game from the standard start (or the given record, as read from a file).
    void reset(const reversi::GameRecord &record = reversi::GameRecord());

    const reversi::GameRecord &record() const { return m_record; }
    const reversi::Board &position() const { return m_record.position(); }
    /// The last move played (reversi::NoMove at the start).
    reversi::Move lastMove() const;

    /// Plays a legal move (a pass included); false when it is not legal. The next move of the redo
    /// list keeps the rest of it; another move clears it.
    bool play(reversi::Move move);
    bool canUndo() const { return !m_record.moves().empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    void undo();
    void redo();

    bool isModified() const { return m_modified; }
    void setSaved() { m_modified = false; }

private:
    reversi::GameRecord m_record;
    std::vector<reversi::Move> m_redo;
    bool m_modified = false;
};
