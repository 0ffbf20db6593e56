#include "core/utf8.h"

namespace xq {

namespace {

/// How many continuation bytes follow a lead byte and the payload bits it carries; 0 bytes for
/// ASCII, nullopt for a byte that cannot start a character.
struct Lead {
    int continuations;
    char32_t bits;
};

std::optional<Lead> readLead(unsigned char byte)
{
    if (byte < 0x80) {
        return Lead { 0, byte };
    }
    if ((byte & 0xE0) == 0xC0) {
        return Lead { 1, static_cast<char32_t>(byte & 0x1F) };
    }
    if ((byte & 0xF0) == 0xE0) {
        return Lead { 2, static_cast<char32_t>(byte & 0x0F) };
    }
    if ((byte & 0xF8) == 0xF0) {
        return Lead { 3, static_cast<char32_t>(byte & 0x07) };
    }
    return std::nullopt;
}

/// The smallest code point each sequence length may encode: longer forms are overlong.
constexpr char32_t MinimumFor[] = { 0, 0x80, 0x800, 0x10000 };

} // namespace

std::optional<std::u32string> decodeUtf8(std::string_view text)
{
    std::u32string codePoints;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = readLead(static_cast<unsigned char>(text[i++]));
        if (!lead || i + lead->continuations > text.size()) {
            return std::nullopt;
        }
        char32_t codePoint = lead->bits;
        for (int k = 0; k < lead->continuations; ++k) {
            const auto byte = static_cast<unsigned char>(text[i++]);
            if ((byte & 0xC0) != 0x80) {
                return std::nullopt;
            }
            codePoint = (codePoint << 6) | (byte & 0x3F);
        }
        const bool surrogate = codePoint >= 0xD800 && codePoint <= 0xDFFF;
        if (codePoint < MinimumFor[lead->continuations] || surrogate || codePoint > 0x10FFFF) {
            return std::nullopt;
        }
        codePoints.push_back(codePoint);
    }
    return codePoints;
}

void appendUtf8(std::string &out, char32_t c)
{
    const auto byte = [&out](char32_t bits) { out.push_back(static_cast<char>(bits)); };
    if (c < 0x80) {
        byte(c);
    } else if (c < 0x800) {
        byte(0xC0 | (c >> 6));
        byte(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        byte(0xE0 | (c >> 12));
        byte(0x80 | ((c >> 6) & 0x3F));
        byte(0x80 | (c & 0x3F));
    } else {
        byte(0xF0 | (c >> 18));
        byte(0x80 | ((c >> 12) & 0x3F));
        byte(0x80 | ((c >> 6) & 0x3F));
        byte(0x80 | (c & 0x3F));
    }
}

std::string utf8(char32_t codePoint)
{
    std::string out;
    appendUtf8(out, codePoint);
    return out;
}

} // namespace xq
