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
    /// The only first move that mates in `length` (the shortest mate), or why there is not
    /// exactly one.
    xq::Result<xq::Move> uniqueFirstMove(MateSearch &exact, xq::Board board, int length);

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
