#include "records/ubbtext.h"

#include "core/utf8.h"

#include <array>
#include <optional>
#include <utility>

namespace xq::ubb {

namespace {

struct Reference {
    std::string text;
    std::size_t length = 0;
};

constexpr std::array<std::pair<std::string_view, std::string_view>, 6> NamedReferences = { {
    { "&amp;", "&" },
    { "&lt;", "<" },
    { "&gt;", ">" },
    { "&quot;", "\"" },
    { "&apos;", "'" },
    { "&nbsp;", "\xC2\xA0" },
} };

/// Seven digits reach past the last code point in both bases; longer is not a reference.
constexpr std::size_t MaxReferenceDigits = 7;

constexpr std::string_view CommentLineBreak = "||";

int digitValue(char c, int base)
{
    int value = -1;
    if (c >= '0' && c <= '9') {
        value = c - '0';
    } else if (c >= 'a' && c <= 'f') {
        value = c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
        value = c - 'A' + 10;
    }
    return value < base ? value : -1;
}

/// Characters a reference may stand for: a carriage return or other control character would
/// not survive being written again, so "&#13;" stays text.
bool referable(char32_t c)
{
    const bool control = c < 0x20 && c != '\t' && c != '\n';
    const bool surrogate = c >= 0xD800 && c <= 0xDFFF;
    return !control && !surrogate && c <= 0x10FFFF;
}

std::optional<Reference> numericReference(std::string_view text)
{
    const bool hex = text.size() > 2 && (text[2] == 'x' || text[2] == 'X');
    const int base = hex ? 16 : 10;
    const std::size_t first = hex ? 3 : 2;
    const std::size_t semicolon = text.find(';', first);
    if (semicolon == std::string_view::npos || semicolon == first
        || semicolon - first > MaxReferenceDigits) {
        return std::nullopt;
    }
    char32_t code = 0;
    for (char c : text.substr(first, semicolon - first)) {
        const int digit = digitValue(c, base);
        if (digit < 0) {
            return std::nullopt;
        }
        code = code * static_cast<char32_t>(base) + static_cast<char32_t>(digit);
    }
    if (!referable(code)) {
        return std::nullopt;
    }
    return Reference { utf8(code), semicolon + 1 };
}

/// The character reference at the front of `text`, if it is one the reader decodes.
std::optional<Reference> referenceAt(std::string_view text)
{
    if (!text.starts_with('&')) {
        return std::nullopt;
    }
    for (const auto &[name, decoded] : NamedReferences) {
        if (text.starts_with(name)) {
            return Reference { std::string(decoded), name.size() };
        }
    }
    return text.starts_with("&#") ? numericReference(text) : std::nullopt;
}

bool startsTagText(std::string_view text)
{
    return text.starts_with("[DhtmlXQ") || text.starts_with("[/DhtmlXQ");
}

std::string withoutCarriageReturns(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c != '\r') {
            out += c;
        }
    }
    return out;
}

std::string escape(std::string_view original, bool comment)
{
    const std::string text = withoutCarriageReturns(original);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::string_view rest = std::string_view(text).substr(i);
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (rest.front() == '&' && referenceAt(rest)) {
            out += "&amp;";
        } else if (startsTagText(rest)) {
            out += "&#91;";
        } else if (comment && rest.front() == '\n') {
            out += CommentLineBreak;
        } else if (comment && rest.front() == '|' && (next == '|' || next == '\n')) {
            out += "&#124;";
        } else {
            out += rest.front();
        }
    }
    return out;
}

std::string unescape(std::string_view value, bool comment)
{
    const std::string text = withoutCarriageReturns(value);
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::string_view rest = std::string_view(text).substr(i);
        if (comment && rest.starts_with(CommentLineBreak)) {
            out += '\n';
            i += CommentLineBreak.size();
        } else if (const auto reference = referenceAt(rest)) {
            out += reference->text;
            i += reference->length;
        } else {
            out += text[i++];
        }
    }
    return out;
}

} // namespace

std::string escapeText(std::string_view text)
{
    return escape(text, false);
}

std::string escapeComment(std::string_view text)
{
    return escape(text, true);
}

std::string unescapeText(std::string_view value)
{
    return unescape(value, false);
}

std::string unescapeComment(std::string_view value)
{
    return unescape(value, true);
}

} // namespace xq::ubb
