#pragma once

// A strict reader for JSON text of the protocol's subset (RFC 8259 minus fractions and
// exponents): one value, optional whitespace around it, nothing after it. Hard limits on size,
// nesting depth, string length and item count make every input cost bounded time and memory.

#include "core/result.h"
#include "net/jsonvalue.h"

#include <cstddef>
#include <string_view>

namespace xq::net {

struct JsonLimits {
    std::size_t maxBytes = 16384;
    int maxDepth = 4; ///< nested arrays/objects; the top-level object is depth 1
    std::size_t maxStringBytes = 2048; ///< decoded bytes of one string (keys included)
    std::size_t maxItems = 1024; ///< items of one array or members of one object
};

class JsonReader {
public:
    explicit JsonReader(JsonLimits limits = {}) : m_limits(limits) { }

    /// The value `text` holds, or why it is refused ("at byte 12: ...").
    Result<JsonValue> read(std::string_view text);

private:
    bool value(JsonValue &out, int depth);
    /// The items of an array or object up to `close`; readItem reads one item.
    template <typename ReadItem> bool container(char close, int depth, ReadItem readItem);
    bool array(JsonValue &out, int depth);
    bool object(JsonValue &out, int depth);
    bool string(std::string &out);
    bool escape(std::string &out);
    bool hex4(char32_t &out);
    bool number(JsonValue &out);
    bool literal(std::string_view word);
    void skipSpace();
    bool fail(const char *why);
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }

    JsonLimits m_limits;
    std::string_view m_text;
    std::size_t m_pos = 0;
    std::string m_error;
};

} // namespace xq::net
