#pragma once

// What a position set up by hand must respect before a game can start from it: how many stones
// of each kind a side owns, the points each kind can ever reach, both generals on the board and
// neither of them where the side to move could take it. A position editor asks these questions
// while stones are placed, and gets each answer as a value it can put into words.

#include "core/board.h"
#include "core/types.h"

#include <array>
#include <optional>
#include <string>
#include <variant>

namespace xq {

/// The stones of a kind a side starts with, and so the most it can ever have.
int maxStones(Kind kind);

/// Whether `stone` can ever stand on `square`: generals and advisors stay in their palace
/// (advisors on its diagonals), elephants on their side's seven points, soldiers never step back.
bool canEverStand(Stone stone, Square square);

enum class SetupProblem {
    UnreachablePoint, ///< a stone where it can never stand
    TooManyStones, ///< more stones of a kind than a side owns
    NoGeneral, ///< a side without its general
    GeneralsFacing, ///< the generals on one file with nothing between
    WaitingSideInCheck, ///< the side to move could take the other general
    NoLegalMove, ///< the side to move has lost already
};

struct SetupIssue {
    SetupProblem problem = SetupProblem::NoGeneral;
    Side side = Side::Red; ///< whose stone, general or turn it is about
    Kind kind = Kind::General; ///< for UnreachablePoint and TooManyStones
    Square square = NoSquare; ///< for UnreachablePoint
};

/// Why `side`'s stones among `stones` cannot stand as they are (an unreachable point, too many of
/// a kind, no general), or nothing when they can.
std::optional<SetupIssue> checkStones(const std::array<Stone, SquareCount> &stones, Side side);

/// The FEN a game set up from `stones` with `toMove` to play starts from.
std::string setupFen(const std::array<Stone, SquareCount> &stones, Side toMove);

/// The board a game set up from `stones` with `toMove` to play starts from, or why there is none.
std::variant<Board, SetupIssue> setUp(const std::array<Stone, SquareCount> &stones, Side toMove);

/// Why `stones` with `toMove` to play cannot start a game, or nothing when they can.
std::optional<SetupIssue> checkSetup(const std::array<Stone, SquareCount> &stones, Side toMove);

} // namespace xq
