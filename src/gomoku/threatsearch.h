#pragma once

// Threat-space search: VCF (victory by continuous fours) and VCT (by threes and fours) for the
// side to move. The attacker plays only fours (and, for VCT, moves that make an open three);
// the defender answers a four at its five point and a three at the points of the threat lines,
// or with a four of its own. Renju-aware: black's forbidden points are neither attacks nor
// defences. Bounded by depth (attacker moves) and a node budget.

#include "gomoku/position.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace gomoku {

class ThreatSearch {
public:
    ThreatSearch(Position &position, std::uint64_t nodeBudget);

    /// A test asked now and then: true stops the search (time up, "move now").
    void setAbort(std::function<bool()> abort) { m_abort = std::move(abort); }

    /// The first move of a win by continuous fours for the side to move, or -1.
    int findVcf(int maxDepth);
    /// The first move of a win by threes and fours for the side to move, or -1.
    int findVct(int maxDepth);
    /// Whether the side to move wins by threes and fours with `move` first and at most
    /// `maxDepth` more threats after it (the five not counted), against every defence; line()
    /// then holds the win from `move` on, the defence resisting longest.
    bool winsWith(int move, int maxDepth);
    /// The whole winning line of the last successful search (attacker and defender moves).
    const std::vector<int> &line() const { return m_line; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    bool attack(int depth, bool threes);
    bool defend(int depth, bool threes);
    bool budgetLeft();
    std::vector<int> fivePoints(Stone stone) const;
    std::vector<int> attackMoves(Stone attacker, bool threes) const;
    std::vector<int> defences(Stone attacker) const;

    Position &m_position;
    std::uint64_t m_budget;
    std::uint64_t m_nodes = 0;
    std::function<bool()> m_abort;
    bool m_aborted = false;
    std::vector<int> m_path;
    std::vector<int> m_line;
};

} // namespace gomoku
