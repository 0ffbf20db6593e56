#pragma once

// A set of board points as a 90-bit mask: cheap to copy, to test and to walk in square order.
// On 64-bit machines the mask is one 128-bit integer (the fastest); 32-bit boards, whose compilers
// have no 128-bit integer, get a pair of 64-bit words with the same operations.

#include "core/types.h"

#include <bit>
#include <cstdint>

namespace xq {

namespace detail {

#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 SetBits;

constexpr SetBits bitAt(Square s)
{
    return SetBits(1) << s;
}
constexpr bool isZero(SetBits b)
{
    return b == 0;
}
constexpr std::uint64_t lowWord(SetBits b)
{
    return static_cast<std::uint64_t>(b);
}
constexpr std::uint64_t highWord(SetBits b)
{
    return static_cast<std::uint64_t>(b >> 64);
}
constexpr void clearLowest(SetBits &b)
{
    b &= b - 1;
}
#else
struct SetBits {
    std::uint64_t low = 0;
    std::uint64_t high = 0;

    constexpr SetBits operator~() const { return { ~low, ~high }; }
    constexpr SetBits operator&(SetBits o) const { return { low & o.low, high & o.high }; }
    constexpr SetBits &operator|=(SetBits o)
    {
        low |= o.low;
        high |= o.high;
        return *this;
    }
    constexpr SetBits &operator&=(SetBits o)
    {
        low &= o.low;
        high &= o.high;
        return *this;
    }
    constexpr SetBits &operator^=(SetBits o)
    {
        low ^= o.low;
        high ^= o.high;
        return *this;
    }
    constexpr bool operator==(const SetBits &) const = default;
};

constexpr SetBits bitAt(Square s)
{
    return s < 64 ? SetBits { std::uint64_t(1) << s, 0 }
                  : SetBits { 0, std::uint64_t(1) << (s - 64) };
}
constexpr bool isZero(SetBits b)
{
    return (b.low | b.high) == 0;
}
constexpr std::uint64_t lowWord(SetBits b)
{
    return b.low;
}
constexpr std::uint64_t highWord(SetBits b)
{
    return b.high;
}
constexpr void clearLowest(SetBits &b)
{
    if (b.low) {
        b.low &= b.low - 1;
    } else {
        b.high &= b.high - 1;
    }
}
#endif

constexpr Square lowestSquare(SetBits b)
{
    const std::uint64_t low = lowWord(b);
    return static_cast<Square>(low ? std::countr_zero(low) : 64 + std::countr_zero(highWord(b)));
}

} // namespace detail

class SquareSet {
public:
    constexpr SquareSet() = default;

    constexpr bool contains(Square s) const { return !detail::isZero(m_bits & detail::bitAt(s)); }
    constexpr void insert(Square s) { m_bits |= detail::bitAt(s); }
    constexpr void erase(Square s) { m_bits &= ~detail::bitAt(s); }
    constexpr void toggle(Square s) { m_bits ^= detail::bitAt(s); }
    constexpr bool isEmpty() const { return detail::isZero(m_bits); }
    constexpr int size() const
    {
        return std::popcount(detail::lowWord(m_bits)) + std::popcount(detail::highWord(m_bits));
    }
    constexpr bool operator==(const SquareSet &) const = default;

    /// Removes and returns the lowest square; the set must not be empty.
    constexpr Square popFirst()
    {
        const Square s = detail::lowestSquare(m_bits);
        detail::clearLowest(m_bits);
        return s;
    }

    class Iterator {
    public:
        constexpr explicit Iterator(detail::SetBits rest) : m_rest(rest) { }
        constexpr Square operator*() const { return detail::lowestSquare(m_rest); }
        constexpr Iterator &operator++()
        {
            detail::clearLowest(m_rest);
            return *this;
        }
        constexpr bool operator==(const Iterator &) const = default;

    private:
        detail::SetBits m_rest;
    };
    constexpr Iterator begin() const { return Iterator(m_bits); }
    constexpr Iterator end() const { return Iterator(detail::SetBits {}); }

private:
    detail::SetBits m_bits {};
};

} // namespace xq
