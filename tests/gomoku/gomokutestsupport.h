#pragma once

// Helpers shared by the Gomoku tests: positions from diagrams and move lists.

#include "gomoku/gamerecord.h"
#include "gomoku/position.h"

#include <QtTest>

#include <string>
#include <vector>

namespace gomoku::test {

/// Rows of 'X' (black), 'O' (white), '.', '?' (the returned point) at the top-left corner.
inline Point setUp(Position &position, const std::vector<std::string> &rows)
{
    Point marked;
    for (int y = 0; y < int(rows.size()); ++y) {
        for (int x = 0; x < int(rows[y].size()); ++x) {
            const char c = rows[y][x];
            if (c == 'X' || c == 'O') {
                position.place(Board::indexOf({ x, y }), c == 'X' ? Stone::Black : Stone::White);
            } else if (c == '?') {
                marked = { x, y };
            }
        }
    }
    return marked;
}

/// Plays a move list ("h8 i9 ...") from the empty board; fails the test when it does not read.
inline bool playMoves(Position &position, const std::string &moves)
{
    const RecordResult record = readMoveList(moves, position.size());
    if (!record.ok()) {
        qWarning("%s", record.error.c_str());
        return false;
    }
    for (const Point p : record.game->moves) {
        position.play(Board::indexOf(p));
    }
    return true;
}

} // namespace gomoku::test
