#include "core/chinesenumerals.h"

#include <array>
#include <cassert>

namespace xq {

namespace {

constexpr std::array<char32_t, 9> ChineseNumerals
    = { U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九' };
constexpr char32_t FullWidthOne = U'１';

} // namespace

char32_t chineseNumeral(int n)
{
    assert(n >= 1 && n <= 9);
    return ChineseNumerals[n - 1];
}

char32_t fullWidthDigit(int n)
{
    assert(n >= 1 && n <= 9);
    return FullWidthOne + static_cast<char32_t>(n - 1);
}

std::optional<int> readNumeral(char32_t c)
{
    if (c >= U'1' && c <= U'9') {
        return static_cast<int>(c - U'0');
    }
    if (c >= FullWidthOne && c < FullWidthOne + 9) {
        return static_cast<int>(c - FullWidthOne) + 1;
    }
    for (int n = 1; n <= 9; ++n) {
        if (ChineseNumerals[n - 1] == c) {
            return n;
        }
    }
    return std::nullopt;
}

} // namespace xq
