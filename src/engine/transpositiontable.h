#pragma once

// The transposition table: what earlier searches learned about a position (best move, score and
// its bound, depth), in buckets of entries, sized in megabytes. Mate scores are stored relative
// to the node (see score.h), so they stay right wherever the position is met again.
//
// The threads of a Lazy SMP search share one table without locks: a slot is two 64-bit atomic
// words, the entry packed into one and the key XOR that word in the other. A reader that meets
// a slot half written by another thread finds the XOR does not give its key back and sees a
// miss, so a torn entry is never used.

#include "core/types.h"
#include "core/zobrist.h"
#include "engine/score.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace xq {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

/// One stored result, as a value: probe() hands out copies.
struct TableEntry {
    Move move;
    std::int16_t score = 0;
    std::int16_t staticEval = 0;
    std::uint8_t depth = 0;
    std::uint8_t boundAndAge = 0; ///< bound in bits 0-1, generation in bits 2-7

    Bound bound() const { return static_cast<Bound>(boundAndAge & 3); }
    std::uint8_t age() const { return boundAndAge >> 2; }
};

class TranspositionTable {
public:
    explicit TranspositionTable(int megabytes = 16);

    void resize(int megabytes);
    void clear();
    /// Called once per search: older entries become the first to be replaced.
    void newSearch();

    /// Starts loading the bucket of `key` into the cache, for a probe a little later.
    void prefetch(Key key) const { __builtin_prefetch(&bucketOf(key)); }
    /// A copy of the entry for `key`, if the table holds one.
    std::optional<TableEntry> probe(Key key) const;
    void store(Key key, Move move, Score score, Score staticEval, int depth, Bound bound);
    /// Entries of this search per thousand, sampled.
    int hashFullPermill() const;

private:
    static constexpr int BucketSize = 4;
    /// An entry packed into 64 bits, and the key XOR those bits (see the top of this file).
    struct Slot {
        std::atomic<std::uint64_t> keyXorData { 0 };
        std::atomic<std::uint64_t> data { 0 };
    };
    struct Bucket {
        Slot slots[BucketSize];
    };
    static std::uint64_t pack(const TableEntry &entry);
    static TableEntry unpack(std::uint64_t data);
    /// The entry of `slot` when it holds `key`.
    static std::optional<TableEntry> read(const Slot &slot, Key key);

    Bucket &bucketOf(Key key) { return m_buckets[key & m_mask]; }
    const Bucket &bucketOf(Key key) const { return m_buckets[key & m_mask]; }

    std::vector<Bucket> m_buckets;
    std::size_t m_mask = 0;
    std::uint8_t m_age = 0;
};

} // namespace xq
