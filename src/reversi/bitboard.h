#pragma once

// Move generation and flips on bitboards. Legal moves: each of the eight directions is a shift
// with a mask that stops wrapping over the a/h files, repeated six times (the longest line of
// discs a move can flip). Flips of one move: a compile-time table of the rays from each square,
// where the first square not held by the opponent ends each run. No loop walks the squares.

#include "reversi/types.h"

#include <array>
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

/// The squares beyond each square in each direction, nearest first: rays[square][direction]
/// for the directions +1, +8, +9, +7 (towards h8) and -1, -8, -9, -7 (towards a1).
struct Rays {
    std::array<std::array<Bitboard, 8>, SquareCount> squares {};
};

constexpr Rays makeRays()
{
    constexpr int FileSteps[8] = { 1, 0, 1, -1, -1, 0, -1, 1 };
    constexpr int RankSteps[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
    Rays rays;
    for (int square = 0; square < SquareCount; ++square) {
        for (int direction = 0; direction < 8; ++direction) {
            int file = square % 8 + FileSteps[direction];
            int rank = square / 8 + RankSteps[direction];
            for (; file >= 0 && file < 8 && rank >= 0 && rank < 8;
                 file += FileSteps[direction], rank += RankSteps[direction]) {
                rays.squares[square][direction] |= squareBit(rank * 8 + file);
            }
        }
    }
    return rays;
}
inline constexpr Rays RayTable = makeRays();

/// The discs of `opponent` a move of `player` on `square` flips (0: the move is not legal).
/// Along each ray the first square that is not the opponent's ends the run: the run flips when
/// that square holds a disc of the player. Towards h8 it is the ray's lowest such bit, towards
/// a1 its highest.
constexpr Bitboard flips(int square, Bitboard player, Bitboard opponent)
{
    const auto &rays = RayTable.squares[square];
    Bitboard flipped = 0;
    for (int direction = 0; direction < 4; ++direction) {
        const Bitboard ray = rays[direction];
        const Bitboard stop = ray & ~opponent & (0 - (ray & ~opponent));
        if (stop & player) {
            flipped |= ray & (stop - 1);
        }
    }
    for (int direction = 4; direction < 8; ++direction) {
        const Bitboard ray = rays[direction];
        const Bitboard blockers = ray & ~opponent;
        if (blockers) {
            const Bitboard stop = Bitboard { 1 } << (63 - std::countl_zero(blockers));
            if (stop & player) {
                flipped |= ray & ~(stop | (stop - 1));
            }
        }
    }
    return flipped;
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
