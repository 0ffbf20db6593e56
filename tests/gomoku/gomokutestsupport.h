#pragma once

// Helpers shared by the Gomoku tests: positions from diagrams and move lists, and the search's
// check against a false win.

#include "gomoku/gamerecord.h"
#include "gomoku/position.h"
#include "gomoku/searcher.h"

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

/// Black's m11 after these moves leaves white one answer, l11, that stops black's fours; every
/// other loses to a VCF, and l11 is not among the moves white's threat values rank first. A
/// search that proves a win only over those first moves announced m11 as a win at depth 5.
/// Black does win here, but later: by j5 in 15 plies, or by m11 in 45 (an independent engine's
/// analysis, 3 s a move), so a search that looks deep enough may claim j5 and must then hold it.
inline const char *const FalseWinMoves
    = "h8 f8 k11 f10 k9 g7 k8 k7 j8 i8 h6 i7 h7 h9 j7 i6 i9 j10 l9 m9";

/// Searches `position` to depths 4 to 6 on `threads`; a win claimed at a depth must hold: after
/// the winning move, the other side's search one ply deeper (its root searching its 20 best
/// answers, more than a node below the root) must find every answer lost. Fails the test when
/// it finds one that is not.
inline void checkClaimedWinsHold(Position &position, int threads)
{
    for (int depth = 4; depth <= 6; ++depth) {
        Searcher searcher;
        searcher.setThreads(threads);
        SearchLimits limits;
        limits.maxDepth = depth;
        const SearchResult result = searcher.search(position, limits);
        if (result.score <= WinBound) {
            continue;
        }
        position.play(result.move);
        Searcher defender;
        limits.maxDepth = depth + 1;
        const SearchResult answer = defender.search(position, limits);
        position.undo();
        QVERIFY2(answer.score < -WinBound,
            qPrintable(QStringLiteral("depth %1: the win claimed with %2 is refuted by %3 (%4)")
                           .arg(depth)
                           .arg(result.move)
                           .arg(answer.move)
                           .arg(answer.score)));
    }
}

} // namespace gomoku::test
