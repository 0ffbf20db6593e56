#include "reversi/transpositiontable.h"

#include "reversi/zobrist.h"

namespace reversi {

TranspositionTable::TranspositionTable(int sizeLog2)
    : m_entries(std::size_t { 1 } << sizeLog2), m_mask((std::uint64_t { 1 } << sizeLog2) - 1)
{
}

void TranspositionTable::clear()
{
    std::fill(m_entries.begin(), m_entries.end(), TableEntry {});
}

const TableEntry *TranspositionTable::probe(std::uint64_t key) const
{
    const TableEntry &entry = m_entries[key & m_mask];
    return entry.key == key && entry.depth >= 0 ? &entry : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, int depth, Bound bound, Move move)
{
    TableEntry &entry = m_entries[key & m_mask];
    if (entry.key == key && entry.depth > depth) {
        return;
    }
    entry = { key, static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth), bound,
        static_cast<std::int8_t>(move) };
}

std::uint64_t positionKey(Bitboard player, Bitboard opponent)
{
    return zobrist::blackKey(player) ^ zobrist::whiteKey(opponent);
}

} // namespace reversi
