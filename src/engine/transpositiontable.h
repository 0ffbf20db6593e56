#pragma once

// The transposition table: what earlier searches learned about a position (best move, score and
// its bound, depth), in buckets of entries, sized in megabytes. Mate scores are stored relative
// to the node (see score.h), so they stay right wherever the position is met again.

#include "core/types.h"
#include "core/zobrist.h"
#include "engine/score.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace xq {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TableEntry {
    std::uint32_t check = 0; ///< upper half of the key
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
    /// The entry for `key`, or nullptr.
    const TableEntry *probe(Key key) const;
    void store(Key key, Move move, Score score, Score staticEval, int depth, Bound bound);
    /// Entries of this search per thousand, sampled.
    int hashFullPermill() const;

private:
    static constexpr int BucketSize = 4;
    struct Bucket {
        TableEntry entries[BucketSize];
    };

    Bucket &bucketOf(Key key) { return m_buckets[key & m_mask]; }
    const Bucket &bucketOf(Key key) const { return m_buckets[key & m_mask]; }

    std::vector<Bucket> m_buckets;
    std::size_t m_mask = 0;
    std::uint8_t m_age = 0;
};

} // namespace xq
