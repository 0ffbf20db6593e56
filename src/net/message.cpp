#include "net/message.h"

#include "net/fieldreader.h"
#include "net/jsonreader.h"
#include "net/nametable.h"

#include <array>
#include <utility>

namespace xq::net {

namespace {

constexpr NameTable<MessageType, 13> TypeNames { {
    { MessageType::Hello, "hello" },
    { MessageType::Welcome, "welcome" },
    { MessageType::Refuse, "refuse" },
    { MessageType::Move, "move" },
    { MessageType::Offer, "offer" },
    { MessageType::Answer, "answer" },
    { MessageType::Resign, "resign" },
    { MessageType::Timeout, "timeout" },
    { MessageType::Chat, "chat" },
    { MessageType::Ping, "ping" },
    { MessageType::Pong, "pong" },
    { MessageType::Error, "error" },
    { MessageType::Beacon, "beacon" },
} };

std::optional<MessageType> parseType(std::string_view text)
{
    return lookUp(TypeNames, text);
}

constexpr NameTable<OfferKind, 2> OfferNames { {
    { OfferKind::Draw, "draw" },
    { OfferKind::Undo, "undo" },
} };

constexpr NameTable<Side, 2> SideNames { {
    { Side::Red, "red" },
    { Side::Black, "black" },
} };

std::optional<OfferKind> parseOfferKind(std::string_view text)
{
    return lookUp(OfferNames, text);
}

void readHandshake(FieldReader &r, Message &m)
{
    r.integer("version", 0, 1'000'000, m.version);
    r.name("game", parseGameName, m.game);
    r.string("name", MaxNameBytes, m.name);
    if (m.type == MessageType::Hello) {
        r.string("code", 32, m.code);
        if (r.has("resume")) {
            r.string("resume", 64, m.gameId);
            r.moves("moves", m.moves);
        }
        return;
    }
    r.string("gameId", 64, m.gameId);
    r.name("side", parseSide, m.side);
    r.integer("initialMs", 0, MaxClockMs, m.initialMs);
    r.integer("incrementMs", 0, MaxClockMs, m.incrementMs);
    if (r.ok() && m.game == GameName::Gomoku) {
        r.name("rule", gomoku::parseRule, m.rule);
    }
    if (m.type == MessageType::Beacon) {
        r.integer("port", std::int64_t { 1 }, std::int64_t { 65535 }, m.port);
        return;
    }
    r.integer("redMs", 0, MaxClockMs, m.redMs);
    r.integer("blackMs", 0, MaxClockMs, m.blackMs);
    r.moves("moves", m.moves);
}

void readFields(FieldReader &r, Message &m)
{
    switch (m.type) {
    case MessageType::Hello:
    case MessageType::Welcome:
    case MessageType::Beacon: readHandshake(r, m); return;
    case MessageType::Refuse:
    case MessageType::Error:
        r.name("code", parseErrorCode, m.error);
        r.string("detail", MaxDetailBytes, m.text);
        return;
    case MessageType::Move:
        r.integer("ply", 1, 100'000, m.ply);
        r.string("move", MaxMoveBytes, m.move);
        r.integer("clockMs", 0, MaxClockMs, m.clockMs);
        return;
    case MessageType::Offer:
        r.name("kind", parseOfferKind, m.offer);
        r.integer("ply", 0, 100'000, m.ply);
        if (r.ok() && m.offer == OfferKind::Undo) {
            r.integer("plies", 1, 2, m.plies);
        }
        return;
    case MessageType::Answer:
        r.name("kind", parseOfferKind, m.offer);
        r.boolean("accept", m.accept);
        return;
    case MessageType::Timeout: r.name("side", parseSide, m.loser); return;
    case MessageType::Chat: r.string("text", MaxChatBytes, m.text); return;
    case MessageType::Ping:
    case MessageType::Pong: r.integer("n", std::int64_t { 0 }, MaxClockMs * 1000, m.n); return;
    case MessageType::Resign: return;
    }
}

JsonValue movesArray(const std::vector<std::string> &moves)
{
    JsonValue array = JsonValue::array();
    for (const std::string &move : moves) {
        array.append(JsonValue::string(move));
    }
    return array;
}

void writeHandshake(const Message &m, JsonValue &o)
{
    o.set("version", JsonValue::integer(m.version));
    o.set("game", JsonValue::string(std::string(gameNameText(m.game))));
    o.set("name", JsonValue::string(m.name));
    if (m.type == MessageType::Hello) {
        o.set("code", JsonValue::string(m.code));
        if (!m.gameId.empty()) {
            o.set("resume", JsonValue::string(m.gameId));
            o.set("moves", movesArray(m.moves));
        }
        return;
    }
    o.set("gameId", JsonValue::string(m.gameId));
    o.set("side", JsonValue::string(std::string(sideText(m.side))));
    o.set("initialMs", JsonValue::integer(m.initialMs));
    o.set("incrementMs", JsonValue::integer(m.incrementMs));
    if (m.game == GameName::Gomoku) {
        o.set("rule", JsonValue::string(std::string(gomoku::ruleName(m.rule))));
    }
    if (m.type == MessageType::Beacon) {
        o.set("port", JsonValue::integer(m.port));
        return;
    }
    o.set("redMs", JsonValue::integer(m.redMs));
    o.set("blackMs", JsonValue::integer(m.blackMs));
    o.set("moves", movesArray(m.moves));
}

void writeFields(const Message &m, JsonValue &o)
{
    switch (m.type) {
    case MessageType::Hello:
    case MessageType::Welcome:
    case MessageType::Beacon: writeHandshake(m, o); return;
    case MessageType::Refuse:
    case MessageType::Error:
        o.set("code", JsonValue::string(std::string(errorCodeText(m.error))));
        o.set("detail", JsonValue::string(m.text));
        return;
    case MessageType::Move:
        o.set("ply", JsonValue::integer(m.ply));
        o.set("move", JsonValue::string(m.move));
        o.set("clockMs", JsonValue::integer(m.clockMs));
        return;
    case MessageType::Offer:
        o.set("kind", JsonValue::string(std::string(offerKindText(m.offer))));
        o.set("ply", JsonValue::integer(m.ply));
        if (m.offer == OfferKind::Undo) {
            o.set("plies", JsonValue::integer(m.plies));
        }
        return;
    case MessageType::Answer:
        o.set("kind", JsonValue::string(std::string(offerKindText(m.offer))));
        o.set("accept", JsonValue::boolean(m.accept));
        return;
    case MessageType::Timeout:
        o.set("side", JsonValue::string(std::string(sideText(m.loser))));
        return;
    case MessageType::Chat: o.set("text", JsonValue::string(m.text)); return;
    case MessageType::Ping:
    case MessageType::Pong: o.set("n", JsonValue::integer(m.n)); return;
    case MessageType::Resign: return;
    }
}

} // namespace

std::string_view messageTypeText(MessageType type)
{
    return nameOf(TypeNames, type);
}

std::string_view offerKindText(OfferKind kind)
{
    return nameOf(OfferNames, kind);
}

std::string_view sideText(Side side)
{
    return nameOf(SideNames, side);
}

std::optional<Side> parseSide(std::string_view text)
{
    return lookUp(SideNames, text);
}

std::string Message::encode() const
{
    JsonValue o = JsonValue::object();
    o.set("type", JsonValue::string(std::string(messageTypeText(type))));
    writeFields(*this, o);
    return o.toJson();
}

Decoded Message::decode(std::string_view line)
{
    Decoded out;
    if (line.size() > MaxLineBytes) {
        out.error = ErrorCode::TooLong;
        out.detail = "a line longer than " + std::to_string(MaxLineBytes) + " bytes";
        return out;
    }
    JsonLimits limits;
    limits.maxBytes = MaxLineBytes;
    const Result<JsonValue> json = JsonReader(limits).read(line);
    if (!json.ok() || !json->isObject()) {
        out.error = ErrorCode::BadJson;
        out.detail = json.ok() ? "not a JSON object" : json.error();
        return out;
    }
    Message m;
    FieldReader reader(*json);
    std::string typeName;
    reader.string("type", 16, typeName);
    const std::optional<MessageType> type = parseType(typeName);
    if (reader.ok() && !type) {
        out.detail = "unknown message type \"" + typeName + "\"";
        return out;
    }
    if (type) {
        m.type = *type;
        readFields(reader, m);
    }
    if (!reader.ok()) {
        out.detail = reader.error();
        return out;
    }
    out.message = std::move(m);
    return out;
}

} // namespace xq::net
