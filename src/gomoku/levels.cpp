#include "gomoku/levels.h"

#include <algorithm>
#include <array>

namespace gomoku {

LevelSettings levelSettings(int level)
{
    static const std::array<LevelSettings, LevelCount> table { {
        { 1, 400, 40, 0, 0, false, 200 },
        { 2, 150, 15, 0, 0, false, 200 },
        { 2, 40, 0, 6, 0, false, 200 },
        { 4, 0, 0, 10, 0, true, 300 },
        { 8, 0, 0, 16, 3, true, 300 },
        { 64, 0, 0, 20, 5, true, 0 },
    } };
    return table[std::clamp(level, 1, LevelCount) - 1];
}

} // namespace gomoku
