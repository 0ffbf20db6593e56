#pragma once

// Xiangqi tactics ("Red wins material"), found and proven by the built-in engine. A position
// becomes a puzzle when the engine's search finds a line that wins material by a clear margin
// (at least a horse's worth, kept after the defence's reply) and, searched deeper, every one of
// the solver's moves in that line is the only good one: the best of the other moves scores
// clearly less and does not win. Mates are left to the mate prover. Searches are
// single-threaded with a fresh table each, so a proof repeats exactly.

#include "core/board.h"
#include "core/result.h"
#include "puzzles/enginelines.h"
#include "puzzles/puzzle.h"
#include "puzzles/tacticthemes.h"

#include <cstdint>
#include <optional>
#include <string>

namespace puzzles {

struct TacticProofSettings {
    /// The search that finds the candidate line; a position where it sees no gain is left.
    int screenDepth = 6;
    /// The search that proves each solver's move unique (the screening's depth plus two).
    int proofDepth = 8;
    /// The nodes of a search; a longer one stops there.
    std::uint64_t nodeLimit = 2'000'000;
    /// The material the line must win, in the engine's stone values (a horse is 420, a cannon
    /// 450, a chariot 1000, an advisor or an elephant 170, a soldier 70).
    int materialMargin = 300;
    /// How much less the best other move must score, in centipawns.
    int scoreGap = 250;
    /// The most the best other move may score: the other moves must not win as well.
    int otherMoveCeiling = 150;
    /// The most moves of the solver's in the line.
    int maxSolverMoves = 3;
    /// The engine's table, cleared for every search: the searches are short, and clearing a
    /// large table would take longer than most of them.
    int hashMb = 1;
};

class TacticProver {
public:
    explicit TacticProver(TacticProofSettings settings = {});

    /// The tactic the position holds (source left empty), or why it is none. The position
    /// alone is judged, as its FEN gives it.
    xq::Result<Puzzle> prove(const xq::Board &board);
    /// Checks a stored tactic against a new proof: its solution legal and winning the margin,
    /// the same line proven again. Nothing when it holds, else why not.
    std::optional<std::string> check(const Puzzle &puzzle);

private:
    /// The solver's move at `board` proven the only good one: its line and score at the
    /// proof depth, or why not.
    xq::Result<EngineLine> uniqueMove(const xq::Board &board);

    TacticProofSettings m_settings;
    EngineLines m_engine;
};

} // namespace puzzles
