#pragma once

// Reading and writing games as GGF (the Generic Game Format NBoard and the online servers use)
// and as plain transcripts ("f5d6c3d3c4...", passes left out).

#include "reversi/gamerecord.h"

#include <string>
#include <string_view>

namespace reversi {

/// The first game of a GGF text: "(;GM[Othello]...BO[8 <64 squares> <side>]B[F5//1.2]W[..];)".
RecordResult readGgf(std::string_view text);
std::string writeGgf(const GameRecord &game);

/// "f5d6c3..." from the standard start; spaces and '-' between moves are allowed, "pa" too.
/// A leading "<64 squares> <side> " gives another start position.
RecordResult readTranscript(std::string_view text);
/// Passes are left out but for one at the very end; a start other than the standard one is
/// written in front.
std::string writeTranscript(const GameRecord &game);

} // namespace reversi
