#pragma once

// Why the rules refuse a move the side to move asks for. The rules are written once, here in the
// core: the window only puts the reason into words.

#include "core/board.h"

namespace xq {

enum class Refusal {
    None, ///< the move is legal
    NoStone, ///< nothing stands on the point moved from
    NotYourTurn, ///< the stone belongs to the side not to move
    OwnStone, ///< the point moved to holds one of the mover's own stones
    GeneralLeavesPalace,
    GeneralStep, ///< the general moves one point straight
    AdvisorLeavesPalace,
    AdvisorStep, ///< the advisor moves one point diagonally
    ElephantCrossesRiver,
    ElephantEyeBlocked,
    ElephantStep, ///< the elephant moves two points diagonally
    HorseLegBlocked,
    HorseStep, ///< the horse moves one point straight, then one diagonally
    ChariotPath, ///< the chariot moves straight and cannot jump
    CannonScreen, ///< a capture jumps exactly one stone
    CannonPath, ///< a move without capture cannot jump
    SoldierSideways, ///< sideways only after crossing the river
    SoldierStep, ///< one point forward (or sideways across the river), never back
    GeneralsFace, ///< the two generals would face each other on an open file
    GeneralInCheck, ///< the mover's general would be in check
    CheckNotAnswered, ///< the mover is in check and the move does not answer it
};

/// Why `move` may not be played on `board`, or Refusal::None when it may. Agrees with
/// Board::isPseudoLegal and Board::isLegal on every move; the reason is the first rule broken,
/// in the order above.
Refusal refusalOf(const Board &board, Move move);

} // namespace xq
