#include "app/uitext.h"

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
    }
    return {};
}

QString UiText::verdict(const Verdict &verdict)
{
    if (verdict.outcome == Outcome::Draw) {
        return tr("Draw by %1.").arg(reason(verdict.reason));
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

QString UiText::levelName(const std::string &name)
{
    // The engine's level names, listed so lupdate offers them for translation.
    return translateKnown(name,
        { QT_TR_NOOP("Beginner"), QT_TR_NOOP("Novice"), QT_TR_NOOP("Casual"), QT_TR_NOOP("Club"),
            QT_TR_NOOP("Advanced"), QT_TR_NOOP("Expert"), QT_TR_NOOP("Master") });
}

QString UiText::levelStrength(const std::string &strength)
{
    return translateKnown(strength,
        { QT_TR_NOOP("depth 1, wide randomness"), QT_TR_NOOP("depth 2, randomness"),
            QT_TR_NOOP("depth 3, some randomness"), QT_TR_NOOP("depth 4, a little randomness"),
            QT_TR_NOOP("depth 5, slight randomness"), QT_TR_NOOP("depth 7"),
            QT_TR_NOOP("full strength, the game's own time limit") });
}

bool UiText::generalsWouldFace(const Board &board, Move move)
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

QString UiText::refusal(const Board &board, Move move)
{
    const Stone stone = board.stoneAt(move.from());
    const Side us = board.sideToMove();
    if (stone.isEmpty()) {
        return tr("There is no stone there to move");
    }
    if (!stone.belongsTo(us)) {
        return tr("It is %1's turn").arg(side(us));
    }
    if (board.stoneAt(move.to()).belongsTo(us)) {
        return tr("You cannot take your own stone");
    }
    if (!board.isPseudoLegal(move)) {
        return movementRule(board, move);
    }
    if (generalsWouldFace(board, move)) {
        return tr("The two generals would face each other");
    }
    return board.inCheck() ? tr("That does not answer the check: your general would be taken")
                           : tr("Your general would be in check");
}

QString UiText::movementRule(const Board &board, Move move)
{
    const Stone stone = board.stoneAt(move.from());
    const int df = std::abs(fileOf(move.to()) - fileOf(move.from()));
    const int dr = std::abs(rankOf(move.to()) - rankOf(move.from()));
    const Side us = stone.side();
    switch (stone.kind()) {
    case Kind::General:
        return inPalace(us, move.to()) ? tr("The general moves one point straight")
                                       : tr("The general must stay in the palace");
    case Kind::Advisor:
        return inPalace(us, move.to()) ? tr("The advisor moves one point diagonally")
                                       : tr("The advisor must stay in the palace");
    case Kind::Elephant:
        if (!onOwnHalf(us, move.to())) {
            return tr("The elephant cannot cross the river");
        }
        return df == 2 && dr == 2 ? tr("The elephant's eye is blocked")
                                  : tr("The elephant moves two points diagonally");
    case Kind::Horse:
        return (df == 1 && dr == 2) || (df == 2 && dr == 1)
            ? tr("The horse's leg is blocked")
            : tr("The horse moves one point straight, then one diagonally");
    case Kind::Chariot: return tr("The chariot moves straight and cannot jump");
    case Kind::Cannon:
        if (!board.stoneAt(move.to()).isEmpty() && (df == 0 || dr == 0)) {
            return tr("The cannon captures by jumping exactly one stone");
        }
        return tr("The cannon moves straight and jumps only to capture");
    case Kind::Soldier:
        if (onOwnHalf(us, move.from()) && df != 0) {
            return tr("The soldier moves sideways only after crossing the river");
        }
        return tr("The soldier moves one point forward, never back");
    }
    return tr("That move is not allowed");
}
