#include "engine/transpositiontable.h"

#include <algorithm>
#include <bit>

namespace xq {

namespace {

constexpr std::size_t BytesPerMegabyte = 1024 * 1024;
constexpr int AgeCycle = 64;
constexpr int HashFullSample = 1000;

} // namespace

TranspositionTable::TranspositionTable(int megabytes)
{
    resize(megabytes);
}

void TranspositionTable::resize(int megabytes)
{
    const std::size_t bytes = static_cast<std::size_t>(std::max(1, megabytes)) * BytesPerMegabyte;
    const std::size_t count = std::bit_floor(bytes / sizeof(Bucket));
    // A fresh vector, not assign(): assign keeps the old capacity, so shrinking the table for a
    // small board would not give any memory back.
    m_buckets = std::vector<Bucket>(count);
    m_mask = count - 1;
}

void TranspositionTable::clear()
{
    for (Bucket &bucket : m_buckets) {
        for (Slot &slot : bucket.slots) {
            slot.keyXorData.store(0, std::memory_order_relaxed);
            slot.data.store(0, std::memory_order_relaxed);
        }
    }
    m_age = 0;
}

void TranspositionTable::newSearch()
{
    m_age = static_cast<std::uint8_t>((m_age + 1) % AgeCycle);
}

std::uint64_t TranspositionTable::pack(const TableEntry &entry)
{
    return std::uint64_t { entry.move.bits() }
    | std::uint64_t { static_cast<std::uint16_t>(entry.score) } << 16
        | std::uint64_t { static_cast<std::uint16_t>(entry.staticEval) } << 32
        | std::uint64_t { entry.depth } << 48 | std::uint64_t { entry.boundAndAge } << 56;
}

TableEntry TranspositionTable::unpack(std::uint64_t data)
{
    TableEntry entry;
    entry.move = Move::fromBits(static_cast<std::uint16_t>(data));
    entry.score = static_cast<std::int16_t>(data >> 16);
    entry.staticEval = static_cast<std::int16_t>(data >> 32);
    entry.depth = static_cast<std::uint8_t>(data >> 48);
    entry.boundAndAge = static_cast<std::uint8_t>(data >> 56);
    return entry;
}

std::optional<TableEntry> TranspositionTable::read(const Slot &slot, Key key)
{
    const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
    if ((slot.keyXorData.load(std::memory_order_relaxed) ^ data) != key) {
        return std::nullopt;
    }
    return unpack(data);
}

std::optional<TableEntry> TranspositionTable::probe(Key key) const
{
    for (const Slot &slot : bucketOf(key).slots) {
        if (const auto entry = read(slot, key); entry && entry->bound() != Bound::None) {
            return entry;
        }
    }
    return std::nullopt;
}

void TranspositionTable::store(
    Key key, Move move, Score score, Score staticEval, int depth, Bound bound)
{
    // Replace the slot of this key or an empty one, else the shallowest, older generations
    // first.
    const auto worth = [this](const TableEntry &x) {
        const int staleness = (AgeCycle + m_age - x.age()) % AgeCycle;
        return x.depth - 8 * staleness;
    };
    Slot *victim = nullptr;
    TableEntry victimEntry;
    bool sameKey = false;
    for (Slot &slot : bucketOf(key).slots) {
        const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
        const TableEntry e = unpack(data);
        sameKey = (slot.keyXorData.load(std::memory_order_relaxed) ^ data) == key;
        if (sameKey || e.bound() == Bound::None) {
            victim = &slot;
            victimEntry = e;
            break;
        }
        if (!victim || worth(e) < worth(victimEntry)) {
            victim = &slot;
            victimEntry = e;
        }
    }
    if (sameKey && bound != Bound::Exact && depth + 2 < victimEntry.depth
        && victimEntry.age() == m_age) {
        return; // keep the deeper result of this search
    }
    TableEntry entry;
    entry.move = !move && sameKey ? victimEntry.move : move;
    entry.score = static_cast<std::int16_t>(score);
    entry.staticEval = static_cast<std::int16_t>(staticEval);
    entry.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    entry.boundAndAge = static_cast<std::uint8_t>(static_cast<int>(bound) | (m_age << 2));
    const std::uint64_t data = pack(entry);
    victim->data.store(data, std::memory_order_relaxed);
    victim->keyXorData.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashFullPermill() const
{
    const std::size_t buckets
        = std::min<std::size_t>(m_buckets.size(), HashFullSample / BucketSize);
    int used = 0;
    for (std::size_t i = 0; i < buckets; ++i) {
        for (const Slot &slot : m_buckets[i].slots) {
            const TableEntry e = unpack(slot.data.load(std::memory_order_relaxed));
            used += e.bound() != Bound::None && e.age() == m_age;
        }
    }
    return static_cast<int>(used * 1000 / std::max<std::size_t>(1, buckets * BucketSize));
}

} // namespace xq
