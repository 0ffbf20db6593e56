#pragma once

// A JSON value of the subset the protocol uses: null, booleans, integers (no fractions or
// exponents), strings, arrays and objects whose members keep their order. Objects are small
// (a message has a dozen members), so members are found by a linear search.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace xq::net {

class JsonValue {
public:
    enum class Kind { Null, Bool, Integer, String, Array, Object };

    JsonValue() = default;
    static JsonValue boolean(bool value);
    static JsonValue integer(std::int64_t value);
    static JsonValue string(std::string value);
    static JsonValue array(std::vector<JsonValue> items = {});
    static JsonValue object();

    Kind kind() const { return m_kind; }
    bool isObject() const { return m_kind == Kind::Object; }
    bool asBool() const { return m_integer != 0; }
    std::int64_t asInteger() const { return m_integer; }
    const std::string &asString() const { return m_string; }
    /// The items of an array, or the member values of an object (in the order of keys()).
    const std::vector<JsonValue> &items() const { return m_items; }
    const std::vector<std::string> &keys() const { return m_keys; }

    /// The member `key` of an object, or nullptr.
    const JsonValue *member(std::string_view key) const;
    bool hasMember(std::string_view key) const { return member(key) != nullptr; }
    /// Adds a member to an object (the caller keeps keys unique) and returns it for chaining.
    JsonValue &set(std::string key, JsonValue value);
    void append(JsonValue item) { m_items.push_back(std::move(item)); }

    /// Compact JSON text, no spaces, members in insertion order; non-ASCII stays UTF-8.
    std::string toJson() const;

private:
    void write(std::string &out) const;
    Kind m_kind = Kind::Null;
    std::int64_t m_integer = 0;
    std::string m_string;
    std::vector<JsonValue> m_items;
    std::vector<std::string> m_keys;
};

/// Appends `text` as a JSON string literal (quotes and escapes) to `out`.
void writeJsonString(std::string &out, std::string_view text);

} // namespace xq::net
