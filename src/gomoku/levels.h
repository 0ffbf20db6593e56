#pragma once

// Difficulty levels for the window's menu and the engine's `INFO level`: from a beginner who
// sometimes overlooks the opponent's four to the full-strength, time-limited search.

#include <cstdint>

namespace gomoku {

struct LevelSettings {
    int maxDepth = 64; // alpha-beta depth in plies
    int noise = 0; // random spread added to the root moves' scores
    int missFourPercent = 0; // chance to overlook the opponent's four at the root
    int vcfDepth = 0; // 0: no VCF at the root
    int vctDepth = 0; // 0: no VCT at the root
    bool leafVcf = false; // VCF for the side to move at the leaves
    int timeCapMs = 0; // the most a move may take, whatever the clock allows (0: no cap)
};

constexpr int LevelCount = 6;
constexpr int FullStrength = LevelCount;

/// The settings of `level` (1 = beginner .. LevelCount = full strength), clamped.
LevelSettings levelSettings(int level);

} // namespace gomoku
