#pragma once

// Move generation and flips on bitboards: each of the eight directions is a shift with a mask
// that stops wrapping over the a/h files, repeated six times (the longest line of discs a move
// can flip), so no loop ever walks the squares.

#include "reversi/types.h"

#include <bit>

namespace reversi {

/// All squares but the a and h files: a horizontal or diagonal step must not wrap.
constexpr Bitboard InnerFiles = 0x7E7E7E7E7E7E7E7EULL;
constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = 0x8080808080808080ULL;
constexpr Bitboard Corners = 0x8100000000000081ULL;

inline int popCount(Bitboard b)
{
    return std::popcount(b);
}

inline int firstSquare(Bitboard b)
{
    return std::countr_zero(b);
}

/// Shifts by a signed amount: positive towards h8, negative towards a1.
template <int Shift> constexpr Bitboard shifted(Bitboard b)
{
    if constexpr (Shift > 0) {
        return b << Shift;
    } else {
        return b >> -Shift;
    }
}

/// The opponent discs a step in direction Shift may cross.
template <int Shift> constexpr Bitboard crossable(Bitboard opponent)
{
    return (Shift == 8 || Shift == -8) ? opponent : opponent & InnerFiles;
}

/// The unbroken run of `crossable` discs from the squares next to `start` in direction Shift
/// (six steps: the longest run a move can flip).
template <int Shift> constexpr Bitboard runFrom(Bitboard start, Bitboard crossableDiscs)
{
    Bitboard run = crossableDiscs & shifted<Shift>(start);
    run |= crossableDiscs & shifted<Shift>(run);
    run |= crossableDiscs & shifted<Shift>(run);
    run |= crossableDiscs & shifted<Shift>(run);
    run |= crossableDiscs & shifted<Shift>(run);
    run |= crossableDiscs & shifted<Shift>(run);
    return run;
}

template <int Shift>
constexpr Bitboard movesInDirection(Bitboard player, Bitboard opponent, Bitboard empty)
{
    return shifted<Shift>(runFrom<Shift>(player, crossable<Shift>(opponent))) & empty;
}

/// The squares where `player` may move: each flips at least one disc of `opponent`.
constexpr Bitboard legalMoves(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = ~(player | opponent);
    return movesInDirection<1>(player, opponent, empty)
        | movesInDirection<-1>(player, opponent, empty)
        | movesInDirection<8>(player, opponent, empty)
        | movesInDirection<-8>(player, opponent, empty)
        | movesInDirection<7>(player, opponent, empty)
        | movesInDirection<-7>(player, opponent, empty)
        | movesInDirection<9>(player, opponent, empty)
        | movesInDirection<-9>(player, opponent, empty);
}

template <int Shift>
constexpr Bitboard flipsInDirection(Bitboard square, Bitboard player, Bitboard opponent)
{
    const Bitboard run = runFrom<Shift>(square, crossable<Shift>(opponent));
    // The run is bracketed when the square past its far end holds a disc of the player.
    return (shifted<Shift>(run) & player) ? run : 0;
}

/// The discs of `opponent` a move of `player` on `square` flips (0: the move is not legal).
constexpr Bitboard flips(int square, Bitboard player, Bitboard opponent)
{
    const Bitboard s = squareBit(square);
    return flipsInDirection<1>(s, player, opponent) | flipsInDirection<-1>(s, player, opponent)
        | flipsInDirection<8>(s, player, opponent) | flipsInDirection<-8>(s, player, opponent)
        | flipsInDirection<7>(s, player, opponent) | flipsInDirection<-7>(s, player, opponent)
        | flipsInDirection<9>(s, player, opponent) | flipsInDirection<-9>(s, player, opponent);
}

/// The squares next to a disc of `discs` in any of the eight directions.
constexpr Bitboard neighbours(Bitboard discs)
{
    // A step towards h must not start on the h file, one towards a not on the a file.
    const Bitboard notH = discs & ~FileH;
    const Bitboard notA = discs & ~FileA;
    return (discs << 8) | (discs >> 8) | (notH << 1) | (notA >> 1) | (notH << 9) | (notA >> 9)
        | (notA << 7) | (notH >> 7);
}

} // namespace reversi
