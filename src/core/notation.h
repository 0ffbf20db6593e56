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

/// A move as a lenient reader takes it.
struct LenientMove {
    Move move;
    /// The text named its stone by a file two of them share (车６退３ where 前车/后车 is due),
    /// and only one of them could make the move: strict reading refuses it.
    bool byFileAmongSeveral = false;
};

/// parseMove, also accepting a stone named by a shared file when exactly one of the stones
/// there can legally make the move; the error is parseMove's when it reads neither way.
Result<LenientMove> parseMoveLeniently(
    const Board &board, std::string_view text, Notation notation);
/// The same in whichever notation the text is written in.
Result<LenientMove> parseMoveLeniently(const Board &board, std::string_view text);

} // namespace xq
