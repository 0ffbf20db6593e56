#include "reversi/transpositiontable.h"

#include "reversi/zobrist.h"

namespace reversi {

TranspositionTable::TranspositionTable(int sizeLog2)
    : m_entries(std::size_t { 1 } << sizeLog2),
      m_mask(((std::uint64_t { 1 } << sizeLog2) - 1) & ~std::uint64_t { BucketSize - 1 })
{
}

void TranspositionTable::clear()
{
    std::fill(m_entries.begin(), m_entries.end(), TableEntry {});
}

const TableEntry *TranspositionTable::probe(std::uint64_t key) const
{
    const TableEntry *bucket = &m_entries[key & m_mask];
    for (int k = 0; k < BucketSize; ++k) {
        if (bucket[k].key == key && bucket[k].depth >= 0) {
            return &bucket[k];
        }
    }
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, int depth, Bound bound, Move move)
{
    TableEntry *bucket = &m_entries[key & m_mask];
    // The position's own entry if it has one, else the shallower of the two.
    TableEntry *slot = bucket[1].depth < bucket[0].depth ? &bucket[1] : &bucket[0];
    for (int k = 0; k < BucketSize; ++k) {
        if (bucket[k].key == key) {
            slot = &bucket[k];
            if (slot->depth > depth) {
                return;
            }
        }
    }
    *slot = { key, static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth), bound,
        static_cast<std::int8_t>(move) };
}

std::uint64_t positionKey(Bitboard player, Bitboard opponent)
{
    return zobrist::blackKey(player) ^ zobrist::whiteKey(opponent);
}

} // namespace reversi
