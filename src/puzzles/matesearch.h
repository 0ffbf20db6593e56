#pragma once

// An exact search for forced mates, the judge of the mate puzzles: every move of both sides is
// searched, nothing is pruned or reduced, and a side with no legal move has lost (mate or
// stalemate), so a "yes" or "no" is a proof within the moves asked about. The engine's search
// prunes and reduces moves that look hopeless; a defence or a sacrifice among them is missed,
// and a false mate or a second mating first move (a cook) got into the puzzles that way. The
// cost grows with the mate's length (about 40 times a move), so a search gives up after a
// number of nodes and says so.
//
// Repetitions: a defender giving check after check may repeat a position. Xiangqi forbids
// perpetual check, so a mate can be shorter under the rules (the defence runs out of checks)
// than in a game where repetitions change nothing. A puzzle's length must be the same in both:
// the mate is searched with repetitions ignored (a mate found so never needs one: its moves
// bring the mate nearer, so no position recurs), and the shorter mates and second first moves
// with them judged as the rules and Fairy-Stockfish do.

#include "core/board.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace puzzles {

enum class Repetitions {
    /// Play goes on through a repeated position.
    Ignored,
    /// A position that recurs ends the game: the side that gave check with every one of its
    /// moves since the position stood before, and only that side, loses; otherwise a draw.
    PerpetualCheckLoses,
};

/// The order moves are tried in. It changes how many moves a question costs, never its answer.
enum class MoveOrder {
    /// Checks, then captures, then the rest, for both sides.
    ChecksFirst,
    /// The same, but the defender's move that refuted the attacker's move before it at the same
    /// ply (its "witness") is tried right after the defender's checks, and the attacker's last
    /// move is not ordered (every one is tried to its end at once). Cheaper for most long proofs
    /// that nothing mates within seven or eight moves, where nearly every attacker's move is
    /// refuted by a defence that refuted its siblings; dearer for some of the short mates.
    Witnesses,
};

class MateSearch {
public:
    /// `nodeLimit`: the moves played in all the questions asked of this search together, after
    /// which it answers nothing.
    explicit MateSearch(std::uint64_t nodeLimit, Repetitions repetitions = Repetitions::Ignored,
        MoveOrder order = MoveOrder::ChecksFirst);

    /// Does the side to move mate within `moves` of its moves? Nothing when the node limit was
    /// reached first.
    std::optional<bool> mates(xq::Board &board, int moves);
    /// Is the side to move mated within `moves` moves of the other side, whatever it plays?
    std::optional<bool> isMated(xq::Board &board, int moves);
    /// The shortest mate of at most `maxMoves` for the side to move: its length, 0 when there
    /// is none; nothing when the node limit was reached first.
    std::optional<int> shortestMate(xq::Board &board, int maxMoves);
    /// A line of `2 * moves - 1` plies from a position that mates in exactly `moves`: each of the
    /// attacker's moves mates within the moves left (`preferred` first when it does), each
    /// defence resists longest (`preferred` first when it does). Nothing when the position does
    /// not mate in exactly `moves` or the node limit was reached.
    std::optional<std::vector<xq::Move>> line(
        xq::Board board, int moves, const std::vector<xq::Move> &preferred = {});

    std::uint64_t nodes() const { return m_nodes; }

private:
    /// What is proven of a position: mated (or mating) within `proven` moves, and not within
    /// `refuted` moves; `depth`, the most moves asked of it, decides which entry a full slot
    /// keeps (-1: an empty slot).
    struct Bounds {
        xq::Key key = 0;
        std::int8_t proven = 127;
        std::int8_t refuted = -1;
        std::int8_t depth = -1;
    };
    struct OutOfNodes { };
    enum class Outcome { MoverWins, MoverLoses, Draw };

    bool attackerMates(xq::Board &board, int moves);
    bool defenderIsMated(xq::Board &board, int moves);
    /// Plays `m`, counting it against the node limit.
    void play(xq::Board &board, xq::Move m);
    /// How the game ends when the move just played repeats a position, under the rule chosen;
    /// nothing when it goes on.
    std::optional<Outcome> repetition(const xq::Board &board);
    std::optional<bool> known(xq::Key key, int moves) const;
    void remember(xq::Key key, int moves, bool result);
    /// Doubles the table, its results kept.
    void growTable();
    /// Where `key` is or would go: slots in pairs, the first keeping the deepest result, the
    /// second the latest.
    std::size_t slotPair(xq::Key key) const { return key & (m_table.size() - 2); }
    /// The legal moves, those most likely to decide first: checks, then (with witnesses, for
    /// the defender) the witness of its ply, then captures.
    void orderedMoves(const xq::Board &board, bool defender, xq::MoveList &moves) const;
    /// The defence `m` refuted the attacker's move before it: with witnesses, tried early after
    /// the attacker's other moves there (its siblings), where it mostly refutes them too.
    void witnessed(const xq::Board &board, xq::Move m);

    std::uint64_t m_nodeLimit;
    Repetitions m_repetitions;
    MoveOrder m_order;
    std::size_t m_tableLimit;
    std::uint64_t m_nodes = 0;
    /// Repetitions judged so far: an answer that depended on one depends on the moves that led
    /// to the position, and is not remembered for the position alone.
    std::uint64_t m_repetitionsJudged = 0;
    /// Slots up to a fixed number, doubled as they fill; past it a new result takes the place
    /// of a shallower one.
    std::vector<Bounds> m_table;
    std::size_t m_tableFilled = 0;
    /// The defence that last refuted an attacker's move, by ply (the board's).
    std::vector<xq::Move> m_witnesses;
};

} // namespace puzzles
