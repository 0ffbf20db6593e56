#pragma once

// Which puzzles of a collection a player is shown: all of them, or those of one goal and length
// (mate in 3, win by VCF in 5, by VCT in 3: a collection may hold goals of several kinds) or one
// theme.

#include "puzzles/puzzle.h"

#include <optional>
#include <string>
#include <vector>

namespace puzzles {

struct PuzzleFilter {
    std::optional<Goal> goal; ///< the goal with its length, nothing for any
    std::string theme; ///< a theme key, empty for any

    bool accepts(const Puzzle &puzzle) const;
    /// The indices in `puzzles` of those accepted, in order.
    std::vector<int> select(const std::vector<Puzzle> &puzzles) const;
};

/// The goals with a length and the themes the puzzles have, each once: the goals by kind (in
/// GoalKind's order) and increasing length, the themes in first-met order.
std::vector<Goal> goalsOf(const std::vector<Puzzle> &puzzles);
std::vector<std::string> themesOf(const std::vector<Puzzle> &puzzles);

} // namespace puzzles
