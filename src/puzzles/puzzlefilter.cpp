#include "puzzles/puzzlefilter.h"

#include <algorithm>
#include <set>

namespace puzzles {

bool PuzzleFilter::accepts(const Puzzle &puzzle) const
{
    return (!goal || puzzle.goal == *goal)
        && (theme.empty() || std::ranges::find(puzzle.themes, theme) != puzzle.themes.end());
}

std::vector<int> PuzzleFilter::select(const std::vector<Puzzle> &puzzles) const
{
    std::vector<int> chosen;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (accepts(puzzles[i])) {
            chosen.push_back(static_cast<int>(i));
        }
    }
    return chosen;
}

std::vector<Goal> goalsOf(const std::vector<Puzzle> &puzzles)
{
    std::set<std::pair<GoalKind, int>> goals;
    for (const Puzzle &puzzle : puzzles) {
        if (puzzle.goal.length > 0) {
            goals.insert({ puzzle.goal.kind, puzzle.goal.length });
        }
    }
    std::vector<Goal> sorted;
    for (const auto &[kind, length] : goals) {
        sorted.push_back({ kind, length });
    }
    return sorted;
}

std::vector<std::string> themesOf(const std::vector<Puzzle> &puzzles)
{
    std::vector<std::string> themes;
    for (const Puzzle &puzzle : puzzles) {
        for (const std::string &theme : puzzle.themes) {
            if (std::ranges::find(themes, theme) == themes.end()) {
                themes.push_back(theme);
            }
        }
    }
    return themes;
}

} // namespace puzzles
