#pragma once

// Xiangqi mate puzzles proven by the built-in engine. A position becomes a puzzle when the side
// to move has a forced mate of at most a given length, the engine finds it at the same length
// when searching well past it, a search after each other first move on its own finds no mate of
// that length or shorter (the puzzle is sound as chess problems are: no "cook"; a longer mate
// is no cook. Each move is searched alone because a search of all of them together prunes the
// unlikely-looking ones, sacrifices among them, harder than a proof may), and the solution
// line, played out with the defence's longest resistance, ends with the defender having no legal
// move after exactly that many moves. Searches are single-threaded with a fresh table each, so a
// proof repeats exactly.

#include "core/board.h"
#include "core/result.h"
#include "puzzles/enginelines.h"
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
    /// The proof searches this many plies past the mate's own length.
    int depthMargin = 4;
    /// A proof that needs more nodes than this is given up (the position is not kept).
    std::uint64_t nodeLimit = 8'000'000;
    /// The nodes searched after each other first move, looking for a second mate.
    std::uint64_t alternativeNodeLimit = 1'000'000;
};

class MateProver {
public:
    explicit MateProver(MateProofSettings settings = {});

    /// The puzzle the position holds (source left empty), or why it is none.
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
    /// Why the first move of a mate in `length` is not the only one, if it is not.
    std::optional<std::string> alternative(const xq::Board &board, xq::Move first, int length);

    MateProofSettings m_settings;
    EngineLines m_engine;
};

/// The rest of a mate puzzle's line after `played` (its moves from the start, the solver's last):
/// the defence's best replies and the solver's moves mating within the solver's moves left, as
/// the engine finds them; empty when `played` mates already; nothing when the engine finds no
/// such mate or `played` is not a legal line of the solver's.
std::optional<std::vector<std::string>> continueMate(const Puzzle &puzzle,
    const std::vector<std::string> &played, const MateProofSettings &settings = {});

/// Plays `moves` (ICCS) from `fen`; why not when the position or a move is not legal.
xq::Result<xq::Board> playLine(const std::string &fen, const std::vector<std::string> &moves);

} // namespace puzzles
