#pragma once

// The numbers of Chinese move notation: Red writes Chinese numerals, Black full-width digits,
// and readers meet ASCII digits as well.

#include <optional>

namespace xq {

/// 一 .. 九 for 1..9.
char32_t chineseNumeral(int n);

/// １ .. ９ for 1..9.
char32_t fullWidthDigit(int n);

/// Reads 1..9 written as a Chinese numeral, an ASCII digit or a full-width digit.
std::optional<int> readNumeral(char32_t c);

} // namespace xq
