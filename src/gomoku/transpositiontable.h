#pragma once

// The transposition table: buckets of two entries keyed by the position's Zobrist key (with the
// side to move). A position's own entry is replaced by any newer result; a new position takes
// the entry of its bucket worth least, by depth less four plies for each search since it was
// written, so deep results survive the many shallow ones and old ones give way in time.
//
// The threads of a Lazy SMP search share one table without locks, as the Xiangqi and Reversi
// engines' do: a slot is two 64-bit atomic words, the entry packed into one and the key XOR that
// word in the other, so a reader that meets a slot half written by another thread sees a miss.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace gomoku {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TableEntry {
    std::int16_t score = 0;
    std::int16_t move = -1;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    /// Called before each search: the entries of earlier searches age.
    void newSearch() { m_generation = (m_generation + 1) & GenerationMask; }
    std::optional<TableEntry> probe(std::uint64_t key) const;
    /// Starts loading the bucket of `key`, to be probed soon.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_slots[key & m_mask]); }
    void store(std::uint64_t key, const TableEntry &entry);

private:
    static constexpr std::size_t BucketSize = 2;
    static constexpr unsigned GenerationMask = 63;
    struct Slot {
        std::atomic<std::uint64_t> keyXorData { 0 };
        std::atomic<std::uint64_t> data { 0 };
    };
    static std::uint64_t pack(const TableEntry &entry, unsigned generation);
    static TableEntry unpack(std::uint64_t data);
    int worth(std::uint64_t data) const;

    std::unique_ptr<Slot[]> m_slots;
    std::size_t m_mask = 0; // of the first slot of a bucket
    unsigned m_generation = 0;
};

} // namespace gomoku
