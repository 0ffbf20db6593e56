#pragma once

// The rules judge: is the game over after the last move, who won and why. What is enforced,
// case by case, is written in docs/rules.md.

#include "core/board.h"

#include <string>

namespace xq {

enum class Outcome { Ongoing, RedWins, BlackWins, Draw };

enum class EndReason {
    None,
    Checkmate, ///< side to move in check with no legal move: it loses
    Stalemate, ///< side to move not in check with no legal move: it loses
    PerpetualCheck, ///< the side that checked with every move of the cycle loses
    PerpetualChase, ///< the side that chased with every move of the cycle loses
    Repetition, ///< any other repetition: draw
    NaturalMoveLimit, ///< 60 moves each side (120 plies) without a capture: draw
    InsufficientMaterial, ///< no chariot, horse, cannon or soldier on either side: draw
    Resignation, ///< a player gave up; set by the game controller, never by the judge
    TimeForfeit, ///< a clock ran out: a loss, or a draw when the opponent cannot mate; set by
                 ///< the game controller, never by the judge
};

struct Verdict {
    Outcome outcome = Outcome::Ongoing;
    EndReason reason = EndReason::None;

    bool isOver() const { return outcome != Outcome::Ongoing; }
    bool operator==(const Verdict &) const = default;
};

/// How a repetition in the history is judged, from the side to move's point of view.
enum class RepetitionVerdict { None, Draw, SideToMoveWins, SideToMoveLoses };

class RulesJudge {
public:
    /// Occurrences of a position that end a game (the third, as most sites and GUIs do).
    static constexpr int GameRepetitions = 3;
    static constexpr int NaturalMoveLimitPlies = 120;

    /// Judges the game in `board` after its last move: a repetition ends it when the position
    /// has occurred `repetitions` times (at least 2).
    static Verdict judge(const Board &board, int repetitions = GameRepetitions);

    /// The search's question: does the current position repeat an earlier one (since the last
    /// capture), and if so who loses by the cycle between them? Judged at the first repetition.
    static RepetitionVerdict repetition(const Board &board);

    /// A short English reason for a player, e.g. "perpetual check".
    static std::string describe(EndReason reason);

    /// How many times the current position has occurred, this time included, counted back to
    /// the last capture (the GUI can warn the player at the second).
    static int occurrences(const Board &board);

    /// Neither side has a chariot, horse, cannon or soldier left.
    static bool insufficientMaterial(const Board &board);
    /// `side` has a chariot, horse, cannon or soldier left: something to mate with.
    static bool canMate(const Board &board, Side side);
    /// The verdict when `flagged` runs out of time on `board`: its loss, or a draw when the
    /// opponent has nothing left to mate with.
    static Verdict timeForfeit(const Board &board, Side flagged);
};

} // namespace xq
