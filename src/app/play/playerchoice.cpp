#include "app/play/playerchoice.h"

PlayMode PlayerChoice::playMode() const
{
    const bool red = computer[xq::index(xq::Side::Red)];
    const bool black = computer[xq::index(xq::Side::Black)];
    return red && black ? PlayMode::ComputerVsComputer
        : red           ? PlayMode::Black
        : black         ? PlayMode::Red
                        : PlayMode::TwoPlayers;
}

bool PlayerChoice::computerPlays(PlayMode mode, xq::Side side)
{
    return mode == PlayMode::ComputerVsComputer
        || mode == (side == xq::Side::Red ? PlayMode::Black : PlayMode::Red);
}

PlayerChoice PlayerChoice::fromSettings(const AppSettings &settings)
{
    PlayerChoice choice;
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        choice.computer[xq::index(side)] = computerPlays(settings.playMode(), side);
        choice.engine[xq::index(side)] = settings.playerEngine(side);
    }
    return choice;
}

void PlayerChoice::save(AppSettings &settings) const
{
    settings.setPlayMode(playMode());
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        settings.setPlayerEngine(side, engine[xq::index(side)]);
    }
}
