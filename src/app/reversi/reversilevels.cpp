#include "app/reversi/reversilevels.h"

#include "app/menuchoices.h"

#include "reversi/levels.h"

namespace {

QString levelMeaning(const reversi::LevelSettings &level)
{
    if (level.greedy) {
        return level.edgeBonuses
            ? ReversiLevels::tr("takes the most discs, valuing corners and edges")
            : ReversiLevels::tr("takes the most discs");
    }
    return ReversiLevels::tr("depth %1, exact from %2 empty squares")
        .arg(level.depth)
        .arg(level.exactEmpties);
}

} // namespace

QStringList ReversiLevels::meanings(int fullStrengthMs)
{
    QStringList meanings;
    for (int level = 0; level < reversi::MaxLevel; ++level) {
        meanings << levelMeaning(reversi::levelSettings(level));
    }
    return meanings << fullStrengthMeaning(fullStrengthMs);
}
