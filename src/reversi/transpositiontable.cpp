#include "reversi/transpositiontable.h"

#include "reversi/zobrist.h"

namespace reversi {

namespace {

/// Set in every packed entry, so that the all-zero word of an empty slot unpacks as empty.
constexpr std::uint64_t UsedBit = std::uint64_t { 1 } << 40;

} // namespace

TranspositionTable::TranspositionTable(int sizeLog2)
    : m_slots(std::size_t { 1 } << sizeLog2),
      m_mask(((std::uint64_t { 1 } << sizeLog2) - 1) & ~std::uint64_t { BucketSize - 1 })
{
}

void TranspositionTable::clear()
{
    for (Slot &slot : m_slots) {
        slot.keyXorData.store(0, std::memory_order_relaxed);
        slot.data.store(0, std::memory_order_relaxed);
    }
}

std::uint64_t TranspositionTable::pack(const TableEntry &entry)
{
    return std::uint64_t { static_cast<std::uint16_t>(entry.score) }
    | std::uint64_t { static_cast<std::uint8_t>(entry.depth) } << 16
        | std::uint64_t { static_cast<std::uint8_t>(entry.bound) } << 24
        | std::uint64_t { static_cast<std::uint8_t>(entry.move) } << 32 | UsedBit;
}

TableEntry TranspositionTable::unpack(std::uint64_t data)
{
    if ((data & UsedBit) == 0) {
        return {};
    }
    TableEntry entry;
    entry.score = static_cast<std::int16_t>(data);
    entry.depth = static_cast<std::int8_t>(data >> 16);
    entry.bound = static_cast<Bound>(static_cast<std::uint8_t>(data >> 24));
    entry.move = static_cast<std::int8_t>(data >> 32);
    return entry;
}

std::optional<TableEntry> TranspositionTable::probe(std::uint64_t key) const
{
    const Slot *bucket = &m_slots[key & m_mask];
    for (int k = 0; k < BucketSize; ++k) {
        const std::uint64_t data = bucket[k].data.load(std::memory_order_relaxed);
        if ((data & UsedBit)
            && (bucket[k].keyXorData.load(std::memory_order_relaxed) ^ data) == key) {
            return unpack(data);
        }
    }
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, int score, int depth, Bound bound, Move move)
{
    Slot *bucket = &m_slots[key & m_mask];
    std::uint64_t data[BucketSize];
    for (int k = 0; k < BucketSize; ++k) {
        data[k] = bucket[k].data.load(std::memory_order_relaxed);
    }
    // The position's own entry if it has one, else the shallower of the two.
    Slot *slot = unpack(data[1]).depth < unpack(data[0]).depth ? &bucket[1] : &bucket[0];
    for (int k = 0; k < BucketSize; ++k) {
        if ((data[k] & UsedBit)
            && (bucket[k].keyXorData.load(std::memory_order_relaxed) ^ data[k]) == key) {
            slot = &bucket[k];
            if (unpack(data[k]).depth > depth) {
                return;
            }
        }
    }
    const std::uint64_t packed = pack({ static_cast<std::int16_t>(score),
        static_cast<std::int8_t>(depth), bound, static_cast<std::int8_t>(move) });
    slot->data.store(packed, std::memory_order_relaxed);
    slot->keyXorData.store(key ^ packed, std::memory_order_relaxed);
}

std::uint64_t positionKey(Bitboard player, Bitboard opponent)
{
    return zobrist::blackKey(player) ^ zobrist::whiteKey(opponent);
}

} // namespace reversi
