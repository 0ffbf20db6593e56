#pragma once

// The protocol's names for its enums: a constant table of (value, name) pairs, looked up both
// ways.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace xq::net {

template <typename Enum, std::size_t N>
using NameTable = std::array<std::pair<Enum, std::string_view>, N>;

template <typename Enum, std::size_t N>
std::optional<Enum> lookUp(const NameTable<Enum, N> &names, std::string_view text)
{
    for (const auto &[value, name] : names) {
        if (name == text) {
            return value;
        }
    }
    return std::nullopt;
}

template <typename Enum, std::size_t N>
std::string_view nameOf(const NameTable<Enum, N> &names, Enum value)
{
    for (const auto &[candidate, name] : names) {
        if (candidate == value) {
            return name;
        }
    }
    return {};
}

} // namespace xq::net
