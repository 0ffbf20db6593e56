#pragma once

// A transposition table of buckets of two entries, indexed by the position's Zobrist key. A
// position's entry is replaced by a result from a search at least as deep; a new position takes
// the shallower entry of its bucket, so deep results survive the many shallow ones.

#include "reversi/types.h"

#include <cstdint>
#include <vector>

namespace reversi {

enum class Bound : std::uint8_t { Exact, Lower, Upper };

struct TableEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::int8_t depth = -1;
    Bound bound = Bound::Exact;
    std::int8_t move = NoMove;
};

class TranspositionTable {
public:
    /// 2^sizeLog2 entries of 16 bytes.
    explicit TranspositionTable(int sizeLog2 = 20);

    void clear();
    /// The entry for `key`, or nullptr.
    const TableEntry *probe(std::uint64_t key) const;
    void store(std::uint64_t key, int score, int depth, Bound bound, Move move);

private:
    static constexpr int BucketSize = 2;

    std::vector<TableEntry> m_entries;
    std::uint64_t m_mask;
};

/// The bound a fail-soft search result `best` is, searched with (originalAlpha, beta).
constexpr Bound boundOf(int best, int originalAlpha, int beta)
{
    return best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
}

/// Whether a stored result settles a search with the window (alpha, beta).
constexpr bool settles(const TableEntry &entry, int alpha, int beta)
{
    return entry.bound == Bound::Exact || (entry.bound == Bound::Lower && entry.score >= beta)
        || (entry.bound == Bound::Upper && entry.score <= alpha);
}

/// The key of a position as the searches see it: the mover's discs and the other's.
std::uint64_t positionKey(Bitboard player, Bitboard opponent);

} // namespace reversi
