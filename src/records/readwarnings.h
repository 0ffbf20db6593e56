#pragma once

// The words the lenient readers use for what they forgive, shared by every format.

#include "records/gametree.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace xq {

/// Said of a start position no legal game reaches.
constexpr std::string_view DiagramWarning
    = "the position cannot arise in a game: the side that just moved is in check (both "
      "generals are attacked); read as a diagram to look at and edit, without its moves";

/// Said when strict reading refuses such a position.
constexpr std::string_view DiagramRefusal
    = "the position cannot arise in a game: both generals are in check (a diagram; it opens as "
      "one when not read strictly)";

/// How the refusal of a file that holds no game (prose, numbers, binary data, a format not
/// read) begins: such a file counts no game.
constexpr std::string_view NotARecord = "not a game record";
bool isNotARecord(std::string_view error);

/// How the refusal of a file begins whose format its signature shows but whose header or
/// container cannot be read (cut short, corrupt): no game can be told apart in it.
constexpr std::string_view Unreadable = "unreadable ";

/// "unreadable XQF file: REASON", with `what` naming the format.
std::string unreadableFile(std::string_view what, std::string_view reason);

/// True for the refusal of a file that holds no game to count: not a record, or unreadable as
/// a whole.
bool countsNoGame(std::string_view error);

/// The board of `fen` when both generals are in check (a diagram no game reaches), else none.
std::optional<Board> bothInCheckDiagram(std::string_view fen);

/// "offset 0x1A4": a place in a binary file, as errors name it.
std::string byteOffsetText(std::size_t offset);

/// "illegal move 2... h9g7 (Black)": a move read as `text` that cannot be played on `board`.
std::string illegalMoveText(const Board &board, std::string_view text);

/// Where a side line lies: "ply 5 line 2 > ply 7 line 3" for line 3 at ply 7 (the index-th
/// continuation of `parent`, counted from 0) inside the second line at ply 5.
std::string variationPath(const GameTree &game, NodeId parent, std::size_t index);

} // namespace xq
