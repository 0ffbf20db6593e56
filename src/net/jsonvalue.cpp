#include "net/jsonvalue.h"

#include <cstdio>

namespace xq::net {

JsonValue JsonValue::boolean(bool value)
{
    JsonValue v;
    v.m_kind = Kind::Bool;
    v.m_integer = value ? 1 : 0;
    return v;
}

JsonValue JsonValue::integer(std::int64_t value)
{
    JsonValue v;
    v.m_kind = Kind::Integer;
    v.m_integer = value;
    return v;
}

JsonValue JsonValue::string(std::string value)
{
    JsonValue v;
    v.m_kind = Kind::String;
    v.m_string = std::move(value);
    return v;
}

JsonValue JsonValue::array(std::vector<JsonValue> items)
{
    JsonValue v;
    v.m_kind = Kind::Array;
    v.m_items = std::move(items);
    return v;
}

JsonValue JsonValue::object()
{
    JsonValue v;
    v.m_kind = Kind::Object;
    return v;
}

const JsonValue *JsonValue::member(std::string_view key) const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        if (m_keys[i] == key) {
            return &m_items[i];
        }
    }
    return nullptr;
}

JsonValue &JsonValue::set(std::string key, JsonValue value)
{
    m_keys.push_back(std::move(key));
    m_items.push_back(std::move(value));
    return *this;
}

std::string JsonValue::toJson() const
{
    std::string out;
    write(out);
    return out;
}

void JsonValue::write(std::string &out) const
{
    switch (m_kind) {
    case Kind::Null: out += "null"; return;
    case Kind::Bool: out += m_integer ? "true" : "false"; return;
    case Kind::Integer: out += std::to_string(m_integer); return;
    case Kind::String: writeJsonString(out, m_string); return;
    case Kind::Array:
    case Kind::Object: break;
    }
    const bool isObj = m_kind == Kind::Object;
    out += isObj ? '{' : '[';
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        if (i > 0) {
            out += ',';
        }
        if (isObj) {
            writeJsonString(out, m_keys[i]);
            out += ':';
        }
        m_items[i].write(out);
    }
    out += isObj ? '}' : ']';
}

void writeJsonString(std::string &out, std::string_view text)
{
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned char>(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

} // namespace xq::net
