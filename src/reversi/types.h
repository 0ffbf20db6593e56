#pragma once

// The value types every part of the Reversi library speaks: bitboards, squares, moves, colours.

#include <cstdint>
#include <string>
#include <string_view>

namespace reversi {

/// One bit per square; bit i is square i, a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
using Bitboard = std::uint64_t;

enum class Color : std::uint8_t { Black, White };

constexpr Color opposite(Color color)
{
    return color == Color::Black ? Color::White : Color::Black;
}

/// A square 0..63, or one of the two special moves below.
using Move = int;
constexpr Move PassMove = 64;
constexpr Move NoMove = -1;
constexpr int SquareCount = 64;

constexpr Bitboard squareBit(int square)
{
    return Bitboard { 1 } << square;
}

/// "f5" (lower case), "pa" for a pass, "--" for no move.
std::string moveName(Move move);
/// Reads "f5" or "F5", and "pa"/"PA" as a pass; nullopt-like NoMove on anything else.
Move parseMove(std::string_view text);

} // namespace reversi
