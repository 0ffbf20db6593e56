#pragma once

// A fixed-capacity list of moves: generation fills it without touching the heap.

#include "core/types.h"

#include <array>
#include <cstddef>

namespace xq {

class MoveList {
public:
    /// More than any reachable position has (the known maximum is under 150).
    static constexpr std::size_t Capacity = 256;

    void push(Move m) { m_moves[m_size++] = m; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    void clear() { m_size = 0; }
    void truncate(std::size_t size) { m_size = size; }
    Move operator[](std::size_t i) const { return m_moves[i]; }
    Move &operator[](std::size_t i) { return m_moves[i]; }
    const Move *begin() const { return m_moves.data(); }
    const Move *end() const { return m_moves.data() + m_size; }
    Move *begin() { return m_moves.data(); }
    Move *end() { return m_moves.data() + m_size; }
    bool contains(Move m) const
    {
        for (Move x : *this) {
            if (x == m) {
                return true;
            }
        }
        return false;
    }

private:
    std::array<Move, Capacity> m_moves;
    std::size_t m_size = 0;
};

} // namespace xq
