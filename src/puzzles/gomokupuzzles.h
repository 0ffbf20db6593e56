#pragma once

// Gomoku VCF and VCT puzzles (连珠习题): positions where the side to move wins by continuous fours
// (VCF), or by threes and fours when fours alone do not win (VCT), made from the Gomoku engine's
// games against itself and proven by its threat search. A position is
// written as the puzzle files hold it: "gomoku SIZE RULE" and the moves from the empty board,
// black first ("gomoku 15 freestyle h8 i9 h9").

#include "puzzles/puzzle.h"

#include "gomoku/position.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzles {

/// The position as puzzle files write it.
std::string gomokuPositionText(const gomoku::Position &position);
/// Reads gomokuPositionText's form; nothing for anything else (an occupied or unknown point).
std::unique_ptr<gomoku::Position> readGomokuPosition(std::string_view text);

struct VcfProofLimits {
    int maxLength = 8; ///< the longest VCF kept, in the attacker's moves (the five included)
    std::uint64_t nodes = 200000; ///< each threat search's node budget
};

/// The shortest VCF of the side to move, if it takes at least two moves and no other first
/// move wins by fours as fast: the puzzle with its line (the defence's forced replies between
/// the attacker's fours, the five last); nothing otherwise. `position` is left as it was.
std::optional<Puzzle> proveVcf(gomoku::Position &position, const VcfProofLimits &limits);

/// The shortest VCT of the side to move when fours alone do not win: the puzzle (goal `vct N`,
/// the attacker's moves, the five included) if no other first three or four wins by threes and
/// fours as fast; its line keeps every defence resisting longest. Nothing otherwise. `position`
/// is left as it was.
std::optional<Puzzle> proveVct(gomoku::Position &position, const VcfProofLimits &limits);

/// What is wrong with a Gomoku puzzle (VCF or VCT), proven again: its position, its first move
/// and length; nothing when it is sound. Not a Gomoku position: says so.
std::optional<std::string> checkGomokuPuzzle(
    const Puzzle &puzzle, const VcfProofLimits &limits = {});

/// The rest of a VCF puzzle's line after `played` (its moves from the start, the solver's last,
/// a four or the five): the defender's forced blocks and the attacker's fours to a five within
/// the attacker's moves left, as the threat search finds them; empty when `played` ends with a
/// five; nothing when there is no such win by fours or `played` does not read.
std::optional<std::vector<std::string>> continueVcf(const Puzzle &puzzle,
    const std::vector<std::string> &played, const VcfProofLimits &limits = {});

/// The same for a VCT puzzle: after the solver's three or four, the defence resisting longest and
/// the attacker's threats to a five within the moves left, as the threat search finds them.
std::optional<std::vector<std::string>> continueVct(const Puzzle &puzzle,
    const std::vector<std::string> &played, const VcfProofLimits &limits = {});

/// The puzzle as a Piskvork record (.psq, as the Gomoku window and other programs open it): the
/// position's stones in order, then the solution's line to the five; the goal in the attacker's
/// name ("puzzle 3: vcf 4"). Nothing when the position or a move of the line does not read.
std::optional<std::string> gomokuPuzzleRecord(const Puzzle &puzzle, int number);

struct GomokuPuzzleSettings {
    int games = 100;
    std::uint32_t seed = 1;
    int depth = 4; ///< the engine's search depth in the self-play games
    int randomMoves = 4; ///< random stones near the centre after black's first
    int maxPlies = 150;
    GoalKind goal = GoalKind::Vcf; ///< VCF or VCT puzzles
    VcfProofLimits limits;
};

/// Plays the games and keeps, from each, the first position (from black's third move on) whose
/// side to move has a proven VCF (or VCT); a position found before is skipped. `onGame` hears the
/// games' count as they finish.
std::vector<Puzzle> makeGomokuPuzzles(
    const GomokuPuzzleSettings &settings, const std::function<void(int)> &onGame = {});

} // namespace puzzles
