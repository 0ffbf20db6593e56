#pragma once

// Just enough UTF-8 for move notation: Chinese moves are read character by character, and a
// character is one code point, not one byte.

#include <optional>
#include <string>
#include <string_view>

namespace xq {

/// The code points of UTF-8 text; nullopt when the bytes are not valid UTF-8.
std::optional<std::u32string> decodeUtf8(std::string_view text);

/// Appends one code point to `out` in UTF-8.
void appendUtf8(std::string &out, char32_t codePoint);

/// One code point as a UTF-8 string.
std::string utf8(char32_t codePoint);

} // namespace xq
