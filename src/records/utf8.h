#pragma once

// Decoding one UTF-8 character, shared by the encoding checks and the UTF-16 conversion.

#include <cstddef>
#include <optional>
#include <string_view>

namespace xq {

struct Utf8Character {
    char32_t code = 0;
    std::size_t length = 0; ///< bytes, 1 to 4
};

/// The character whose UTF-8 sequence starts at `s[i]`; none for a malformed sequence (a bad
/// lead or continuation byte, cut short, overlong, a surrogate or past U+10FFFF).
constexpr std::optional<Utf8Character> decodeUtf8At(std::string_view s, std::size_t i)
{
    const auto lead = static_cast<unsigned char>(s[i]);
    if (lead < 0x80) {
        return Utf8Character { lead, 1 };
    }
    const std::size_t length = (lead & 0xE0) == 0xC0 ? 2
        : (lead & 0xF0) == 0xE0                      ? 3
        : (lead & 0xF8) == 0xF0                      ? 4
                                                     : 0;
    if (length == 0 || i + length > s.size()) {
        return std::nullopt;
    }
    char32_t code = lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(s[i + k]);
        if ((next & 0xC0) != 0x80) {
            return std::nullopt;
        }
        code = (code << 6) | (next & 0x3F);
    }
    constexpr char32_t Minimum[] = { 0, 0, 0x80, 0x800, 0x10000 };
    if (code < Minimum[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) {
        return std::nullopt;
    }
    return Utf8Character { code, length };
}

} // namespace xq
