#include "app/network/netgametext.h"

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
