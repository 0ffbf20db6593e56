#include "puzzles/puzzleattempt.h"

#include <utility>

namespace puzzles {

PuzzleAttempt::PuzzleAttempt(Puzzle puzzle) : m_puzzle(std::move(puzzle))
{
}

PuzzleAttempt::Answer PuzzleAttempt::play(std::string_view move, bool reachesGoal)
{
    if (!solverToMove()) {
        return Answer::NotNow;
    }
    const std::optional<std::string> expected = nextMove();
    if (expected && *expected == move) {
        return accept(move, m_played.size() + 1 >= m_puzzle.solution.size());
    }
    // Another move reaching the goal at once is as good as the solution's (a different mate in
    // the last move); anywhere else only the proven line counts.
    if (reachesGoal) {
        return accept(move, true);
    }
    ++m_mistakes;
    return Answer::Wrong;
}

PuzzleAttempt::Answer PuzzleAttempt::accept(std::string_view move, bool solves)
{
    m_played.emplace_back(move);
    m_hintLevel = 0;
    m_solved = solves;
    return solves ? Answer::Solved : Answer::Right;
}

std::optional<std::string> PuzzleAttempt::pendingReply() const
{
    if (m_solved || m_played.size() % 2 == 0 || m_played.size() >= m_puzzle.solution.size()) {
        return std::nullopt;
    }
    return m_puzzle.solution[m_played.size()];
}

bool PuzzleAttempt::playReply()
{
    const std::optional<std::string> reply = pendingReply();
    if (!reply) {
        return false;
    }
    m_played.push_back(*reply);
    return true;
}

std::optional<std::string> PuzzleAttempt::nextMove() const
{
    if (!solverToMove() || m_played.size() >= m_puzzle.solution.size()) {
        return std::nullopt;
    }
    return m_puzzle.solution[m_played.size()];
}

int PuzzleAttempt::askHint()
{
    if (!nextMove()) {
        return 0;
    }
    m_helped = true;
    m_hintLevel = m_hintLevel < 2 ? m_hintLevel + 1 : 2;
    return m_hintLevel;
}

PuzzleAttempt::Answer PuzzleAttempt::showMove()
{
    const std::optional<std::string> move = nextMove();
    if (!move) {
        return Answer::NotNow;
    }
    m_helped = true;
    ++m_movesShown;
    return play(*move, false);
}

void PuzzleAttempt::restart()
{
    m_played.clear();
    m_solved = false;
    m_hintLevel = 0;
}

} // namespace puzzles
