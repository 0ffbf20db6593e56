#pragma once

// Reads the fields of one JSON object (a message, a saved game): each call checks presence,
// JSON type, range and length; the first missing or bad field is remembered and later calls do
// nothing, so a reader asks for every field and looks at ok() once.

#include "core/types.h"
#include "net/chatline.h"
#include "net/jsonvalue.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq::net {

class FieldReader {
public:
    explicit FieldReader(const JsonValue &object) : m_object(object) { }

    const std::string &error() const { return m_error; }
    bool ok() const { return m_error.empty(); }
    bool has(std::string_view key) const { return m_object.hasMember(key); }

    void integer(std::string_view key, std::int64_t min, std::int64_t max, std::int64_t &out);
    void integer(std::string_view key, int min, int max, int &out);
    void boolean(std::string_view key, bool &out);
    void string(std::string_view key, std::size_t maxBytes, std::string &out);
    /// An enum written as one of its names; `parse` maps a name to the value.
    template <typename Enum, typename Parse> void name(std::string_view key, Parse parse, Enum &out)
    {
        std::string text;
        string(key, 32, text);
        if (!ok()) {
            return;
        }
        if (const std::optional<Enum> value = parse(text)) {
            out = *value;
        } else {
            fail(key, "unknown value");
        }
    }
    /// An array of at most MaxChatLines objects {"mine": bool, "text": string of at most
    /// MaxChatBytes}.
    void chat(std::string_view key, std::vector<ChatLine> &out);
    /// An array of at most MaxMoves moves, each a string of 1 to MaxMoveBytes bytes.
    void moves(std::string_view key, std::vector<std::string> &out);

private:
    const JsonValue *find(std::string_view key, JsonValue::Kind kind);
    void fail(std::string_view key, std::string_view why);

    const JsonValue &m_object;
    std::string m_error;
};

} // namespace xq::net
