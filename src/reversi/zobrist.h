#pragma once

// Zobrist keys: one random number per square and colour, the key the XOR of those of the discs
// on the board (and one for White to move). The numbers are folded into byte tables, so the key
// of a whole bitboard is eight lookups and a move updates the key with the disc sets it changes,
// never square by square.

#include "reversi/types.h"

#include <array>

namespace reversi::zobrist {

namespace detail {

constexpr std::uint64_t splitMix(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

using ByteTables = std::array<std::array<std::uint64_t, 256>, 8>;

constexpr ByteTables makeTables(std::uint64_t seed)
{
    std::array<std::uint64_t, SquareCount> squares {};
    for (auto &number : squares) {
        number = splitMix(seed);
    }
    ByteTables tables {};
    for (int byte = 0; byte < 8; ++byte) {
        for (int value = 0; value < 256; ++value) {
            std::uint64_t key = 0;
            for (int bit = 0; bit < 8; ++bit) {
                if (value & (1 << bit)) {
                    key ^= squares[byte * 8 + bit];
                }
            }
            tables[byte][value] = key;
        }
    }
    return tables;
}

inline constexpr ByteTables BlackTables = makeTables(0x5EED0001ULL);
inline constexpr ByteTables WhiteTables = makeTables(0x5EED0002ULL);

constexpr std::uint64_t keyOf(const ByteTables &tables, Bitboard discs)
{
    std::uint64_t key = 0;
    for (int byte = 0; byte < 8; ++byte) {
        key ^= tables[byte][(discs >> (8 * byte)) & 0xFF];
    }
    return key;
}

} // namespace detail

inline constexpr std::uint64_t WhiteToMove = 0xC3A5C85C97CB3127ULL;

constexpr std::uint64_t blackKey(Bitboard discs)
{
    return detail::keyOf(detail::BlackTables, discs);
}

constexpr std::uint64_t whiteKey(Bitboard discs)
{
    return detail::keyOf(detail::WhiteTables, discs);
}

} // namespace reversi::zobrist
