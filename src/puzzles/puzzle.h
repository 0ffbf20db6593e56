#pragma once

// A puzzle: a position, what the solver must achieve from it, and the line that does it. The
// same description serves all three games; the moves are kept in each game's engine notation
// (ICCS for Xiangqi, point names for Gomoku, squares for Reversi) so a collection is plain text.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzles {

/// What the side to move must achieve.
enum class GoalKind {
    Mate, ///< Xiangqi: mate in `length` moves of the solver
    WinMaterial, ///< Xiangqi: win material by a clear margin
    Draw, ///< hold the draw
    Win, ///< win the game (an endgame played out against the engine)
    Vcf, ///< Gomoku: win by continuous fours in `length` moves of the solver, the five included
    Vct, ///< Gomoku: win by threes and fours in `length` moves of the solver, the five included
    WinByDiscs, ///< Reversi: win by `length` discs, the score of perfect play, to the game's end
};

struct Goal {
    GoalKind kind = GoalKind::Mate;
    /// The solver's moves in the solution (the discs won by for WinByDiscs); 0 when the goal
    /// has no length.
    int length = 0;

    /// Win and Draw (Xiangqi's endgames) and a Reversi endgame are played against the engine to
    /// the end of the game, not along a line.
    bool playedToTheEnd() const
    {
        return kind == GoalKind::Win || kind == GoalKind::Draw || kind == GoalKind::WinByDiscs;
    }
    bool operator==(const Goal &) const = default;
};

/// "mate 3", "vcf 4", "vct 5", "discs 6", "material", "draw", "win": the goal as collection files
/// write it.
std::string goalText(const Goal &goal);
/// Reads goalText's form; nothing for anything else.
std::optional<Goal> parseGoal(std::string_view text);

struct Puzzle {
    std::string fen; ///< the start position, the solver to move
    Goal goal;
    /// The solver's moves and the best defence in turn, the solver's first; a line ends with
    /// the solver's last move.
    std::vector<std::string> solution;
    std::vector<std::string> themes; ///< e.g. "马后炮"; may be empty
    int difficulty = 0; ///< the search depth that first finds the solution's first move
    std::string source; ///< where it was found, e.g. "selfplay.pgn game 12 ply 85"

    /// The solver's moves: every other move of the solution from the first.
    int solverMoves() const { return static_cast<int>(solution.size() + 1) / 2; }
};

} // namespace puzzles
