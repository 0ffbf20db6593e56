#pragma once

// A player's way through one puzzle, for any of the games: the solver's moves checked against
// the line followed (the solution, until the player finds another way), the defence's replies
// taken from it, hints, mistakes, and the line shown a move at a time. The game's own rules and
// engine stay outside: the caller says whether a move reaches the goal at once, and the game's
// engine judges any other move of the solver's that leaves the solution (continueLine, asked by
// the caller wherever it likes, a worker thread in the window: play() answers Judging, judged()
// takes the engine's word). A goal played to the end (an endgame to win or to hold, a Reversi
// endgame to its last disc) has no line to follow: the engine answers every move, and the
// caller says when the game ends after the defence's reply.

#include "puzzles/puzzle.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzles {

/// The engine's word on a move: after the moves played (the solver's last), the rest of a line
/// reaching the goal within the puzzle's length, the defence's reply first; nothing when the goal
/// is out of reach (continueLine's answer).
using Continuation = std::optional<std::vector<std::string>>;

class PuzzleAttempt {
public:
    enum class Answer {
        Right, ///< the solution's move; the defence answers next
        Solved, ///< the goal is reached
        Wrong, ///< does not keep the goal in reach: refused, to be tried again
        NotNow, ///< the puzzle waits for the defence's reply or the engine's word, or is over
        Judging, ///< the engine is to judge the move (judging()); judged() gives its word
        Lost, ///< the move ends the game short of the goal, as every move would: the game is lost
    };

    /// Without `engineJudges` only the solution's moves (and, last, a move reaching the goal at
    /// once) are taken; with it, any other move is put to the game's engine.
    explicit PuzzleAttempt(Puzzle puzzle, bool engineJudges = false);

    const Puzzle &puzzle() const { return m_puzzle; }
    /// The moves played from the start position, the solver's and the defence's in turn.
    const std::vector<std::string> &played() const { return m_played; }
    bool isSolved() const { return m_solved; }
    /// Whether a game played to the end ended short of the goal.
    bool isLost() const { return m_lost; }
    /// Whether the solver is to move (not while a reply or the engine's word is due, nor once
    /// solved or lost).
    bool solverToMove() const
    {
        return !m_solved && !m_lost && m_judging.empty() && m_played.size() % 2 == 0;
    }

    /// The solver plays `move`; `reachesGoal`: the game's rules say it reaches the goal now.
    Answer play(std::string_view move, bool reachesGoal);
    /// The moves the engine is asked about while play() waits for its word: the moves played and
    /// the solver's move to judge; empty when nothing waits.
    const std::vector<std::string> &judging() const { return m_judging; }
    /// The engine's word on the move judging() ends with (continueLine's answer): played and
    /// followed by that line (Right or Solved), or refused (Wrong). NotNow when nothing waits.
    Answer judged(const Continuation &rest);
    /// The solver plays `move`, which the game's rules say ends the game short of the goal while
    /// no other move would do better (the last ply before the natural-move limit): it is played
    /// and the game lost. Answers Lost, or NotNow when the solver is not to move.
    Answer playLastMove(std::string_view move);
    /// The line followed: the solution, or the moves played and the continuation found for them
    /// since the player left it.
    const std::vector<std::string> &line() const { return m_line; }
    /// The defence's reply due now, from the line; nothing when the solver is to move.
    std::optional<std::string> pendingReply() const;
    /// Plays pendingReply(); false when none is due.
    bool playReply();
    /// The game played to the end is over after the defence's reply: solved when that reaches
    /// the goal, else lost (a mistake).
    void endAfterReply(bool reachesGoal);

    /// The line's next move for the solver; nothing when none is due.
    std::optional<std::string> nextMove() const;
    /// Asks for a hint: 1 names the piece to move, 2 the whole move (further asks stay at 2).
    /// Returns the level now shown; 0 when no move is due.
    int askHint();
    int hintLevel() const { return m_hintLevel; }
    /// Plays the line's next move for the player (Show solution); its answer as play()'s.
    Answer showMove();

    /// Back to the start position; mistakes and help stay counted.
    void restart();
    int mistakes() const { return m_mistakes; }
    /// The solver's moves showMove() played.
    int movesShown() const { return m_movesShown; }
    /// Solved without a mistake, a hint or a move shown.
    bool isClean() const { return m_solved && m_mistakes == 0 && !m_helped; }

private:
    Answer accept(std::string_view move, bool solves);

    Puzzle m_puzzle;
    bool m_engineJudges;
    std::vector<std::string> m_judging;
    std::vector<std::string> m_line;
    std::vector<std::string> m_played;
    bool m_solved = false;
    bool m_lost = false;
    int m_mistakes = 0;
    int m_movesShown = 0;
    bool m_helped = false;
    int m_hintLevel = 0;
};

} // namespace puzzles
