#include "app/xiangqi/uitext.h"

#include <array>

using namespace xq;

QString UiText::side(Side side)
{
    return side == Side::Red ? tr("Red") : tr("Black");
}

QString UiText::outcome(Outcome outcome)
{
    switch (outcome) {
    case Outcome::RedWins: return tr("Red wins");
    case Outcome::BlackWins: return tr("Black wins");
    case Outcome::Draw: return tr("Draw");
    case Outcome::Ongoing: break;
    }
    return tr("The game goes on");
}

QString UiText::recordResult(xq::GameResult result)
{
    switch (result) {
    case xq::GameResult::RedWins: return outcome(Outcome::RedWins);
    case xq::GameResult::BlackWins: return outcome(Outcome::BlackWins);
    case xq::GameResult::Draw: return outcome(Outcome::Draw);
    case xq::GameResult::Unknown: break;
    }
    return {};
}

QString UiText::reason(EndReason reason)
{
    switch (reason) {
    case EndReason::None: return {};
    case EndReason::Resignation: return tr("resignation");
    case EndReason::Checkmate: return tr("checkmate");
    case EndReason::Stalemate: return tr("stalemate (no legal move)");
    case EndReason::PerpetualCheck: return tr("perpetual check");
    case EndReason::PerpetualChase: return tr("perpetual chase");
    case EndReason::Repetition: return tr("repetition");
    case EndReason::NaturalMoveLimit: return tr("the 60-move rule");
    case EndReason::InsufficientMaterial: return tr("insufficient material");
    case EndReason::TimeForfeit: return tr("time forfeit");
    }
    return {};
}

QString UiText::verdict(const Verdict &verdict)
{
    if (verdict.outcome == Outcome::Draw && verdict.reason == EndReason::TimeForfeit) {
        return tr("Draw: a clock ran out, but the other side had nothing left to mate with.");
    }
    if (verdict.outcome == Outcome::Draw) {
        // No rule ended it: the players agreed.
        return verdict.reason == EndReason::None ? tr("Draw by agreement.")
                                                 : tr("Draw by %1.").arg(reason(verdict.reason));
    }
    return tr("%1 by %2.").arg(outcome(verdict.outcome), reason(verdict.reason));
}

QString UiText::gameIsOver()
{
    return tr("The game is over: start a new one or take moves back");
}

QString UiText::check()
{
    return tr("Check! 将军!");
}

QString UiText::stoneCharacter(Stone stone)
{
    static const std::array<const char *, KindCount> red
        = { "帅", "仕", "相", "马", "车", "炮", "兵" };
    static const std::array<const char *, KindCount> black
        = { "将", "士", "象", "马", "车", "炮", "卒" };
    const auto &names = stone.side() == Side::Red ? red : black;
    return QString::fromUtf8(names[index(stone.kind())]);
}

namespace {

QString translateKnown(const std::string &text, std::initializer_list<const char *> known)
{
    for (const char *k : known) {
        if (text == k) {
            return UiText::tr(k);
        }
    }
    return QString::fromStdString(text);
}

} // namespace

QString UiText::levelStrength(const std::string &strength)
{
    return translateKnown(strength,
        { QT_TR_NOOP("depth 1, wide randomness"), QT_TR_NOOP("depth 2, randomness"),
            QT_TR_NOOP("depth 3, some randomness"), QT_TR_NOOP("depth 4, a little randomness"),
            QT_TR_NOOP("depth 5, slight randomness"), QT_TR_NOOP("depth 7"),
            QT_TR_NOOP("full strength, the game's own time limit") });
}

QString UiText::refusal(Refusal why, Side toMove)
{
    switch (why) {
    case Refusal::None: return {};
    case Refusal::NoStone: return tr("There is no stone there to move");
    case Refusal::NotYourTurn: return tr("It is %1's turn").arg(side(toMove));
    case Refusal::OwnStone: return tr("You cannot take your own stone");
    case Refusal::GeneralLeavesPalace: return tr("The general must stay in the palace");
    case Refusal::GeneralStep: return tr("The general moves one point straight");
    case Refusal::AdvisorLeavesPalace: return tr("The advisor must stay in the palace");
    case Refusal::AdvisorStep: return tr("The advisor moves one point diagonally");
    case Refusal::ElephantCrossesRiver: return tr("The elephant cannot cross the river");
    case Refusal::ElephantEyeBlocked: return tr("The elephant's eye is blocked");
    case Refusal::ElephantStep: return tr("The elephant moves two points diagonally");
    case Refusal::HorseLegBlocked: return tr("The horse's leg is blocked");
    case Refusal::HorseStep: return tr("The horse moves one point straight, then one diagonally");
    case Refusal::ChariotPath: return tr("The chariot moves straight and cannot jump");
    case Refusal::CannonScreen: return tr("The cannon captures by jumping exactly one stone");
    case Refusal::CannonPath: return tr("The cannon moves straight and jumps only to capture");
    case Refusal::SoldierSideways:
        return tr("The soldier moves sideways only after crossing the river");
    case Refusal::SoldierStep: return tr("The soldier moves one point forward, never back");
    case Refusal::GeneralsFace: return tr("The two generals would face each other");
    case Refusal::GeneralInCheck: return tr("Your general would be in check");
    case Refusal::CheckNotAnswered:
        return tr("That does not answer the check: your general would be taken");
    }
    return tr("That move is not allowed");
}
