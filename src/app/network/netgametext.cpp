#include "app/network/netgametext.h"

#include "core/rulesjudge.h"

using namespace xq;
using namespace xq::net;

QString NetGameText::game(GameName game)
{
    switch (game) {
    case GameName::Gomoku: return tr("Gomoku");
    case GameName::Reversi: return tr("Reversi");
    case GameName::Xiangqi: break;
    }
    return tr("Xiangqi");
}

QString NetGameText::rule(gomoku::Rule rule)
{
    switch (rule) {
    case gomoku::Rule::Standard: return tr("standard: exactly five");
    case gomoku::Rule::Renju: return tr("renju");
    case gomoku::Rule::FreeStyle: break;
    }
    return tr("free-style: five or more");
}

QString NetGameText::kind(const GameKind &kind)
{
    return kind.name == GameName::Gomoku ? tr("%1, %2").arg(game(kind.name), rule(kind.rule))
                                         : game(kind.name);
}

QString NetGameText::side(GameName game, Side side)
{
    if (game == GameName::Xiangqi) {
        return side == Side::Red ? tr("Red") : tr("Black");
    }
    return side == Side::Red ? tr("Black") : tr("White");
}

QString NetGameText::end(GameName game, const GameEnd &end)
{
    const QString who = end.outcome == Outcome::Draw
        ? tr("Draw")
        : tr("%1 wins").arg(side(game, end.outcome == Outcome::RedWins ? Side::Red : Side::Black));
    switch (end.cause) {
    case EndCause::Resignation: return tr("%1: resignation.").arg(who);
    case EndCause::Timeout: return tr("%1: time ran out.").arg(who);
    case EndCause::DrawAgreed: return tr("Draw agreed.");
    case EndCause::Rules: break;
    }
    switch (end.boardEnd) {
    case BoardEnd::Five: return tr("%1: five in a row.").arg(who);
    case BoardEnd::BoardFull: return tr("Draw: the board is full.");
    case BoardEnd::NoMoves:
        return tr("%1: %2 discs to %3.").arg(who).arg(end.redDiscs).arg(end.blackDiscs);
    case BoardEnd::None: break;
    }
    return tr("%1: %2.").arg(who, QString::fromStdString(RulesJudge::describe(end.reason)));
}
