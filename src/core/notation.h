#pragma once

// Moves as players write them: ICCS coordinates (h2e2), WXF (C2.5, H8+7, tandem +/-) and Chinese
// (炮二平五, 马８进７, 前/中/后 and numbered soldiers). Text is UTF-8.

#include "core/board.h"
#include "core/result.h"

#include <string>
#include <string_view>

namespace xq {

enum class Notation { Iccs, Wxf, Chinese };

/// Writes `m`, a legal move of `board`, in the notation. Chinese uses simplified characters,
/// Chinese numerals for Red and full-width digits for Black.
std::string formatMove(const Board &board, Move m, Notation notation);

/// Reads a move of the side to move in the given notation; the move must be legal on `board`.
/// Reading Chinese also accepts traditional characters and ASCII or full-width digits for
/// either side; reading WXF also accepts '=' for sideways moves.
Result<Move> parseMove(const Board &board, std::string_view text, Notation notation);

/// Reads a move in whichever of the three notations the text is written in.
Result<Move> parseMove(const Board &board, std::string_view text);

} // namespace xq
