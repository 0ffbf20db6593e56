#pragma once

// What a player has done with the puzzles of a collection, kept between runs: each puzzle solved,
// failed (a mistake made, not solved since) or skipped, and the streak of puzzles solved cleanly
// in a row. A puzzle is known by its position (stones and side to move), so the progress stays
// with it when the collection grows or is reordered. As text: "streak N" then "KEY STANDING" a
// line; text that does not read gives no progress rather than an error.

#include "puzzles/puzzle.h"

#include <map>
#include <string>
#include <string_view>

namespace puzzles {

enum class Standing { Unseen, Skipped, Failed, Solved };

class PuzzleProgress {
public:
    /// The puzzle's key: a checksum of its position (stones and side to move), 8 hex digits.
    static std::string keyOf(const Puzzle &puzzle);

    Standing standing(const Puzzle &puzzle) const;
    /// The puzzle was solved; `clean`: without a mistake or help, which lengthens the streak.
    void solved(const Puzzle &puzzle, bool clean);
    /// A mistake was made: failed unless solved before; the streak ends.
    void failed(const Puzzle &puzzle);
    /// Left unsolved for another: skipped if it was never tried.
    void skipped(const Puzzle &puzzle);

    int count(Standing standing) const;
    int streak() const { return m_streak; }
    int bestStreak() const { return m_bestStreak; }

    std::string toText() const;
    static PuzzleProgress fromText(std::string_view text);

private:
    std::map<std::string, Standing> m_standings;
    int m_streak = 0;
    int m_bestStreak = 0;
};

} // namespace puzzles
