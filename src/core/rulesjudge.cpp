#include "core/rulesjudge.h"

#include "core/cycle.h"

#include <algorithm>

namespace xq {

namespace {

constexpr int NoPly = -1;

/// The latest history entry before `before` with the current key (so the same side to move,
/// hence the step of two plies), looking back no further than the last capture and never across
/// a null move (a search pass repeats nothing a player could claim). NoPly when there is none.
int previousOccurrence(const Board &board, int before)
{
    const auto &history = board.history();
    const Key key = board.key();
    const int oldest = std::max(0, board.gamePly() - board.pliesSinceCapture());
    for (int ply = before - 2; ply >= oldest; ply -= 2) {
        if (history[ply + 1].move.isNull() || history[ply + 2].move.isNull()) {
            return NoPly;
        }
        if (history[ply].key == key) {
            return ply;
        }
    }
    return NoPly;
}

/// The history entry of the earliest of the last `repetitions` occurrences of the current
/// position, or NoPly when it has occurred fewer times.
int cycleStart(const Board &board, int repetitions)
{
    int start = board.gamePly();
    for (int found = 1; found < repetitions; ++found) {
        start = previousOccurrence(board, start);
        if (start == NoPly) {
            return NoPly;
        }
    }
    return start;
}

Outcome winOf(Side side)
{
    return side == Side::Red ? Outcome::RedWins : Outcome::BlackWins;
}

bool hasAttackingStone(const Board &board, Side side)
{
    for (Square s : board.stonesOf(side)) {
        switch (board.stoneAt(s).kind()) {
        case Kind::Chariot:
        case Kind::Horse:
        case Kind::Cannon:
        case Kind::Soldier: return true;
        default: break;
        }
    }
    return false;
}

Verdict verdictOf(const CycleJudgement &cycle)
{
    if (!cycle.loser) {
        return { Outcome::Draw, EndReason::Repetition };
    }
    const EndReason reason = cycle.reason == CycleJudgement::Reason::PerpetualCheck
        ? EndReason::PerpetualCheck
        : EndReason::PerpetualChase;
    return { winOf(opposite(*cycle.loser)), reason };
}

} // namespace

int RulesJudge::occurrences(const Board &board)
{
    int count = 1;
    for (int ply = previousOccurrence(board, board.gamePly()); ply != NoPly;
         ply = previousOccurrence(board, ply)) {
        ++count;
    }
    return count;
}

bool RulesJudge::insufficientMaterial(const Board &board)
{
    return !hasAttackingStone(board, Side::Red) && !hasAttackingStone(board, Side::Black);
}

bool RulesJudge::canMate(const Board &board, Side side)
{
    return hasAttackingStone(board, side);
}

Verdict RulesJudge::timeForfeit(const Board &board, Side flagged)
{
    if (!canMate(board, opposite(flagged))) {
        return { Outcome::Draw, EndReason::TimeForfeit };
    }
    return { winOf(opposite(flagged)), EndReason::TimeForfeit };
}

Verdict RulesJudge::judge(const Board &board, int repetitions)
{
    // Precedence (docs/rules.md): a move that leaves no legal reply ends the game before any
    // draw rule is looked at; a repetition is judged before the natural-move limit, so a
    // perpetual checker cannot escape on the 120th ply.
    if (!board.hasLegalMove()) {
        const EndReason reason = board.inCheck() ? EndReason::Checkmate : EndReason::Stalemate;
        return { winOf(opposite(board.sideToMove())), reason };
    }
    if (insufficientMaterial(board)) {
        return { Outcome::Draw, EndReason::InsufficientMaterial };
    }
    if (const int start = cycleStart(board, std::max(2, repetitions)); start != NoPly) {
        return verdictOf(judgeCycle(board, start));
    }
    if (board.pliesSinceCapture() >= NaturalMoveLimitPlies) {
        return { Outcome::Draw, EndReason::NaturalMoveLimit };
    }
    return {};
}

RepetitionVerdict RulesJudge::repetition(const Board &board)
{
    const int start = previousOccurrence(board, board.gamePly());
    if (start == NoPly) {
        return RepetitionVerdict::None;
    }
    const CycleJudgement cycle = judgeCycle(board, start);
    if (!cycle.loser) {
        return RepetitionVerdict::Draw;
    }
    return *cycle.loser == board.sideToMove() ? RepetitionVerdict::SideToMoveLoses
                                              : RepetitionVerdict::SideToMoveWins;
}

std::string RulesJudge::describe(EndReason reason)
{
    switch (reason) {
    case EndReason::None: return "game in progress";
    case EndReason::Checkmate: return "checkmate";
    case EndReason::Stalemate: return "stalemate: no legal move";
    case EndReason::PerpetualCheck: return "perpetual check";
    case EndReason::PerpetualChase: return "perpetual chase";
    case EndReason::Repetition: return "draw by repetition";
    case EndReason::NaturalMoveLimit: return "draw: 60 moves each without a capture";
    case EndReason::InsufficientMaterial: return "draw: neither side can win";
    case EndReason::Resignation: return "resignation";
    case EndReason::TimeForfeit: return "time forfeit";
    }
    return "game over";
}

} // namespace xq
