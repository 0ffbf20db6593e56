#pragma once

// A set of board points as a 128-bit mask: cheap to copy, to test and to walk in square order.

#include "types.h"

#include <bit>
#include <cstdint>

namespace xq {

class SquareSet {
public:
    constexpr SquareSet() = default;

    constexpr bool contains(Square s) const { return (m_bits >> s) & 1; }
    constexpr void insert(Square s) { m_bits |= Bits(1) << s; }
    constexpr void erase(Square s) { m_bits &= ~(Bits(1) << s); }
    constexpr void toggle(Square s) { m_bits ^= Bits(1) << s; }
    constexpr bool isEmpty() const { return m_bits == 0; }
    constexpr int size() const
    {
        return std::popcount(static_cast<std::uint64_t>(m_bits))
            + std::popcount(static_cast<std::uint64_t>(m_bits >> 64));
    }
    constexpr bool operator==(const SquareSet &) const = default;

    /// Removes and returns the lowest square; the set must not be empty.
    constexpr Square popFirst()
    {
        const Square s = lowest(m_bits);
        m_bits &= m_bits - 1;
        return s;
    }

private:
    __extension__ typedef unsigned __int128 Bits; // GCC and Clang both provide it

    static constexpr Square lowest(Bits bits)
    {
        const auto low = static_cast<std::uint64_t>(bits);
        return static_cast<Square>(low ? std::countr_zero(low)
                                       : 64 + std::countr_zero(static_cast<std::uint64_t>(bits >> 64)));
    }

public:
    class Iterator {
    public:
        constexpr explicit Iterator(Bits rest) : m_rest(rest) {}
        constexpr Square operator*() const { return lowest(m_rest); }
        constexpr Iterator &operator++()
        {
            m_rest &= m_rest - 1;
            return *this;
        }
        constexpr bool operator==(const Iterator &) const = default;

    private:
        Bits m_rest;
    };
    constexpr Iterator begin() const { return Iterator(m_bits); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    Bits m_bits = 0;
};

} // namespace xq
