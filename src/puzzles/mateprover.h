#pragma once

// Xiangqi mate puzzles, found by the built-in engine and proven by exact mate searches. A
// position becomes a puzzle when the engine's quick search sees a forced mate of at most a given
// length, the exact search (MateSearch: every move of both sides) finds the shortest mate, of at
// most that length, with repetitions ignored, and, judging repetitions as the rules do, no
// shorter mate and exactly one first move mating that fast (the puzzle is sound as chess
// problems are: no "cook"; a longer mate after another move is no cook); the solution line keeps
// every defence resisting longest. The engine's searches prune moves that look hopeless, so on
// their own they missed defences (false mates) and second mating moves; the exact search
// cannot. The difficulty is the depth from which the engine's answer stayed the solution's first
// move. Searches are single-threaded with a fresh table each, so a proof repeats exactly.
//
// Mates longer than the exact search finds (six to nine moves) are mates by checks (连将杀, as
// Xiangqi's mating problems are): the proof-number search (ProofNumberSearch) finds the shortest
// one and, cheaply first, that no other first move followed by checks mates as fast; then the
// exact search, every move of both sides, proves that nothing at all mates in fewer moves and
// that no other first move mates as fast whatever follows it (a shorter mate of up to five moves
// is the puzzle instead).

#include "core/board.h"
#include "core/result.h"
#include "puzzles/enginelines.h"
#include "puzzles/matesearch.h"
#include "puzzles/puzzle.h"

#include <cstdint>
#include <optional>
#include <string>

namespace puzzles {

struct MateProofSettings {
    int maxLength = 9; ///< the longest mate kept, in the solver's moves
    /// A quick search that turns away the positions with no short mate before the proof.
    int screenDepth = 7;
    /// The screening search stops after this many nodes when not 0.
    std::uint64_t screenNodeLimit = 0;
    /// The engine's lines search this many plies past the mate's own length.
    int depthMargin = 4;
    /// The nodes of the engine's line searches (and of the deeper search for the difficulty
    /// when the screening's first move is not the solution's); a longer one gives up.
    std::uint64_t nodeLimit = 8'000'000;
    /// The moves the exact search may play to prove a puzzle; a longer proof is given up.
    std::uint64_t exactNodeLimit = 8'000'000;
    /// Longer mates are proven as mates by checks: the exact search proves only that nothing
    /// mates within this many moves.
    int longestExactMate = 5;
    /// The moves the exact search may play to prove that a mate by checks longer than
    /// longestExactMate has no shorter mate and no second first move by any moves (a mate of 9
    /// took 2.4 billion: some 10 minutes of CPU, a give-up some 13).
    std::uint64_t longExactNodeLimit = 3'000'000'000;
    /// The moves the proof-number search may play to prove a puzzle.
    std::uint64_t proofNumberNodeLimit = 2'000'000;
    /// The shortest mate kept, in the solver's moves: shorter ones are turned away (for mining
    /// long mates only).
    int minLength = 1;
};

class MateProver {
public:
    explicit MateProver(MateProofSettings settings = {});

    /// The puzzle the position holds (source left empty), or why it is none. The position alone
    /// is judged, as its FEN gives it, not the moves that led to it.
    xq::Result<Puzzle> prove(const xq::Board &board);
    /// The shortest mate the screening search finds for the side to move and its line played
    /// out (the defence resisting longest), without the proof of uniqueness: a solution for a
    /// position brought from elsewhere. Why not when the engine finds none within maxLength.
    xq::Result<Puzzle> solve(const xq::Board &board);
    /// Checks a stored mate puzzle against a new proof: the same first move, the same length,
    /// and its own solution line legal and ending in mate. Nothing when it holds, else why not.
    std::optional<std::string> check(const Puzzle &puzzle);

    /// A line from `board` ending in mate within `plies` plies (odd: the attacker to move, even:
    /// the defender), the defence resisting longest as the engine sees it; why not when the
    /// engine finds no such mate.
    xq::Result<std::vector<xq::Move>> mateLine(xq::Board board, int plies);

private:
    /// The screening search's answer when it finds a mate for the side to move within
    /// maxLength, else why not.
    xq::Result<EngineAnswer> screen(const xq::Board &board);
    /// The mate puzzle of `board` with `line` as its solution.
    static Puzzle matePuzzle(const xq::Board &board, const std::vector<xq::Move> &line);
    int proofDepth(int length) const { return 2 * length - 1 + m_settings.depthMargin; }
    /// The position of `played` as its FEN gives it, or why it is no puzzle's.
    static xq::Result<xq::Board> puzzlePosition(const xq::Board &played);
    /// The puzzle of a mate the exact search proves, of at most `upTo` moves; `screened` is the
    /// engine's answer when its screening found that mate.
    xq::Result<Puzzle> proveExactly(
        const xq::Board &board, int upTo, const std::optional<EngineAnswer> &screened);
    /// The puzzle of a mate by checks, when it is longer than the exact search reaches.
    xq::Result<Puzzle> proveByChecks(const xq::Board &board);
    /// The engine's answer that judges the difficulty of the first move `first`: the
    /// screening's when it leads with that move, else a search past the mate's length.
    EngineAnswer settledAnswer(const xq::Board &board, xq::Move first, int length,
        const std::optional<EngineAnswer> &screened);
    static bool engineFinds(const EngineAnswer &answer, xq::Move first);
    /// The puzzle of `line`, its difficulty the depth from which the engine's answer stayed the
    /// line's first move.
    Puzzle judgedPuzzle(
        const xq::Board &board, const std::vector<xq::Move> &line, const EngineAnswer &settled);

    MateProofSettings m_settings;
    EngineLines m_engine;
};

/// The rest of a mate puzzle's line after `played` (its moves from the start, the solver's last):
/// the defence's best replies and the solver's moves mating within the solver's moves left, as
/// the engine finds them; empty when `played` mates already; nothing when the engine finds no
/// such mate or `played` is not a legal line of the solver's.
std::optional<std::vector<std::string>> continueMate(const Puzzle &puzzle,
    const std::vector<std::string> &played, const MateProofSettings &settings = {});

/// The moves in ICCS, as solutions write them.
std::vector<std::string> iccsMoves(const std::vector<xq::Move> &moves);

/// Plays `moves` (ICCS) from `fen`; why not when the position or a move is not legal.
xq::Result<xq::Board> playLine(const std::string &fen, const std::vector<std::string> &moves);

} // namespace puzzles
