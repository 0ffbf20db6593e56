#include "app/gomoku/gomokulevels.h"

#include "app/menuchoices.h"

#include "gomoku/levels.h"

namespace {
// The random spread of a level's root scores, and how often it overlooks a four, put into words
// at these bounds.
constexpr int WideNoise = 300;
constexpr int PlainNoise = 100;
constexpr int OftenMissesPercent = 30;

QString levelMeaning(const gomoku::LevelSettings &level)
{
    QStringList parts { GomokuLevels::tr("depth %1").arg(level.maxDepth) };
    if (level.noise >= WideNoise) {
        parts << GomokuLevels::tr("wide randomness");
    } else if (level.noise >= PlainNoise) {
        parts << GomokuLevels::tr("randomness");
    } else if (level.noise > 0) {
        parts << GomokuLevels::tr("some randomness");
    }
    if (level.missFourPercent >= OftenMissesPercent) {
        parts << GomokuLevels::tr("often overlooks a four");
    } else if (level.missFourPercent > 0) {
        parts << GomokuLevels::tr("sometimes overlooks a four");
    }
    if (level.vctDepth > 0) {
        parts << GomokuLevels::tr("sees wins by threes and fours");
    } else if (level.vcfDepth > 0) {
        parts << GomokuLevels::tr("sees wins by fours");
    }
    return parts.join(GomokuLevels::tr(", "));
}

} // namespace

QStringList GomokuLevels::meanings(int fullStrengthMs)
{
    QStringList meanings;
    for (int level = 1; level < gomoku::FullStrength; ++level) {
        meanings << levelMeaning(gomoku::levelSettings(level));
    }
    return meanings << fullStrengthMeaning(fullStrengthMs);
}
