#pragma once

// Zobrist keys: one random 64-bit number per (stone, point) and one for Black to move. Generated
// at compile time from a fixed seed so keys, and the search's bench signature, never change
// between runs or builds.

#include "core/types.h"

#include <array>
#include <cstdint>

namespace xq {

using Key = std::uint64_t;

struct ZobristKeys {
    std::array<std::array<Key, SquareCount>, 2 * KindCount> stone {};
    Key blackToMove = 0;
};

constexpr Key splitMix64(Key &state)
{
    Key z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr ZobristKeys buildZobristKeys()
{
    ZobristKeys keys;
    Key state = 0x5869616E67716921ULL;
    for (auto &perStone : keys.stone) {
        for (Key &k : perStone) {
            k = splitMix64(state);
        }
    }
    keys.blackToMove = splitMix64(state);
    return keys;
}

inline constexpr ZobristKeys zobrist = buildZobristKeys();

constexpr Key stoneKey(Stone stone, Square s)
{
    return zobrist.stone[stone.tableIndex()][s];
}

} // namespace xq
