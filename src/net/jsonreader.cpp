#include "net/jsonreader.h"

#include "core/utf8.h"

#include <limits>

namespace xq::net {

Result<JsonValue> JsonReader::read(std::string_view text)
{
    if (text.size() > m_limits.maxBytes) {
        return Result<JsonValue>::failure(
            "longer than " + std::to_string(m_limits.maxBytes) + " bytes");
    }
    m_text = text;
    m_pos = 0;
    m_error.clear();
    JsonValue out;
    skipSpace();
    if (!value(out, 1)) {
        return Result<JsonValue>::failure(m_error);
    }
    skipSpace();
    if (!atEnd()) {
        fail("text after the value");
        return Result<JsonValue>::failure(m_error);
    }
    return out;
}

bool JsonReader::fail(const char *why)
{
    if (m_error.empty()) {
        m_error = "at byte " + std::to_string(m_pos) + ": " + why;
    }
    return false;
}

void JsonReader::skipSpace()
{
    while (!atEnd()) {
        const char c = m_text[m_pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            return;
        }
        ++m_pos;
    }
}

bool JsonReader::value(JsonValue &out, int depth)
{
    switch (peek()) {
    case '{': return object(out, depth);
    case '[': return array(out, depth);
    case '"': {
        std::string text;
        if (!string(text)) {
            return false;
        }
        out = JsonValue::string(std::move(text));
        return true;
    }
    case 't': out = JsonValue::boolean(true); return literal("true");
    case 'f': out = JsonValue::boolean(false); return literal("false");
    case 'n': out = JsonValue(); return literal("null");
    default: return number(out);
    }
}

bool JsonReader::literal(std::string_view word)
{
    if (m_text.substr(m_pos, word.size()) != word) {
        return fail("unknown literal");
    }
    m_pos += word.size();
    return true;
}

template <typename ReadItem> bool JsonReader::container(char close, int depth, ReadItem readItem)
{
    if (depth > m_limits.maxDepth) {
        return fail("nested too deeply");
    }
    ++m_pos; // '[' or '{'
    skipSpace();
    if (peek() == close) {
        ++m_pos;
        return true;
    }
    for (std::size_t count = 1;; ++count) {
        if (count > m_limits.maxItems) {
            return fail("too many items");
        }
        skipSpace();
        if (!readItem()) {
            return false;
        }
        skipSpace();
        const char c = peek();
        if (c != ',' && c != close) {
            return fail(close == ']' ? "expected ',' or ']'" : "expected ',' or '}'");
        }
        ++m_pos;
        if (c == close) {
            return true;
        }
    }
}

bool JsonReader::array(JsonValue &out, int depth)
{
    out = JsonValue::array();
    return container(']', depth, [&] {
        JsonValue item;
        if (!value(item, depth + 1)) {
            return false;
        }
        out.append(std::move(item));
        return true;
    });
}

bool JsonReader::object(JsonValue &out, int depth)
{
    out = JsonValue::object();
    return container('}', depth, [&] {
        std::string key;
        if (peek() != '"') {
            return fail("expected a member name");
        }
        if (!string(key)) {
            return false;
        }
        if (out.hasMember(key)) {
            return fail("duplicate member name");
        }
        skipSpace();
        if (peek() != ':') {
            return fail("expected ':'");
        }
        ++m_pos;
        skipSpace();
        JsonValue member;
        if (!value(member, depth + 1)) {
            return false;
        }
        out.set(std::move(key), std::move(member));
        return true;
    });
}

bool JsonReader::string(std::string &out)
{
    ++m_pos; // '"'
    const std::size_t start = m_pos;
    while (true) {
        if (atEnd()) {
            return fail("unterminated string");
        }
        if (out.size() > m_limits.maxStringBytes) {
            return fail("string too long");
        }
        const char c = m_text[m_pos];
        if (c == '"') {
            ++m_pos;
            break;
        }
        if (static_cast<unsigned char>(c) < 0x20) {
            return fail("control character in a string");
        }
        if (c == '\\') {
            if (!escape(out)) {
                return false;
            }
            continue;
        }
        out += c;
        ++m_pos;
    }
    if (out.size() > m_limits.maxStringBytes) {
        return fail("string too long");
    }
    if (!decodeUtf8(out)) {
        m_pos = start;
        return fail("string is not valid UTF-8");
    }
    return true;
}

bool JsonReader::escape(std::string &out)
{
    ++m_pos; // '\\'
    const char c = peek();
    ++m_pos;
    switch (c) {
    case '"': out += '"'; return true;
    case '\\': out += '\\'; return true;
    case '/': out += '/'; return true;
    case 'b': out += '\b'; return true;
    case 'f': out += '\f'; return true;
    case 'n': out += '\n'; return true;
    case 'r': out += '\r'; return true;
    case 't': out += '\t'; return true;
    case 'u': break;
    default: --m_pos; return fail("unknown escape");
    }
    char32_t code = 0;
    if (!hex4(code)) {
        return false;
    }
    if (code >= 0xDC00 && code <= 0xDFFF) {
        return fail("lone low surrogate");
    }
    if (code >= 0xD800 && code <= 0xDBFF) {
        char32_t low = 0;
        if (m_text.substr(m_pos, 2) != "\\u" || (m_pos += 2, !hex4(low)) || low < 0xDC00
            || low > 0xDFFF) {
            return fail("high surrogate without its low half");
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    }
    appendUtf8(out, code);
    return true;
}

bool JsonReader::hex4(char32_t &out)
{
    out = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = peek();
        int digit = 0;
        if (c >= '0' && c <= '9') {
            digit = c - '0';
        } else if (c >= 'a' && c <= 'f') {
            digit = c - 'a' + 10;
        } else if (c >= 'A' && c <= 'F') {
            digit = c - 'A' + 10;
        } else {
            return fail("expected four hex digits");
        }
        out = out * 16 + static_cast<char32_t>(digit);
        ++m_pos;
    }
    return true;
}

bool JsonReader::number(JsonValue &out)
{
    const bool negative = peek() == '-';
    if (negative) {
        ++m_pos;
    }
    const char first = peek();
    if (first < '0' || first > '9') {
        return fail("expected a value");
    }
    // Accumulated as a negative number so that the most negative int64 fits.
    constexpr std::int64_t Min = std::numeric_limits<std::int64_t>::min();
    std::int64_t value = 0;
    int digits = 0;
    while (peek() >= '0' && peek() <= '9') {
        const int digit = peek() - '0';
        if (value < (Min + digit) / 10) {
            return fail("integer out of range");
        }
        value = value * 10 - digit;
        ++digits;
        ++m_pos;
    }
    if (first == '0' && digits > 1) {
        return fail("leading zero");
    }
    if (peek() == '.' || peek() == 'e' || peek() == 'E') {
        return fail("only integers are used");
    }
    if (!negative && value == Min) {
        return fail("integer out of range");
    }
    out = JsonValue::integer(negative ? value : -value);
    return true;
}

} // namespace xq::net
