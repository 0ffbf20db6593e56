#pragma once

// The themes of Xiangqi puzzles, for naming and filtering them: their keys and names, and the
// classic mating patterns recognised from the final position of a mate (the tactics' themes are
// read off their lines in tacticthemes.h). Each mating pattern is read off the mated position
// alone (who gives check, with which screen, what blocks the general's escape), so a theme holds
// for the mate as played.

#include "core/board.h"

#include <string>
#include <string_view>
#include <vector>

namespace puzzles {

/// The themes' keys as collection files write them.
namespace theme {
constexpr std::string_view DoubleChariots
    = "double-chariots"; ///< 双车错: one chariot mates, the other guards
constexpr std::string_view HorseCannon
    = "horse-cannon"; ///< 马后炮: a cannon mates over its own horse
constexpr std::string_view DoubleCannons
    = "double-cannons"; ///< 重炮: a cannon mates over the other cannon
constexpr std::string_view SmotheredPalace
    = "smothered-palace"; ///< 闷宫: the general's own stones wall it in
constexpr std::string_view IronBolt
    = "iron-bolt"; ///< 铁门栓: a chariot on the back rank, the centre file held
constexpr std::string_view FacingGenerals
    = "facing-generals"; ///< 白脸将: the generals' file takes an escape
constexpr std::string_view Stalemate = "stalemate"; ///< 困毙: no move left and no check
constexpr std::string_view HangingStone
    = "hanging-stone"; ///< 得子: the first capture wins the material alone
constexpr std::string_view Fork
    = "fork"; ///< 捉双: the stone moved attacks two at once and takes one
constexpr std::string_view DiscoveredCheck
    = "discovered-check"; ///< 抽将: the move lets another stone give check
constexpr std::string_view DiscoveredAttack
    = "discovered-attack"; ///< 闪击: the move lets another stone attack what falls later
constexpr std::string_view DoubleThreat
    = "double-threat"; ///< 双重威胁: two stones threaten two targets at once
constexpr std::string_view Pin = "pin"; ///< 牵制: a stone pinned to its general falls
constexpr std::string_view Skewer
    = "skewer"; ///< 串打: the stone in front steps aside, the one behind falls
constexpr std::string_view TrappedStone
    = "trapped-stone"; ///< 捉死子: the stone attacked has nowhere safe to go
constexpr std::string_view RemovedDefender
    = "removed-defender"; ///< 消除保护: the guard is taken or driven off first
constexpr std::string_view Sacrifice = "sacrifice"; ///< 弃子: material given first, more won back
} // namespace theme

/// Every theme key, in the order lists show them.
const std::vector<std::string_view> &themeKeys();
/// The theme's name for players: Chinese ("马后炮") or English ("Horse and cannon"); an
/// endgame's material too ("单车对双士").
std::string themeName(std::string_view key, bool chinese);

/// The themes of `mated`, a position whose side to move has no legal move.
std::vector<std::string> mateThemes(const xq::Board &mated);
/// True when `s` lies strictly between `a` and `b` on one file or rank.
bool liesBetween(xq::Square s, xq::Square a, xq::Square b);

} // namespace puzzles
