#include "engine/transpositiontable.h"

#include <algorithm>
#include <bit>

namespace xq {

namespace {

constexpr std::size_t BytesPerMegabyte = 1024 * 1024;
constexpr int AgeCycle = 64;
constexpr int HashFullSample = 1000;

std::uint32_t checkOf(Key key)
{
    return static_cast<std::uint32_t>(key >> 32);
}

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
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket {});
    m_age = 0;
}

void TranspositionTable::newSearch()
{
    m_age = static_cast<std::uint8_t>((m_age + 1) % AgeCycle);
}

const TableEntry *TranspositionTable::probe(Key key) const
{
    const Bucket &bucket = bucketOf(key);
    for (const TableEntry &e : bucket.entries) {
        if (e.check == checkOf(key) && e.bound() != Bound::None) {
            return &e;
        }
    }
    return nullptr;
}

void TranspositionTable::store(
    Key key, Move move, Score score, Score staticEval, int depth, Bound bound)
{
    Bucket &bucket = bucketOf(key);
    TableEntry *victim = &bucket.entries[0];
    for (TableEntry &e : bucket.entries) {
        if (e.check == checkOf(key) || e.bound() == Bound::None) {
            victim = &e;
            break;
        }
        // Replace the shallowest entry, older generations first.
        const auto worth = [this](const TableEntry &x) {
            const int staleness = (AgeCycle + m_age - x.age()) % AgeCycle;
            return x.depth - 8 * staleness;
        };
        if (worth(e) < worth(*victim)) {
            victim = &e;
        }
    }
    const bool sameKey = victim->check == checkOf(key);
    if (sameKey && bound != Bound::Exact && depth + 2 < victim->depth && victim->age() == m_age) {
        return; // keep the deeper result of this search
    }
    if (!move && sameKey) {
        move = victim->move;
    }
    victim->check = checkOf(key);
    victim->move = move;
    victim->score = static_cast<std::int16_t>(score);
    victim->staticEval = static_cast<std::int16_t>(staticEval);
    victim->depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    victim->boundAndAge = static_cast<std::uint8_t>(static_cast<int>(bound) | (m_age << 2));
}

int TranspositionTable::hashFullPermill() const
{
    const std::size_t buckets
        = std::min<std::size_t>(m_buckets.size(), HashFullSample / BucketSize);
    int used = 0;
    for (std::size_t i = 0; i < buckets; ++i) {
        for (const TableEntry &e : m_buckets[i].entries) {
            used += e.bound() != Bound::None && e.age() == m_age;
        }
    }
    return static_cast<int>(used * 1000 / std::max<std::size_t>(1, buckets * BucketSize));
}

} // namespace xq
