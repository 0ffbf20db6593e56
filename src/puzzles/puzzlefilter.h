#pragma once

// Which puzzles of a collection a player is shown: all of them, or those of one length (mate in
// 3, win by VCF in 5) or one theme.

#include "puzzles/puzzle.h"

#include <string>
#include <vector>

namespace puzzles {

struct PuzzleFilter {
    int length = 0; ///< the goal's length, 0 for any
    std::string theme; ///< a theme key, empty for any

    bool accepts(const Puzzle &puzzle) const;
    /// The indices in `puzzles` of those accepted, in order.
    std::vector<int> select(const std::vector<Puzzle> &puzzles) const;
};

/// The lengths and the themes the puzzles have, each once, in increasing or first-met order.
std::vector<int> lengthsOf(const std::vector<Puzzle> &puzzles);
std::vector<std::string> themesOf(const std::vector<Puzzle> &puzzles);

} // namespace puzzles
