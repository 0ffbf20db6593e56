#include "core/chase.h"

namespace xq {

namespace {

/// Generals are never chased; a soldier only once it has crossed the river (before that it is
/// worth too little for an attack on it to matter).
bool mayBeChased(Stone target, Square at)
{
    switch (target.kind()) {
    case Kind::General: return false;
    case Kind::Soldier: return !onOwnHalf(target.side(), at);
    default: return true;
    }
}

/// Generals and soldiers may attack the same stone forever: they never chase.
bool mayChase(Stone attacker)
{
    return attacker.kind() != Kind::General && attacker.kind() != Kind::Soldier;
}

/// Attacks on a stone worth more than the attacker are chases even when the target is
/// protected: a horse or cannon on a chariot; an advisor or elephant on a chariot, cannon or horse.
bool countsEvenWhenProtected(Kind attacker, Kind target)
{
    switch (attacker) {
    case Kind::Horse:
    case Kind::Cannon: return target == Kind::Chariot;
    case Kind::Advisor:
    case Kind::Elephant:
        return target == Kind::Chariot || target == Kind::Cannon || target == Kind::Horse;
    default: return false;
    }
}

/// A capture the side to move could really play: the stone moves that way and its general
/// stays safe (a pinned attacker does not attack).
bool isRealCapture(const Board &board, Move capture)
{
    return board.isPseudoLegal(capture) && board.isLegal(capture);
}

/// After `capture` (legal for the side to move), could the other side legally take back?
bool isRecapturable(const Board &board, Move capture)
{
    Board after = board;
    after.makeMove(capture);
    const Square target = capture.to();
    for (Square defender : after.attackersOf(target, after.sideToMove())) {
        if (after.isLegal(Move(defender, target))) {
            return true;
        }
    }
    return false;
}

/// Two stones of one kind that can take each other are an offer to exchange, not a chase.
/// `afterMove` has the target's side to move.
bool offersExchange(const Board &afterMove, Square attacker, Square target)
{
    return afterMove.stoneAt(attacker).kind() == afterMove.stoneAt(target).kind()
        && isRealCapture(afterMove, Move(target, attacker));
}

/// Does the attack from `attacker` on `target` (both after the move) chase the target?
/// `before` is the position before `move`, `afterMove` the one after it (target's side to move)
/// and `attackerToMove` the same with the attacker's side to move again.
bool attackChases(const Board &before, Move move, const Board &afterMove,
    const Board &attackerToMove, Square attacker, Square target)
{
    const Stone attacking = afterMove.stoneAt(attacker);
    if (!mayChase(attacking) || !isRealCapture(attackerToMove, Move(attacker, target))) {
        return false;
    }
    // The same stone already attacked the same target before the move: not a new attack.
    const Square attackerBefore = attacker == move.to() ? move.from() : attacker;
    if (isRealCapture(before, Move(attackerBefore, target))) {
        return false;
    }
    if (offersExchange(afterMove, attacker, target)) {
        return false;
    }
    return countsEvenWhenProtected(attacking.kind(), afterMove.stoneAt(target).kind())
        || !isRecapturable(attackerToMove, Move(attacker, target));
}

} // namespace

SquareSet chasedStones(const Board &before, Move move)
{
    const Side us = before.sideToMove();
    Board afterMove = before;
    afterMove.makeMove(move);
    SquareSet chased;
    // A check is judged as a check (perpetual check comes first); it is never also a chase.
    if (afterMove.inCheck()) {
        return chased;
    }
    Board attackerToMove = afterMove;
    attackerToMove.makeNullMove();
    for (Square target : afterMove.stonesOf(opposite(us))) {
        if (!mayBeChased(afterMove.stoneAt(target), target)) {
            continue;
        }
        for (Square attacker : afterMove.attackersOf(target, us)) {
            if (attackChases(before, move, afterMove, attackerToMove, attacker, target)) {
                chased.insert(target);
                break;
            }
        }
    }
    return chased;
}

bool isChase(const Board &before, Move move)
{
    return !chasedStones(before, move).isEmpty();
}

} // namespace xq
