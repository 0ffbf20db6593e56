// libFuzzer target: the network protocol's parser and session on arbitrary bytes. Every line that
// decodes must encode and decode back to the same text; a session fed the bytes as a peer's must
// never crash, hang, or end up with a game its own move list does not reproduce. The bytes are
// also read as a saved game (a snapshot a restarted program takes up): one that reads must
// round-trip, and restoring it must give a board that its moves reproduce, or be refused.

#include "net/gamerules.h"
#include "net/message.h"
#include "net/session.h"
#include "net/sessionsnapshot.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

[[noreturn]] void fail(const char *why, const std::string &text)
{
    std::fprintf(stderr, "%s\n%s\n", why, text.c_str());
    std::abort();
}

void checkRoundTrip(std::string_view line)
{
    const xq::net::Decoded read = xq::net::Message::decode(line);
    if (!read.message) {
        return;
    }
    const std::string written = read.message->encode();
    const xq::net::Decoded again = xq::net::Message::decode(written);
    if (!again.message || again.message->encode() != written) {
        fail("message does not round-trip", written);
    }
}

void checkBoard(const xq::net::Session &session)
{
    const auto replay = xq::net::makeRules(session.game());
    for (const std::string &move : session.moves()) {
        if (!replay->isLegal(move)) {
            fail("the session applied an illegal move", move);
        }
        replay->play(move);
    }
    if (replay->sideToMove() != session.rules().sideToMove()
        || replay->ply() != session.rules().ply()) {
        fail("the session's game and moves disagree", std::to_string(session.rules().ply()));
    }
}

void checkSnapshot(std::string_view bytes)
{
    using namespace xq::net;
    const xq::Result<SessionSnapshot> read = SessionSnapshot::decode(bytes);
    if (!read.ok()) {
        return;
    }
    const std::string written = read->encode();
    const xq::Result<SessionSnapshot> again = SessionSnapshot::decode(written);
    if (!again.ok() || again->encode() != written) {
        fail("snapshot does not round-trip", written);
    }
    Session session(read->role, read->name);
    if (!session.restore(*read)) {
        if (session.state() != SessionState::Paused || session.moves() != read->moves) {
            fail("a restored session does not hold the saved game", written);
        }
        checkBoard(session);
    }
}

void checkSession(std::string_view bytes, xq::net::Role role, xq::net::GameName game)
{
    using namespace xq::net;
    Session session(role, "fuzz");
    if (role == Role::Host) {
        session.host(
            xq::Side::Red, { 60'000, 1'000 }, "K7QM2D", "fuzzgame", { game, gomoku::Rule::Renju });
    } else {
        session.join("K7QM2D", game);
    }
    std::int64_t now = 0;
    // Fed in two pieces, so lines split across reads are exercised too.
    const std::size_t half = bytes.size() / 2;
    session.receiveBytes(bytes.substr(0, half), now += 10);
    session.tick(now += 10);
    session.receiveBytes(bytes.substr(half), now += 10);
    session.takeEvents();
    for (const std::string &line : session.takeOutgoing()) {
        if (line.empty() || line.back() != '\n'
            || !Message::decode(line.substr(0, line.size() - 1)).message) {
            fail("the session sent a line it cannot read", line);
        }
    }
    checkBoard(session);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    std::size_t start = 0;
    while (start <= bytes.size()) {
        const std::size_t end = std::min(bytes.find('\n', start), bytes.size());
        checkRoundTrip(bytes.substr(start, end - start));
        start = end + 1;
    }
    using xq::net::GameName;
    for (const GameName game : { GameName::Xiangqi, GameName::Gomoku, GameName::Reversi }) {
        checkSession(bytes, xq::net::Role::Host, game);
        checkSession(bytes, xq::net::Role::Guest, game);
    }
    checkSnapshot(bytes);
    return 0;
}
