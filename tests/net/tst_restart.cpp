// A program closed or crashed mid-game takes the game up again: the session's snapshot is
// written, read back strictly (damaged files refused with a reason), and a session rebuilt from
// it resumes with its peer exactly as after a dropped connection, then finishes the game.

#include "sessionpair.h"

#include "net/sessionsnapshot.h"

#include <QTest>

using namespace xq;
using namespace xq::net;
using namespace xq::net::testing;

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(xq::net::Role)

namespace {

// The snapshot as the program writes it, read back from its text as a restarted one does.
SessionSnapshot reread(const Session &session, std::int64_t nowMs)
{
    SessionSnapshot written = session.snapshot(nowMs);
    written.address = "127.0.0.1"; // where the peer is: the transport's part
    written.port = 47310;
    const Result<SessionSnapshot> read = SessionSnapshot::decode(written.encode());
    if (!read.ok()) {
        qWarning("%s", read.error().c_str());
        return {};
    }
    return *read;
}

// Destroys `session` and builds it again from its snapshot, as a restarted program does.
bool restart(Session &session, Role role, const std::string &name, std::int64_t nowMs)
{
    const SessionSnapshot saved = reread(session, nowMs);
    session = Session(role, name);
    return !session.restore(saved).has_value() && session.state() == SessionState::Paused;
}

const char *const Opening[] = { "h2e2", "h9g7", "h0g2", "i9h9" };

std::string validSnapshot()
{
    return R"({"xiangqiNetworkGame":1,"role":"guest","name":"Hei","peerName":"Hong",)"
           R"("code":"K7QM2D","gameId":"0123456789abcdef","side":"black","game":"xiangqi",)"
           R"("initialMs":300000,)"
           R"("incrementMs":5000,"redMs":290000,"blackMs":301000,"moves":["h2e2","h9g7"],)"
           R"("address":"127.0.0.1","port":47310,"chat":[{"mine":false,"text":"你好"},)"
           R"({"mine":true,"text":"good luck"}]})";
}

} // namespace

class TestRestart : public QObject {
    Q_OBJECT

private slots:
    void snapshotRoundTrip()
    {
        const Result<SessionSnapshot> read = SessionSnapshot::decode(validSnapshot());
        QVERIFY2(read.ok(), read.error().c_str());
        QCOMPARE(read->role, Role::Guest);
        QCOMPARE(read->mySide, Side::Black);
        QCOMPARE(read->peerName, std::string("Hong"));
        QCOMPARE(read->redMs, std::int64_t { 290'000 });
        QCOMPARE(read->control.incrementMs, std::int64_t { 5'000 });
        QCOMPARE(read->moves, (std::vector<std::string> { "h2e2", "h9g7" }));
        QCOMPARE(read->address, std::string("127.0.0.1"));
        QCOMPARE(read->port, 47310);
        QCOMPARE(read->chat.size(), std::size_t { 2 });
        QVERIFY(read->chat[0] == (ChatLine { false, "你好" }));
        QVERIFY(read->chat[1] == (ChatLine { true, "good luck" }));
        QCOMPARE(read->encode(), validSnapshot());
    }

    /// A game saved before Gomoku and Reversi were played over the network has no "game":
    /// it is Xiangqi. A Gomoku game keeps its rule.
    void snapshotGame()
    {
        std::string old = validSnapshot();
        old.erase(old.find(R"("game":"xiangqi",)"), 17);
        const Result<SessionSnapshot> read = SessionSnapshot::decode(old);
        QVERIFY2(read.ok(), read.error().c_str());
        QCOMPARE(read->game.name, GameName::Xiangqi);
        SessionSnapshot gomoku = *read;
        gomoku.game = { GameName::Gomoku, gomoku::Rule::Renju };
        gomoku.moves = { "h8", "h9" };
        const Result<SessionSnapshot> again = SessionSnapshot::decode(gomoku.encode());
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(again->game == gomoku.game);
        QCOMPARE(again->moves, gomoku.moves);
        std::string noRule = gomoku.encode();
        noRule.erase(noRule.find(R"("rule":"renju",)"), 15);
        QVERIFY(!SessionSnapshot::decode(noRule).ok());
    }

    void damagedSnapshotRefused_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("why");
        const std::string good = validSnapshot();
        const auto with = [&](const std::string &from, const std::string &to) {
            std::string text = good;
            text.replace(text.find(from), from.size(), to);
            return text;
        };
        QTest::newRow("empty") << std::string() << std::string("not a saved network game");
        QTest::newRow("truncated")
            << good.substr(0, good.size() / 2) << std::string("not a saved network game");
        QTest::newRow("an array") << std::string("[1]") << std::string("not a JSON object");
        QTest::newRow("later format") << with(":1,", ":2,") << std::string("xiangqiNetworkGame");
        QTest::newRow("no role") << with(R"("role":"guest",)", "") << std::string("role");
        QTest::newRow("bad side") << with(R"("black")", R"("blue")") << std::string("side");
        QTest::newRow("not a move") << with(R"("h9g7")", "7") << std::string("moves");
        QTest::newRow("too long a move") << with("h9g7", "h9g7h9g7h") << std::string("moves");
        QTest::newRow("chat line without text")
            << with(R"("text":"good luck")", R"("said":"good luck")") << std::string("chat");
        QTest::newRow("unknown game") << with("xiangqi", "chess") << std::string("game");
        QTest::newRow("port 0") << with("47310", "0") << std::string("port");
        QTest::newRow("negative clock") << with("290000", "-1") << std::string("redMs");
    }

    void damagedSnapshotRefused()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, why);
        const Result<SessionSnapshot> read = SessionSnapshot::decode(text);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().find(why) != std::string::npos, read.error().c_str());
    }

    void restoreRefusesAnIllegalGame_data()
    {
        QTest::addColumn<std::vector<std::string>>("moves");
        QTest::addColumn<Role>("role");
        QTest::newRow("illegal move") << std::vector<std::string> { "h2e2", "a9a5" } << Role::Guest;
        QTest::newRow("black first") << std::vector<std::string> { "h9g7" } << Role::Guest;
        QTest::newRow("another role") << std::vector<std::string> { "h2e2" } << Role::Host;
    }

    void restoreRefusesAnIllegalGame()
    {
        QFETCH(std::vector<std::string>, moves);
        QFETCH(Role, role);
        SessionSnapshot saved = *SessionSnapshot::decode(validSnapshot());
        saved.moves = moves;
        Session session(role, "Hei");
        QVERIFY(session.restore(saved).has_value());
        QCOMPARE(session.state(), SessionState::Idle);
        QCOMPARE(session.rules().ply(), 0);
    }

    // Which program restarts, and whether the last move before it went was lost on the way.
    void restartedSessionResumesAndFinishes_data()
    {
        QTest::addColumn<Role>("restarted");
        QTest::addColumn<bool>("lastMoveLost");
        QTest::newRow("host restarts") << Role::Host << false;
        QTest::newRow("guest restarts") << Role::Guest << false;
        QTest::newRow("host restarts, its move lost") << Role::Host << true;
        QTest::newRow("guest restarts, its move lost") << Role::Guest << true;
    }

    void restartedSessionResumesAndFinishes()
    {
        QFETCH(Role, restarted);
        QFETCH(bool, lastMoveLost);
        SessionPair pair({ 300'000, 5'000 });
        pair.connect(Code, 0);
        for (const char *move : Opening) {
            QVERIFY(!pair.play(move, 1'000));
        }
        // The restarting side moves last, and that move may never arrive.
        const bool hostLeaves = restarted == Role::Host;
        if (!hostLeaves) {
            QVERIFY(!pair.play("i0h0", 2'000));
        }
        Session &leaving = hostLeaves ? pair.host : pair.guest;
        QVERIFY(!leaving.play(hostLeaves ? "i0h0" : "b9c7", 3'000));
        if (lastMoveLost) {
            pair.lose();
        } else {
            pair.deliver(3'000);
        }
        const std::vector<std::string> moves = leaving.moves();
        // The program goes away: its session is destroyed and built again from the snapshot.
        QVERIFY(restart(leaving, restarted, hostLeaves ? "Hong" : "Hei", 4'000));
        QCOMPARE(leaving.moves(), moves);
        QCOMPARE(leaving.peerName(), std::string(hostLeaves ? "Hei" : "Hong"));
        Session &stayed = hostLeaves ? pair.guest : pair.host;
        stayed.connectionLost(5'000);
        QCOMPARE(stayed.state(), SessionState::Paused);
        // Reconnecting is the guest's part, whichever side restarted.
        pair.guest.resume();
        pair.deliver(20'000);
        QCOMPARE(pair.host.state(), SessionState::Playing);
        QCOMPARE(pair.guest.state(), SessionState::Playing);
        QCOMPARE(pair.guest.moves(), moves);
        QCOMPARE(pair.host.moves(), moves);
        for (const Side side : { Side::Red, Side::Black }) {
            QCOMPARE(pair.guest.clock().remaining(side, 20'000),
                pair.host.clock().remaining(side, 20'000));
        }
        QCOMPARE(pair.guest.mySide(), Side::Black);
        // The game goes on to its end, judged alike on both sides.
        if (hostLeaves) {
            QVERIFY(!pair.play("b9c7", 21'000));
        }
        QVERIFY(!pair.play("b2c2", 21'000));
        QVERIFY(!pair.guest.resign(22'000));
        pair.deliver(22'000);
        QCOMPARE(pair.host.end()->outcome, Outcome::RedWins);
        QCOMPARE(pair.guest.end()->outcome, Outcome::RedWins);
        QCOMPARE(pair.host.moves(), pair.guest.moves());
    }

    void restartedHostRefusesAStranger()
    {
        SessionPair pair;
        pair.connect();
        QVERIFY(!pair.play("h2e2"));
        QVERIFY(restart(pair.host, Role::Host, "Hong", 0));
        Session stranger(Role::Guest, "Mo");
        stranger.join(Code); // the right code, but no game id: the seat stays the guest's
        for (const std::string &line : stranger.takeOutgoing()) {
            pair.host.receiveBytes(line, 0);
        }
        QCOMPARE(pair.host.state(), SessionState::Paused);
        const std::vector<std::string> reply = pair.host.takeOutgoing();
        QCOMPARE(reply.size(), std::size_t { 1 });
        QVERIFY(reply.front().find("seat-taken") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestRestart)
#include "tst_restart.moc"
