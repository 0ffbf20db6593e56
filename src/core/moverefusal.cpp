#include "core/moverefusal.h"

#include <cstdlib>

namespace xq {
namespace {

/// Why a stone's own movement rule refuses a move that Board::isPseudoLegal refuses.
Refusal movementRule(const Board &board, Move move)
{
    const Stone stone = board.stoneAt(move.from());
    const int df = std::abs(fileOf(move.to()) - fileOf(move.from()));
    const int dr = std::abs(rankOf(move.to()) - rankOf(move.from()));
    const Side us = stone.side();
    switch (stone.kind()) {
    case Kind::General:
        return inPalace(us, move.to()) ? Refusal::GeneralStep : Refusal::GeneralLeavesPalace;
    case Kind::Advisor:
        return inPalace(us, move.to()) ? Refusal::AdvisorStep : Refusal::AdvisorLeavesPalace;
    case Kind::Elephant:
        if (!onOwnHalf(us, move.to())) {
            return Refusal::ElephantCrossesRiver;
        }
        return df == 2 && dr == 2 ? Refusal::ElephantEyeBlocked : Refusal::ElephantStep;
    case Kind::Horse:
        return (df == 1 && dr == 2) || (df == 2 && dr == 1) ? Refusal::HorseLegBlocked
                                                            : Refusal::HorseStep;
    case Kind::Chariot: return Refusal::ChariotPath;
    case Kind::Cannon:
        return !board.stoneAt(move.to()).isEmpty() && (df == 0 || dr == 0) ? Refusal::CannonScreen
                                                                           : Refusal::CannonPath;
    case Kind::Soldier:
        return onOwnHalf(us, move.from()) && df != 0 ? Refusal::SoldierSideways
                                                     : Refusal::SoldierStep;
    }
    return Refusal::SoldierStep; // unreachable: every kind is handled above
}

/// Whether the generals would stand on one file with nothing between them after `move`.
bool generalsWouldFace(const Board &board, Move move)
{
    Board after = board;
    after.makeMove(move);
    const Square red = after.generalSquare(Side::Red);
    const Square black = after.generalSquare(Side::Black);
    if (fileOf(red) != fileOf(black)) {
        return false;
    }
    for (Square s = red + FileCount; s < black; s += FileCount) {
        if (!after.stoneAt(s).isEmpty()) {
            return false;
        }
    }
    return true;
}

} // namespace

Refusal refusalOf(const Board &board, Move move)
{
    const Stone stone = board.stoneAt(move.from());
    const Side us = board.sideToMove();
    if (stone.isEmpty()) {
        return Refusal::NoStone;
    }
    if (!stone.belongsTo(us)) {
        return Refusal::NotYourTurn;
    }
    if (board.stoneAt(move.to()).belongsTo(us)) {
        return Refusal::OwnStone;
    }
    if (!board.isPseudoLegal(move)) {
        return movementRule(board, move);
    }
    if (board.isLegal(move)) {
        return Refusal::None;
    }
    if (generalsWouldFace(board, move)) {
        return Refusal::GeneralsFace;
    }
    return board.inCheck() ? Refusal::CheckNotAnswered : Refusal::GeneralInCheck;
}

} // namespace xq
