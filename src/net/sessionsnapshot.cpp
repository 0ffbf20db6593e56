#include "net/sessionsnapshot.h"

#include "net/fieldreader.h"
#include "net/jsonreader.h"
#include "net/message.h"
#include "net/nametable.h"

namespace xq::net {

namespace {

constexpr NameTable<Role, 2> RoleNames { {
    { Role::Host, "host" },
    { Role::Guest, "guest" },
} };

std::optional<Role> parseRole(std::string_view text)
{
    return lookUp(RoleNames, text);
}

} // namespace

std::string SessionSnapshot::encode() const
{
    JsonValue moveList = JsonValue::array();
    for (const std::string &move : moves) {
        moveList.append(JsonValue::string(move));
    }
    JsonValue o = JsonValue::object();
    o.set("xiangqiNetworkGame", JsonValue::integer(FormatVersion));
    o.set("role", JsonValue::string(std::string(nameOf(RoleNames, role))));
    o.set("name", JsonValue::string(name));
    o.set("peerName", JsonValue::string(peerName));
    o.set("code", JsonValue::string(code));
    o.set("gameId", JsonValue::string(gameId));
    o.set("side", JsonValue::string(std::string(sideText(mySide))));
    o.set("game", JsonValue::string(std::string(gameNameText(game.name))));
    if (game.name == GameName::Gomoku) {
        o.set("rule", JsonValue::string(std::string(gomoku::ruleName(game.rule))));
    }
    o.set("initialMs", JsonValue::integer(control.initialMs));
    o.set("incrementMs", JsonValue::integer(control.incrementMs));
    o.set("redMs", JsonValue::integer(redMs));
    o.set("blackMs", JsonValue::integer(blackMs));
    o.set("moves", std::move(moveList));
    o.set("address", JsonValue::string(address));
    o.set("port", JsonValue::integer(port));
    JsonValue lines = JsonValue::array();
    for (const ChatLine &line : chat) {
        JsonValue said = JsonValue::object();
        said.set("mine", JsonValue::boolean(line.mine));
        said.set("text", JsonValue::string(line.text));
        lines.append(std::move(said));
    }
    o.set("chat", std::move(lines));
    return o.toJson();
}

Result<SessionSnapshot> SessionSnapshot::decode(std::string_view text)
{
    const Result<JsonValue> json = JsonReader().read(text);
    if (!json.ok() || !json->isObject()) {
        return Result<SessionSnapshot>::failure(
            "not a saved network game: " + (json.ok() ? "not a JSON object" : json.error()));
    }
    SessionSnapshot s;
    FieldReader r(*json);
    int version = 0;
    r.integer("xiangqiNetworkGame", FormatVersion, FormatVersion, version);
    r.name("role", parseRole, s.role);
    r.string("name", MaxNameBytes, s.name);
    r.string("peerName", MaxNameBytes, s.peerName);
    r.string("code", 32, s.code);
    r.string("gameId", 64, s.gameId);
    r.name("side", parseSide, s.mySide);
    if (r.has("game")) { // written since Gomoku and Reversi are played too
        r.name("game", parseGameName, s.game.name);
    }
    if (r.ok() && s.game.name == GameName::Gomoku) {
        r.name("rule", gomoku::parseRule, s.game.rule);
    }
    r.integer("initialMs", 0, MaxClockMs, s.control.initialMs);
    r.integer("incrementMs", 0, MaxClockMs, s.control.incrementMs);
    r.integer("redMs", 0, MaxClockMs, s.redMs);
    r.integer("blackMs", 0, MaxClockMs, s.blackMs);
    r.moves("moves", s.moves);
    r.string("address", 64, s.address);
    r.integer("port", 1, 65535, s.port);
    if (r.ok() && r.has("chat")) { // written since the chat is kept with the game
        r.chat("chat", s.chat);
    }
    if (!r.ok()) {
        return Result<SessionSnapshot>::failure("a damaged saved network game: " + r.error());
    }
    return s;
}

} // namespace xq::net
