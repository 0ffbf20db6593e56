#include "app/xiangqi/play/playerchoice.h"

#include "records/taglist.h"

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

namespace {
const char *const Program = "program";
const char *const Human = "human";
const char *const TypeTags[2] = { "RedType", "BlackType" };
} // namespace

QList<std::pair<QString, QString>> PlayerChoice::typeTags(PlayMode mode)
{
    QList<std::pair<QString, QString>> tags;
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        tags.append({ QString::fromLatin1(TypeTags[xq::index(side)]),
            QString::fromLatin1(computerPlays(mode, side) ? Program : Human) });
    }
    return tags;
}

std::optional<PlayMode> PlayerChoice::modeOfRecord(const xq::TagList &tags)
{
    PlayerChoice choice;
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        const std::string type = tags.value(TypeTags[xq::index(side)]);
        if (type != Program && type != Human) {
            return std::nullopt;
        }
        choice.computer[xq::index(side)] = type == Program;
    }
    return choice.playMode();
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
