#pragma once

// A always-replace transposition table keyed by the board's Zobrist key.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gomoku {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TableEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::int16_t move = -1;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes)
    {
        std::size_t count = 1;
        while (count * 2 * sizeof(TableEntry) <= megabytes * 1024 * 1024) {
            count *= 2;
        }
        m_entries.assign(count, {});
        m_mask = count - 1;
    }
    void clear() { m_entries.assign(m_entries.size(), {}); }
    const TableEntry *probe(std::uint64_t key) const
    {
        const TableEntry &entry = m_entries[key & m_mask];
        return entry.key == key && entry.bound != Bound::None ? &entry : nullptr;
    }
    void store(const TableEntry &entry) { m_entries[entry.key & m_mask] = entry; }

private:
    std::vector<TableEntry> m_entries;
    std::size_t m_mask = 0;
};

} // namespace gomoku
