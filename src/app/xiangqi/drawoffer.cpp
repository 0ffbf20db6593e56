#include "app/xiangqi/drawoffer.h"

#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/uitext.h"

#include <cstdlib>

namespace {
constexpr double CentipawnsPerPawn = 100.0;
// The position occurring for the second time is when the rules let a repetition be claimed.
constexpr int ClaimRepetitions = 2;
} // namespace

DrawOffer::Answer DrawOffer::decide(
    const SingleGame &game, xq::Side offering, const AskOpponent &ask)
{
    const xq::Verdict claim = xq::RulesJudge::judge(game.board(), ClaimRepetitions);
    if (claim.isOver() && claim.outcome == xq::Outcome::Draw) {
        return { true, claim.reason, UiText::verdict(claim) };
    }
    const xq::Side opponent = xq::opposite(offering);
    if (!game.isComputer(opponent)) {
        const bool taken = ask(tr("%1 offers a draw. Does %2 accept?")
                                   .arg(UiText::side(offering), UiText::side(opponent)));
        return { taken, xq::EndReason::None,
            taken ? UiText::verdict({ xq::Outcome::Draw, xq::EndReason::None })
                  : tr("%1 declines the draw.").arg(UiText::side(opponent)) };
    }
    if (game.acceptsDraw(opponent)) {
        return { true, xq::EndReason::None, tr("The computer accepts the draw.") };
    }
    const std::optional<int> score = game.computerScore(opponent);
    if (!score) {
        return { false, xq::EndReason::None,
            tr("The computer declines the draw: it has not judged the game yet.") };
    }
    return { false, xq::EndReason::None,
        tr("The computer declines the draw: it thinks it is %1.")
            .arg(*score >= SingleGame::MateCp ? tr("winning")
                    : *score > 0
                    ? tr("ahead by %1 pawns").arg(*score / CentipawnsPerPawn, 0, 'f', 2)
                    : tr("not far enough behind")) };
}
