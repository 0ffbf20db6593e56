#pragma once

// Puzzle collections (.eglib): UTF-8 text, one puzzle a line, `name|FEN|h2e2,h9g7,...`: the
// position and its solution as ICCS moves. Lists of positions, `title,FEN` a line (collections
// of mate positions saved as .txt), are read the same way, each line a position.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// True when the first line that is not blank reads as a puzzle line `name|FEN...`, or every
/// line of the start of the text as a list's `title,FEN`.
bool looksLikeEglib(std::string_view bytes);

/// Every puzzle of the text, each a game: its name as the tag Title, its position as the start
/// and its solution as the main line. Blank lines are skipped; each entry is a puzzle or why
/// its line could not be read ("line 4: ..."); never empty.
std::vector<Result<GameTree>> readEglibGames(
    std::string_view bytes, const ReadOptions &options = {});

/// One line: the Title tag, the start position and the main line in ICCS.
std::string writeEglib(const GameTree &game);

} // namespace xq
