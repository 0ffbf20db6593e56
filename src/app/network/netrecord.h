#pragma once

// A network game as its game's record, for the autosave and Save Record: Xiangqi as PGN (both
// names in the Red and Black tags, the result), Gomoku as PSQ, Reversi as GGF (both names).

#include "net/session.h"

#include <string>
#include <string_view>

/// The session's game as the text of its record file.
std::string netRecord(const xq::net::Session &session);
/// The suffix of that file, without the dot: "pgn", "psq", "ggf".
std::string_view netRecordSuffix(xq::net::GameName game);
