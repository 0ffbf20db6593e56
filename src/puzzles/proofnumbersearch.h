#pragma once

// A depth-first proof-number search (df-pn) for mates by checks (连将杀), the prover of the long
// mate puzzles: the attacker gives check with every move, the defender may play any legal move,
// and the question is whether the attacker mates within a number of moves. The exact search
// (MateSearch) plays every move of both sides and its tree grows some 40 times a move, beyond
// reach past five moves; here the attacker's moves are the few checks, and the proof numbers
// (how many leaves are still to be proven, or refuted) lead the search to the narrowest defence
// first, so mates of six to nine moves are proven or refuted in a few hundred thousand moves.
//
// Repetitions need no rule of their own: a position that recurs in a line of checks has been
// reached by the attacker checking with every move since, and under Xiangqi's rule against
// perpetual check that is never a win for the attacker (a loss, or a draw when the defender
// checked throughout too). A mate within the moves asked never needs a repetition either (a
// shortest mate's moves bring it nearer, so no position recurs). So the search lets play go on
// through a repeated position and its answer is the rules' answer; and as the moves left fall
// with every move of the attacker, no line loops, and a proven or refuted position may be kept
// in the table whatever path reached it.

#include "core/board.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace puzzles {

class ProofNumberSearch {
public:
    /// `nodeLimit`: the moves played in all the questions asked of this search together, after
    /// which it answers nothing.
    explicit ProofNumberSearch(std::uint64_t nodeLimit);

    /// Does the side to move mate within `moves` of its moves, each a check? Nothing when the
    /// node limit was reached first.
    std::optional<bool> mates(const xq::Board &board, int moves);
    /// Is the side to move mated within `moves` checks of the other side, whatever it plays?
    std::optional<bool> isMated(const xq::Board &board, int moves);
    /// The shortest mate by checks of at most `maxMoves` for the side to move: its length, 0
    /// when there is none; nothing when the node limit was reached first.
    std::optional<int> shortestMate(const xq::Board &board, int maxMoves);
    /// A line of `2 * moves - 1` plies from a position where the side to move mates by checks in
    /// exactly `moves`: each check mates within the moves left, each defence is one after which
    /// no quicker mate by checks is left. Nothing when there is no such mate or the node limit
    /// was reached.
    std::optional<std::vector<xq::Move>> line(xq::Board board, int moves);

    std::uint64_t nodes() const { return m_nodes; }

private:
    /// Proof and disproof numbers: the leaves still to prove the attacker mates, or to refute
    /// it. 0 proves (or refutes) the node.
    struct Numbers {
        std::uint32_t proof = 1;
        std::uint32_t disproof = 1;
    };
    struct OutOfNodes { };

    std::optional<bool> answer(const xq::Board &board, bool attacker, int moves);
    /// Is the node proven (the attacker mates)? Throws OutOfNodes past the node limit.
    bool proven(xq::Board &board, bool attacker, int moves);
    /// Searches the node until it is solved or its numbers reach the thresholds, given as the
    /// node's own "phi" (the proof number at the attacker's nodes, the disproof number at the
    /// defender's) and "delta" (the other one); its numbers then.
    Numbers search(xq::Board &board, bool attacker, int moves, std::uint32_t phiLimit,
        std::uint32_t deltaLimit);
    /// The node's numbers when it ends here (no move, or no move left), else nothing.
    static std::optional<Numbers> terminal(bool attacker, int moves, const xq::MoveList &children);
    /// The attacker's checks or the defender's legal moves.
    static void children(const xq::Board &board, bool attacker, xq::MoveList &moves);
    /// Plays `m`, counting it against the node limit.
    void play(xq::Board &board, xq::Move m);
    Numbers known(xq::Key nodeKey) const;
    void store(xq::Key nodeKey, Numbers numbers);
    static xq::Key nodeKey(xq::Key position, bool attacker, int moves);

    std::uint64_t m_nodeLimit;
    std::uint64_t m_nodes = 0;
    std::unordered_map<xq::Key, Numbers> m_table;
};

} // namespace puzzles
