#include "net/fieldreader.h"

#include "net/protocol.h"

namespace xq::net {

void FieldReader::integer(
    std::string_view key, std::int64_t min, std::int64_t max, std::int64_t &out)
{
    const JsonValue *v = find(key, JsonValue::Kind::Integer);
    if (v && (v->asInteger() < min || v->asInteger() > max)) {
        fail(key, "out of range");
    } else if (v) {
        out = v->asInteger();
    }
}

void FieldReader::integer(std::string_view key, int min, int max, int &out)
{
    std::int64_t wide = out;
    integer(key, std::int64_t { min }, std::int64_t { max }, wide);
    out = static_cast<int>(wide);
}

void FieldReader::boolean(std::string_view key, bool &out)
{
    if (const JsonValue *v = find(key, JsonValue::Kind::Bool)) {
        out = v->asBool();
    }
}

void FieldReader::string(std::string_view key, std::size_t maxBytes, std::string &out)
{
    const JsonValue *v = find(key, JsonValue::Kind::String);
    if (v && v->asString().size() > maxBytes) {
        fail(key, "too long");
    } else if (v) {
        out = v->asString();
    }
}

void FieldReader::chat(std::string_view key, std::vector<ChatLine> &out)
{
    const JsonValue *v = find(key, JsonValue::Kind::Array);
    if (v && v->items().size() > MaxChatLines) {
        fail(key, "holds too many lines");
        return;
    }
    for (const JsonValue &item : v ? v->items() : std::vector<JsonValue> {}) {
        if (!item.isObject()) {
            fail(key, "holds something other than a chat line");
            return;
        }
        ChatLine line;
        FieldReader fields(item);
        fields.boolean("mine", line.mine);
        fields.string("text", MaxChatBytes, line.text);
        if (!fields.ok()) {
            fail(key, "holds a line whose " + fields.error());
            return;
        }
        out.push_back(std::move(line));
    }
}

void FieldReader::moves(std::string_view key, std::vector<std::string> &out)
{
    const JsonValue *v = find(key, JsonValue::Kind::Array);
    if (v && v->items().size() > MaxMoves) {
        fail(key, "too many moves");
        return;
    }
    for (const JsonValue &item : v ? v->items() : std::vector<JsonValue> {}) {
        // The game's rules judge each move; here only its shape is checked.
        if (item.kind() != JsonValue::Kind::String || item.asString().empty()
            || item.asString().size() > MaxMoveBytes) {
            fail(key, "holds something other than a move");
            return;
        }
        out.push_back(item.asString());
    }
}

const JsonValue *FieldReader::find(std::string_view key, JsonValue::Kind kind)
{
    if (!ok()) {
        return nullptr;
    }
    const JsonValue *v = m_object.member(key);
    if (!v) {
        fail(key, "missing");
    } else if (v->kind() != kind) {
        fail(key, "of the wrong type");
        v = nullptr;
    }
    return v;
}

void FieldReader::fail(std::string_view key, std::string_view why)
{
    if (ok()) {
        m_error = "field \"" + std::string(key) + "\" " + std::string(why);
    }
}

} // namespace xq::net
