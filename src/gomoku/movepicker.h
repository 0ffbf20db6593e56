#pragma once

// The moves of a search node, best first, made only as far as the search asks for them: the
// table's move before any other is generated (most nodes that cut off do so on their first
// move), then the candidate with the best ordering score by one scan, then the next ones sorted
// in a batch, and the rest sorted only if the search goes on past them. The order is the same as
// sorting every candidate at once.

#include "gomoku/position.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace gomoku {

class MovePicker {
public:
    /// The candidates of the side to move: empty points near stones, legal for it, ordered by
    /// their forced tier and learned score (moveordering.h; the table's move first); against an
    /// open three (the opponent has an open-four point) only the points of its threat lines and our
    /// own fours: any other move loses to the open four. `batch` is how many are sorted together
    /// after the first.
    MovePicker(const Position &position, int ttMove, std::size_t batch);
    /// A node with one move to play (the block of the opponent's five).
    static MovePicker only(const Position &position, int move);

    /// The next move, or -1 when there is none left.
    int next();
    /// Whether the node has a single move (a forced reply, searched without losing a ply).
    bool single();

private:
    bool tableMoveFirst() const;
    void generate();

    const Position &m_position;
    Stone m_side;
    int m_ttMove;
    std::size_t m_batch;
    bool m_mustDefend;
    bool m_generated = false;
    bool m_ttMoveGiven = false;
    std::vector<std::pair<int, int>> m_scored; // (ordering score, point)
    std::size_t m_next = 0; // in m_scored
    std::size_t m_sortedEnd = 0; // m_scored is in its final order before this
};

} // namespace gomoku
