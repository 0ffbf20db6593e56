#pragma once

// The moves Redo can play again in a Gomoku or Reversi game, a single line of moves, and the
// line a move that leaves it replaced. As in Xiangqi, where such a move starts a variation,
// nothing is lost: a move other than the one Redo would play (after Undo, or from an earlier
// position looked back at) starts a new line, and the line it left comes back to Redo once Undo
// takes the new line back to where it left the old one. The last line left is kept.
// Moves are the games' own move numbers (a Gomoku point's index, a Reversi square or pass).

#include <cstddef>
#include <vector>

class RedoLine {
public:
    using Moves = std::vector<int>;

    /// A new game or a game loaded: nothing to redo, no line left.
    void clear();
    bool canRedo() const { return !m_ahead.empty(); }
    /// The move Redo plays next (canRedo() only).
    int next() const { return m_ahead.back(); }
    /// The game's moves once Redo has played them all.
    Moves lineAhead(const Moves &played) const;

    /// `move` was played after the moves `before`: the move Redo would play keeps the rest to
    /// redo; any other starts a new line and keeps the one it leaves.
    void played(const Moves &before, int move);
    /// Undo took back the last of the moves `before`.
    void undone(const Moves &before);
    /// Whether the last move played left a line (a message can say how to get it back).
    bool leftALine() const { return m_justLeft; }
    /// The moves of the line left after the new line's start; 0 when none is kept.
    std::size_t movesLeft() const;

private:
    /// Moves to redo, the next one last.
    Moves m_ahead;
    /// The whole line the last new line left, and where they part.
    Moves m_left;
    std::size_t m_fork = 0;
    bool m_justLeft = false;
};
