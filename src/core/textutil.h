#pragma once

// Small text helpers the readers share.

#include <string_view>

namespace xq {

/// The text without the spaces, tabs and line breaks around it.
inline std::string_view trimmed(std::string_view text)
{
    constexpr std::string_view Blanks = " \t\r\n";
    const auto first = text.find_first_not_of(Blanks);
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(Blanks) - first + 1);
}

} // namespace xq
