#include "puzzles/puzzleattempt.h"

#include <utility>

namespace puzzles {

PuzzleAttempt::PuzzleAttempt(Puzzle puzzle, bool engineJudges)
    : m_puzzle(std::move(puzzle)), m_engineJudges(engineJudges), m_line(m_puzzle.solution)
{
}

PuzzleAttempt::Answer PuzzleAttempt::play(std::string_view move, bool reachesGoal)
{
    if (!solverToMove()) {
        return Answer::NotNow;
    }
    const std::optional<std::string> expected = nextMove();
    // A game played to the end asks the engine after every move, the line's own included.
    if (expected && *expected == move && !m_puzzle.goal.playedToTheEnd()) {
        return accept(move, m_played.size() + 1 >= m_line.size());
    }
    // Another move reaching the goal at once is as good as the line's (a different mate).
    if (reachesGoal) {
        return accept(move, true);
    }
    // Another move keeping the goal within the moves left is as good as the line's too: the
    // line goes on from it as the engine finds it.
    if (m_engineJudges) {
        m_judging = m_played;
        m_judging.emplace_back(move);
        return Answer::Judging;
    }
    ++m_mistakes;
    return Answer::Wrong;
}

PuzzleAttempt::Answer PuzzleAttempt::judged(const Continuation &rest)
{
    if (m_judging.empty()) {
        return Answer::NotNow;
    }
    std::vector<std::string> line = std::exchange(m_judging, {});
    if (!rest) {
        ++m_mistakes;
        return Answer::Wrong;
    }
    const std::string move = line.back();
    line.insert(line.end(), rest->begin(), rest->end());
    m_line = std::move(line);
    return accept(move, rest->empty());
}

PuzzleAttempt::Answer PuzzleAttempt::playLastMove(std::string_view move)
{
    if (!solverToMove()) {
        return Answer::NotNow;
    }
    m_played.emplace_back(move);
    m_line = m_played;
    endAfterReply(false);
    return Answer::Lost;
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
    if (m_solved || m_played.size() % 2 == 0 || m_played.size() >= m_line.size()) {
        return std::nullopt;
    }
    return m_line[m_played.size()];
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

void PuzzleAttempt::endAfterReply(bool reachesGoal)
{
    m_solved = reachesGoal;
    m_lost = !reachesGoal;
    m_mistakes += reachesGoal ? 0 : 1;
    m_hintLevel = 0;
}

std::optional<std::string> PuzzleAttempt::nextMove() const
{
    if (!solverToMove() || m_played.size() >= m_line.size()) {
        return std::nullopt;
    }
    return m_line[m_played.size()];
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
    m_judging.clear();
    m_line = m_puzzle.solution;
    m_solved = false;
    m_lost = false;
    m_hintLevel = 0;
}

} // namespace puzzles
