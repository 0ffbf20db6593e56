#pragma once

// A mate's length and line, found the same way whatever proves its steps (the exact search, the
// proof-number search). The line of a mate of exactly N moves: each move of the attacker keeps
// the mate within the moves left after it, and each defence is one after which no quicker mate
// is left, so the line shows the longest resistance the proof allows.

#include "core/board.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <vector>

namespace puzzles {

/// Walks such a line from `board`, a position that mates in exactly `moves`; its plies, or
/// nothing when no move keeps the length (the provers disagree with the position). The callers
/// give: `candidates(board, attacker, ply, list)`, the moves worth trying there, best first;
/// `tryMove(board, move)`, which plays a move being tried (undone by the walk); and
/// `attackerMates(board, n)` and `defenderIsMated(board, n)`, the proofs for the side to move.
template <typename Candidates, typename TryMove, typename AttackerMates, typename DefenderIsMated>
std::optional<std::vector<xq::Move>> exactMateLine(xq::Board &board, int moves,
    Candidates candidates, TryMove tryMove, AttackerMates attackerMates,
    DefenderIsMated defenderIsMated)
{
    std::vector<xq::Move> played;
    for (int left = moves; board.hasLegalMove();) {
        const bool attacker = played.size() % 2 == 0;
        xq::MoveList tried;
        candidates(board, attacker, played.size(), tried);
        const auto keepsTheLength = [&](xq::Move m) {
            tryMove(board, m);
            const bool keeps
                = attacker ? defenderIsMated(board, left - 1) : !attackerMates(board, left - 1);
            board.unmakeMove();
            return keeps;
        };
        const auto chosen = std::find_if(tried.begin(), tried.end(), keepsTheLength);
        if (chosen == tried.end()) {
            return std::nullopt;
        }
        board.makeMove(*chosen);
        played.push_back(*chosen);
        left -= attacker ? 1 : 0;
    }
    return played;
}

/// The fewest moves, up to `maxMoves`, in which `mates(moves)` proves a mate: 0 when none is
/// proven, nothing when the search gave up before it could say.
template <typename Mates> std::optional<int> fewestMatingMoves(int maxMoves, Mates mates)
{
    for (int moves = 1; moves <= maxMoves; ++moves) {
        const std::optional<bool> found = mates(moves);
        if (!found) {
            return std::nullopt;
        }
        if (*found) {
            return moves;
        }
    }
    return 0;
}

} // namespace puzzles
