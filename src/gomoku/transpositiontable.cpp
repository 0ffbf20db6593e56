#include "gomoku/transpositiontable.h"

namespace gomoku {

namespace {

// Packed: score 16 bits, move 16, depth 8, bound 8, generation 6 from bit 48; an empty slot is
// all zero, which unpacks as Bound::None.
constexpr int GenerationShift = 48;
constexpr int AgePenalty = 4; // plies of depth an entry loses for each search since written

} // namespace

void TranspositionTable::resize(std::size_t megabytes)
{
    std::size_t count = BucketSize;
    while (count * 2 * sizeof(Slot) <= megabytes * 1024 * 1024) {
        count *= 2;
    }
    m_slots = std::make_unique<Slot[]>(count);
    m_mask = (count - 1) & ~(BucketSize - 1);
}

void TranspositionTable::clear()
{
    for (std::size_t i = 0; i <= (m_mask | (BucketSize - 1)); ++i) {
        m_slots[i].keyXorData.store(0, std::memory_order_relaxed);
        m_slots[i].data.store(0, std::memory_order_relaxed);
    }
}

std::uint64_t TranspositionTable::pack(const TableEntry &entry, unsigned generation)
{
    return std::uint64_t { static_cast<std::uint16_t>(entry.score) }
    | std::uint64_t { static_cast<std::uint16_t>(entry.move) } << 16
        | std::uint64_t { static_cast<std::uint8_t>(entry.depth) } << 32
        | std::uint64_t { static_cast<std::uint8_t>(entry.bound) } << 40
        | std::uint64_t { generation } << GenerationShift;
}

TableEntry TranspositionTable::unpack(std::uint64_t data)
{
    TableEntry entry;
    entry.score = static_cast<std::int16_t>(data);
    entry.move = static_cast<std::int16_t>(data >> 16);
    entry.depth = static_cast<std::int8_t>(data >> 32);
    entry.bound = static_cast<Bound>(static_cast<std::uint8_t>(data >> 40));
    return entry;
}

int TranspositionTable::worth(std::uint64_t data) const
{
    const TableEntry entry = unpack(data);
    if (entry.bound == Bound::None) {
        return -1000;
    }
    const unsigned age = (m_generation - unsigned(data >> GenerationShift)) & GenerationMask;
    return entry.depth - AgePenalty * int(age);
}

std::optional<TableEntry> TranspositionTable::probe(std::uint64_t key) const
{
    const Slot *bucket = &m_slots[key & m_mask];
    for (std::size_t k = 0; k < BucketSize; ++k) {
        const std::uint64_t data = bucket[k].data.load(std::memory_order_relaxed);
        if ((bucket[k].keyXorData.load(std::memory_order_relaxed) ^ data) == key) {
            const TableEntry entry = unpack(data);
            if (entry.bound != Bound::None) {
                return entry;
            }
        }
    }
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, const TableEntry &entry)
{
    Slot *bucket = &m_slots[key & m_mask];
    std::uint64_t data[BucketSize];
    Slot *slot = nullptr;
    for (std::size_t k = 0; k < BucketSize; ++k) {
        data[k] = bucket[k].data.load(std::memory_order_relaxed);
        if ((bucket[k].keyXorData.load(std::memory_order_relaxed) ^ data[k]) == key) {
            slot = &bucket[k];
        }
    }
    if (!slot) {
        slot = worth(data[1]) < worth(data[0]) ? &bucket[1] : &bucket[0];
    }
    const std::uint64_t packed = pack(entry, m_generation);
    slot->data.store(packed, std::memory_order_relaxed);
    slot->keyXorData.store(key ^ packed, std::memory_order_relaxed);
}

} // namespace gomoku
