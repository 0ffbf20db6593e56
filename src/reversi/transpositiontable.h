#pragma once

// A transposition table of buckets of two entries, indexed by the position's Zobrist key. A
// position's entry is replaced by a result from a search at least as deep; a new position takes
// the shallower entry of its bucket, so deep results survive the many shallow ones.
//
// The threads of a Lazy SMP search share one table without locks, as the Xiangqi engine's does:
// a slot is two 64-bit atomic words, the entry packed into one and the key XOR that word in the
// other. A reader that meets a slot half written by another thread finds that the XOR does not
// give its key back and sees a miss, so a torn entry is never used.

#include "reversi/types.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace reversi {

enum class Bound : std::uint8_t { Exact, Lower, Upper };

/// One stored result, as a value: probe() hands out copies.
struct TableEntry {
    std::int16_t score = 0;
    std::int8_t depth = -1; // -1: an empty slot
    Bound bound = Bound::Exact;
    std::int8_t move = NoMove;
};

class TranspositionTable {
public:
    /// 2^sizeLog2 entries of 16 bytes.
    explicit TranspositionTable(int sizeLog2 = 20);

    void clear();
    /// A copy of the entry for `key`, if the table holds one.
    std::optional<TableEntry> probe(std::uint64_t key) const;
    void store(std::uint64_t key, int score, int depth, Bound bound, Move move);

private:
    static constexpr int BucketSize = 2;
    /// An entry packed into 64 bits, and the key XOR those bits (see the top of this file).
    struct Slot {
        std::atomic<std::uint64_t> keyXorData { 0 };
        std::atomic<std::uint64_t> data { 0 };
    };
    static std::uint64_t pack(const TableEntry &entry);
    static TableEntry unpack(std::uint64_t data);

    std::vector<Slot> m_slots;
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
