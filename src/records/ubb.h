#pragma once

// DhtmlXQ ("UBB"), the text format of dpxq.com that forums paste: [DhtmlXQ_name]value tags for
// the texts, binit (the stones), movelist (the main line, four digits a move), variations
// [DhtmlXQ_move_P_N_B] and comments [DhtmlXQ_commentN] / [DhtmlXQ_commentB_N].

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// Reads the first game of DhtmlXQ text in UTF-8 or GBK. Errors name the line of the tag at
/// fault and, for a bad move, its number, side and coordinates.
/// Unless `options` are strict, a side line is cut at an illegal move with a warning.
Result<GameTree> readUbb(std::string_view bytes, const ReadOptions &options = {});

/// Reads every game of the text: each [DhtmlXQ] ... [/DhtmlXQ] block is one (a forum page
/// pastes several), or the whole text when it has no such markers. Each entry is a game or why
/// it could not be read; never empty.
std::vector<Result<GameTree>> readUbbGames(std::string_view bytes, const ReadOptions &options = {});

/// Writes the game as UTF-8 DhtmlXQ text, variations and comments included.
std::string writeUbb(const GameTree &game);

} // namespace xq
