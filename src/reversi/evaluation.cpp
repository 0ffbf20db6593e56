#include "reversi/evaluation.h"

#include "reversi/patternweights.h"

#include <algorithm>
#include <atomic>

namespace reversi {

namespace {

constexpr Bitboard Rank1 = 0x00000000000000FFULL;
constexpr Bitboard Rank8 = 0xFF00000000000000ULL;
constexpr Bitboard Edges = FileA | FileH | Rank1 | Rank8;

struct DiagonalLines {
    std::array<Bitboard, 11> rising {};
    std::array<Bitboard, 11> falling {};
};

/// The diagonals of length 3 or more in each direction, for the full-line test.
constexpr DiagonalLines makeDiagonals()
{
    DiagonalLines lines;
    for (int start = -5; start <= 5; ++start) {
        for (int rank = 0; rank < 8; ++rank) {
            const int file = rank + start;
            if (file >= 0 && file < 8) {
                lines.rising[start + 5] |= squareBit(rank * 8 + file);
                lines.falling[start + 5] |= squareBit(rank * 8 + 7 - file);
            }
        }
    }
    return lines;
}
constexpr DiagonalLines Diagonals = makeDiagonals();

Bitboard fullRows(Bitboard filled)
{
    Bitboard t = filled & (filled >> 4);
    t &= t >> 2;
    t &= t >> 1;
    return (t & FileA) * 0xFF;
}

Bitboard fullColumns(Bitboard filled)
{
    Bitboard t = filled & (filled >> 32);
    t &= t >> 16;
    t &= t >> 8;
    return (t & Rank1) * FileA;
}

Bitboard fullLines(Bitboard filled, const std::array<Bitboard, 11> &lines)
{
    Bitboard full = 0;
    for (const Bitboard line : lines) {
        if ((filled & line) == line) {
            full |= line;
        }
    }
    return full;
}

} // namespace

Bitboard stableDiscs(Bitboard player, Bitboard opponent)
{
    const Bitboard filled = player | opponent;
    if ((filled & Corners) == 0) {
        return 0;
    }
    // Per axis: the line is full, or a neighbour on it is a stable disc or off the board.
    const Bitboard rows = fullRows(filled) | FileA | FileH;
    const Bitboard columns = fullColumns(filled) | Rank1 | Rank8;
    const Bitboard rising = fullLines(filled, Diagonals.rising) | Edges;
    const Bitboard falling = fullLines(filled, Diagonals.falling) | Edges;
    Bitboard stable = player & Corners;
    Bitboard previous = 0;
    while (stable != previous) {
        previous = stable;
        const Bitboard horizontal = rows | ((stable << 1) & ~FileA) | ((stable >> 1) & ~FileH);
        const Bitboard vertical = columns | (stable << 8) | (stable >> 8);
        const Bitboard up = rising | ((stable << 9) & ~FileA) | ((stable >> 9) & ~FileH);
        const Bitboard down = falling | ((stable << 7) & ~FileH) | ((stable >> 7) & ~FileA);
        stable |= player & horizontal & vertical & up & down;
    }
    return stable;
}

namespace {

std::shared_ptr<const PatternWeights> installedWeights;
std::atomic<const PatternWeights *> currentWeights { nullptr };

} // namespace

const PatternWeights &activeWeights()
{
    const PatternWeights *weights = currentWeights.load(std::memory_order_relaxed);
    return weights ? *weights : PatternWeights::builtIn();
}

void installWeights(std::shared_ptr<const PatternWeights> weights)
{
    currentWeights.store(weights.get(), std::memory_order_relaxed);
    installedWeights = std::move(weights);
}

int evaluate(Bitboard player, Bitboard opponent)
{
    constexpr int Bound = SquareCount * DiscScale - 1;
    return std::clamp(activeWeights().evaluate(player, opponent), -Bound, Bound);
}

} // namespace reversi
