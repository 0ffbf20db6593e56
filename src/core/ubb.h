#pragma once

// DhtmlXQ ("UBB"), the text format of dpxq.com that forums paste: [DhtmlXQ_name]value tags for
// the texts, binit (the stones), movelist (the main line, four digits a move), variations
// [DhtmlXQ_move_P_N_B] and comments [DhtmlXQ_commentN] / [DhtmlXQ_commentB_N].

#include "gametree.h"
#include "result.h"

#include <string>
#include <string_view>

namespace xq {

/// Reads DhtmlXQ text in UTF-8 or GBK. Errors name the line of the tag at fault and, for a bad
/// move, its number, side and coordinates.
Result<GameTree> readUbb(std::string_view bytes);

/// Writes the game as UTF-8 DhtmlXQ text, variations and comments included.
std::string writeUbb(const GameTree &game);

} // namespace xq
