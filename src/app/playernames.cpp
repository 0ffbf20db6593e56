#include "app/playernames.h"

PlayerNames::Pair PlayerNames::of(PlayAs playAs, const QString &level)
{
    const QString computer = tr("Computer (%1)").arg(level);
    const QString player = tr("Player");
    switch (playAs) {
    case PlayAs::FirstSide: return { player, computer };
    case PlayAs::SecondSide: return { computer, player };
    case PlayAs::TwoPlayers: return { player, player };
    case PlayAs::ComputerAgainstComputer: return { computer, computer };
    }
    return { player, computer };
}

QString PlayerNames::line(const QString &firstSide, const QString &secondSide, const Pair &names)
{
    const auto &[first, second] = names;
    if (first.isEmpty() && second.isEmpty()) {
        return {};
    }
    return tr("%1: %2 — %3: %4")
        .arg(firstSide, first.isEmpty() ? tr("?") : first, secondSide,
            second.isEmpty() ? tr("?") : second);
}
