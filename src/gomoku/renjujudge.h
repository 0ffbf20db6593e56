#pragma once

// Black's forbidden moves under renju, with the referee's conventions (shared/tools/gomoku
// README, "Renju coverage"): a five first; then an overline, two fours, two real threes. A three
// is real when one added stone makes a straight four that holds the move, at a point that is
// itself neither forbidden (the recursive test) nor a five.

#include "gomoku/board.h"

namespace gomoku {

enum class Foul : std::uint8_t { None, Overline, DoubleFour, DoubleThree };

class RenjuJudge {
public:
    /// Why a black stone at the empty point `index` of `board` is forbidden, or Foul::None.
    static Foul foul(const Board &board, int index);
    /// Is a black stone at the empty point `index` of `board` forbidden?
    static bool isForbidden(const Board &board, int index);
    /// The same on a cell array; `cells` is changed while judging and restored.
    static bool isForbidden(Cells &cells, int index, int depth = 0)
    {
        return foul(cells, index, depth) != Foul::None;
    }
    static Foul foul(Cells &cells, int index, int depth = 0);

private:
    static int fourSets(Cells &cells, int index, int direction);
    static bool holdsRealThree(Cells &cells, int index, int direction, int depth);
    static bool makesStraightFour(Cells &cells, int index, int added, int direction);
};

} // namespace gomoku
