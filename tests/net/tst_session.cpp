// The session state machine between two sessions in memory: the handshake and its refusals,
// moves judged by the core, offers, chat, resignation, reconnection and the clocks.

#include "sessionpair.h"

#include "net/joincode.h"

#include <QTest>

using namespace xq;
using namespace xq::net;
using namespace xq::net::testing;
using Ev = SessionEvent::Kind;

Q_DECLARE_METATYPE(std::string)

namespace {

std::string helloLine(int version, const std::string &game, const std::string &code)
{
    return "{\"type\":\"hello\",\"version\":" + std::to_string(version) + ",\"game\":\"" + game
        + "\",\"name\":\"x\",\"code\":\"" + code + "\"}";
}

// The error code in the last line `session` queued, or an empty string.
std::string lastErrorSent(Session &session)
{
    const std::vector<std::string> out = session.takeOutgoing();
    if (out.empty()) {
        return {};
    }
    const Decoded read = Message::decode(out.back().substr(0, out.back().size() - 1));
    return read.message ? std::string(errorCodeText(read.message->error)) : std::string();
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void handshake()
    {
        SessionPair pair({ 60'000, 1'000 }, Side::Black);
        pair.connect("k7q-m2d"); // typed in lower case with a dash
        QCOMPARE(pair.host.state(), SessionState::Playing);
        QCOMPARE(pair.guest.state(), SessionState::Playing);
        QCOMPARE(pair.guest.mySide(), Side::Red);
        QCOMPARE(pair.host.peerName(), std::string("Hei"));
        QCOMPARE(pair.guest.peerName(), std::string("Hong"));
        QCOMPARE(pair.guest.gameId(), std::string(GameId));
        QCOMPARE(pair.guest.clock().control().incrementMs, std::int64_t { 1'000 });
        QVERIFY(hasEvent(pair.hostEvents, Ev::Connected));
        QVERIFY(hasEvent(pair.guestEvents, Ev::Connected));
    }

    void helloRefused_data()
    {
        QTest::addColumn<std::string>("hello");
        QTest::addColumn<std::string>("code");
        QTest::newRow("wrong version")
            << helloLine(2, "xiangqi", Code) << std::string("bad-version");
        QTest::newRow("wrong game") << helloLine(1, "gomoku", Code) << std::string("wrong-game");
        QTest::newRow("wrong code")
            << helloLine(1, "xiangqi", "K7QM2E") << std::string("wrong-code");
        QTest::newRow("empty code") << helloLine(1, "xiangqi", "") << std::string("wrong-code");
        QTest::newRow("resume unknown game") << std::string(
            R"({"type":"hello","version":1,"game":"xiangqi","name":"x","code":"K7QM2D","resume":"0123456789abcdef","moves":["h2e2"]})")
                                             << std::string("desync");
    }
    void helloRefused()
    {
        QFETCH(std::string, hello);
        QFETCH(std::string, code);
        SessionPair pair;
        pair.host.receiveLine(hello, 0);
        QCOMPARE(lastErrorSent(pair.host), code);
        // No seat was given: the host still waits, and the right guest still gets in.
        QCOMPARE(pair.host.state(), SessionState::Waiting);
        QVERIFY(pair.host.peerName().empty());
        pair.connect();
        QCOMPARE(pair.host.state(), SessionState::Playing);
        QCOMPARE(pair.host.peerName(), std::string("Hei"));
    }

    void wrongCodeClosesTheGuest()
    {
        SessionPair pair;
        pair.connect("AAAAAA");
        QCOMPARE(pair.guest.state(), SessionState::Closed);
        const SessionEvent *refused = lastEvent(pair.guestEvents, Ev::Refused);
        QVERIFY(refused);
        QCOMPARE(refused->code, ErrorCode::WrongCode);
        QCOMPARE(pair.host.state(), SessionState::Waiting);
    }

    void secondGuestGetsNoSeat()
    {
        SessionPair pair;
        pair.connect();
        pair.host.receiveLine(helloLine(1, "xiangqi", Code), 0);
        QCOMPARE(lastErrorSent(pair.host), std::string("seat-taken"));
        QCOMPARE(pair.host.peerName(), std::string("Hei"));
    }

    void badInputRefusedNeverApplied_data()
    {
        QTest::addColumn<std::string>("line");
        QTest::addColumn<std::string>("code");
        QTest::newRow("garbage") << std::string("\x01\x02 not json") << std::string("bad-json");
        QTest::newRow("truncated")
            << std::string("{\"type\":\"move\",\"ply\":2,\"mo") << std::string("bad-json");
        QTest::newRow("oversized")
            << std::string(MaxLineBytes + 10, '{') << std::string("too-long");
        QTest::newRow("missing field")
            << std::string(R"({"type":"move","ply":2,"clockMs":0})") << std::string("bad-message");
        QTest::newRow("illegal move")
            << std::string(R"({"type":"move","ply":2,"move":"a9a5","clockMs":0})")
            << std::string("illegal-move");
        QTest::newRow("moves a red stone")
            << std::string(R"({"type":"move","ply":2,"move":"b0c2","clockMs":0})")
            << std::string("illegal-move");
        QTest::newRow("not a square")
            << std::string(R"({"type":"move","ply":2,"move":"z9z8","clockMs":0})")
            << std::string("illegal-move");
        QTest::newRow("wrong ply")
            << std::string(R"({"type":"move","ply":5,"move":"h9g7","clockMs":0})")
            << std::string("bad-ply");
        QTest::newRow("answer to nothing")
            << std::string(R"({"type":"answer","kind":"draw","accept":true})")
            << std::string("no-offer");
        QTest::newRow("welcome to the host") << std::string(
            R"({"type":"welcome","version":1,"game":"xiangqi","name":"x","gameId":"g","side":"red","initialMs":0,"incrementMs":0,"redMs":0,"blackMs":0,"moves":[]})")
                                             << std::string("unexpected");
        QTest::newRow("timeout of the side not to move")
            << std::string(R"({"type":"timeout","side":"red"})") << std::string("unexpected");
    }
    void badInputRefusedNeverApplied()
    {
        QFETCH(std::string, line);
        QFETCH(std::string, code);
        SessionPair pair;
        pair.connect();
        QVERIFY(!pair.play("h2e2")); // the host (red) moves; black, the guest, is to move
        const std::vector<std::string> before = pair.host.moves();
        pair.host.receiveBytes(line + "\n", 0);
        QCOMPARE(lastErrorSent(pair.host), code);
        QVERIFY(pair.host.moves() == before);
        QCOMPARE(pair.host.state(), SessionState::Playing);
        const std::vector<SessionEvent> events = pair.host.takeEvents();
        const SessionEvent *refused = lastEvent(events, Ev::InputRefused);
        QVERIFY(refused);
        QCOMPARE(errorCodeText(refused->code), std::string_view(code));
        // The game goes on: the guest's real move is still taken.
        QVERIFY(!pair.play("h9g7"));
        QCOMPARE(pair.host.rules().ply(), 2);
    }

    void notYourTurn()
    {
        SessionPair pair;
        pair.connect();
        pair.host.receiveLine(R"({"type":"move","ply":1,"move":"h7e7","clockMs":0})", 0);
        QCOMPARE(lastErrorSent(pair.host), std::string("not-your-turn"));
        QCOMPARE(pair.guest.play("h7e7", 0), ErrorCode::NotYourTurn);
        QCOMPARE(pair.host.play("h2h8", 0), ErrorCode::IllegalMove);
        QCOMPARE(pair.host.rules().ply(), 0);
    }

    void repetitionJudgedOnBothSides()
    {
        SessionPair pair;
        pair.connect();
        const char *cycle[] = { "h0g2", "h9g7", "g2h0", "g7h9" };
        for (int round = 0; round < 2; ++round) {
            for (const char *move : cycle) {
                QVERIFY(!pair.play(move));
            }
        }
        // The start position has now occurred three times.
        QCOMPARE(pair.host.state(), SessionState::Over);
        QCOMPARE(pair.guest.state(), SessionState::Over);
        QCOMPARE(pair.host.end()->outcome, Outcome::Draw);
        QCOMPARE(pair.host.end()->reason, EndReason::Repetition);
        QCOMPARE(pair.guest.end()->reason, EndReason::Repetition);
        QCOMPARE(pair.guest.play("h0g2", 0), ErrorCode::GameOver);
        pair.host.receiveLine(R"({"type":"move","ply":9,"move":"h0g2","clockMs":0})", 0);
        QCOMPARE(lastErrorSent(pair.host), std::string("game-over"));
    }

    void offers()
    {
        SessionPair pair;
        pair.connect();
        QVERIFY(!pair.play("h2e2"));
        // Undo asked by red after its own move: one ply back once black accepts.
        QVERIFY(!pair.host.offer(OfferKind::Undo));
        pair.deliver();
        QCOMPARE(pair.guest.pendingPeerOffer(), OfferKind::Undo);
        QCOMPARE(lastEvent(pair.guestEvents, Ev::OfferReceived)->plies, 1);
        QCOMPARE(pair.host.play("b2e2", 0), ErrorCode::NotYourTurn);
        QVERIFY(!pair.guest.answer(true, 0));
        pair.deliver();
        QCOMPARE(pair.host.rules().ply(), 0);
        QCOMPARE(pair.guest.rules().ply(), 0);
        QVERIFY(lastEvent(pair.hostEvents, Ev::OfferAnswered)->accepted);
        // Two plies when the peer has answered already; declined this time.
        QVERIFY(!pair.play("h2e2"));
        QVERIFY(!pair.play("h9g7"));
        QVERIFY(!pair.host.offer(OfferKind::Undo));
        pair.deliver();
        QCOMPARE(lastEvent(pair.guestEvents, Ev::OfferReceived)->plies, 2);
        QVERIFY(!pair.guest.answer(false, 0));
        pair.deliver();
        QCOMPARE(pair.host.rules().ply(), 2);
        QVERIFY(!lastEvent(pair.hostEvents, Ev::OfferAnswered)->accepted);
        // A draw offer declined, then accepted.
        QVERIFY(!pair.guest.offer(OfferKind::Draw));
        QCOMPARE(pair.guest.offer(OfferKind::Draw), ErrorCode::Unexpected); // one at a time
        pair.deliver();
        QVERIFY(!pair.host.answer(false, 0));
        QCOMPARE(pair.host.answer(false, 0), ErrorCode::NoOffer);
        pair.deliver();
        QVERIFY(!pair.guest.offer(OfferKind::Draw));
        pair.deliver();
        QVERIFY(!pair.host.answer(true, 0));
        pair.deliver();
        QCOMPARE(pair.host.end()->cause, EndCause::DrawAgreed);
        QCOMPARE(pair.guest.end()->cause, EndCause::DrawAgreed);
        QCOMPARE(pair.guest.end()->outcome, Outcome::Draw);
    }

    void staleUndoDeclined()
    {
        // Red asks to undo its move while black's reply is on the way: black has moved, so the
        // request no longer fits and black's side declines it by itself.
        SessionPair pair;
        pair.connect();
        QVERIFY(!pair.play("h2e2"));
        QVERIFY(!pair.host.offer(OfferKind::Undo));
        QVERIFY(!pair.guest.play("h9g7", 0));
        pair.deliver();
        QVERIFY(!pair.guest.pendingPeerOffer());
        QVERIFY(!lastEvent(pair.hostEvents, Ev::OfferAnswered)->accepted);
        QCOMPARE(pair.host.moves(), pair.guest.moves());
        QCOMPARE(pair.host.rules().ply(), 2);
    }

    void chatAndResign()
    {
        SessionPair pair;
        pair.connect();
        pair.guest.chat("你好 \"friend\"\n");
        pair.host.chat(std::string(MaxChatBytes + 50, 'x'));
        pair.deliver();
        QCOMPARE(lastEvent(pair.hostEvents, Ev::Chat)->text, std::string("你好 \"friend\"\n"));
        QCOMPARE(lastEvent(pair.guestEvents, Ev::Chat)->text.size(), MaxChatBytes);
        QVERIFY(!pair.guest.resign(0));
        pair.deliver();
        QCOMPARE(pair.host.end()->outcome, Outcome::RedWins);
        QCOMPARE(pair.guest.end()->outcome, Outcome::RedWins);
        QCOMPARE(pair.host.end()->cause, EndCause::Resignation);
        // Chat still works after the end.
        pair.guest.chat("gg");
        pair.deliver();
        QCOMPARE(lastEvent(pair.hostEvents, Ev::Chat)->text, std::string("gg"));
    }

    // However the game ends, both clocks stop there on both sides.
    void clocksStopAtTheEnd_data()
    {
        QTest::addColumn<bool>("byResignation");
        QTest::newRow("resignation") << true;
        QTest::newRow("draw agreed") << false;
    }

    void clocksStopAtTheEnd()
    {
        QFETCH(bool, byResignation);
        SessionPair pair({ 60'000, 0 });
        pair.connect(Code, 0);
        QVERIFY(!pair.play("h2e2", 1'000));
        if (byResignation) {
            QVERIFY(!pair.guest.resign(3'000));
        } else {
            QVERIFY(!pair.guest.offer(OfferKind::Draw));
            pair.deliver(3'000);
            QVERIFY(!pair.host.answer(true, 3'000));
        }
        pair.deliver(3'000);
        for (const Session *side : { &pair.host, &pair.guest }) {
            QVERIFY(side->end().has_value());
            QVERIFY(!side->clock().running());
            QCOMPARE(side->clock().remaining(Side::Black, 50'000), std::int64_t { 58'000 });
            QCOMPARE(side->clock().remaining(Side::Red, 50'000), std::int64_t { 59'000 });
        }
    }

    void pingPong()
    {
        SessionPair pair;
        pair.connect();
        pair.host.ping(7);
        pair.deliver();
        QCOMPARE(pair.guestSent.back(), std::string("{\"type\":\"pong\",\"n\":7}\n"));
    }

    void resumeWhenTheHostsMoveWasLost()
    {
        SessionPair pair({ 60'000, 0 });
        pair.connect();
        QVERIFY(!pair.play("h2e2", 1'000));
        QVERIFY(!pair.play("h9g7", 2'000));
        QVERIFY(!pair.host.play("h0g2", 3'000));
        pair.lose(); // the move never reaches the guest
        pair.host.connectionLost(3'500);
        pair.guest.connectionLost(4'000);
        QCOMPARE(pair.host.state(), SessionState::Paused);
        QCOMPARE(pair.guest.state(), SessionState::Paused);
        // Paused: no moves, no clocks running.
        QCOMPARE(pair.guest.play("h7e7", 4'000), ErrorCode::Unexpected);
        pair.guest.resume();
        pair.deliver(60'000);
        QCOMPARE(pair.guest.state(), SessionState::Playing);
        QCOMPARE(pair.guest.moves(), pair.host.moves());
        QCOMPARE(pair.guest.rules().ply(), 3);
        QCOMPARE(lastEvent(pair.guestEvents, Ev::Resumed)->plies, 1);
        QVERIFY(lastEvent(pair.hostEvents, Ev::Connected)->resumed);
        // Black's clock ran from 3,000 to 3,500 only; the pause did not count.
        QCOMPARE(pair.guest.clock().remaining(Side::Black, 60'000), std::int64_t { 59'000 - 500 });
        QVERIFY(!pair.play("i9h9", 61'000));
        QCOMPARE(pair.host.moves(), pair.guest.moves());
    }

    void resumeWhenTheGuestsMoveWasLost()
    {
        SessionPair pair;
        pair.connect();
        QVERIFY(!pair.play("h2e2"));
        QVERIFY(!pair.guest.play("h9g7", 0));
        pair.lose();
        pair.host.connectionLost(0);
        pair.guest.connectionLost(0);
        // A fresh guest cannot take the paused seat, whatever the code.
        pair.host.receiveLine(helloLine(1, "xiangqi", Code), 0);
        QCOMPARE(lastErrorSent(pair.host), std::string("seat-taken"));
        pair.guest.resume();
        pair.deliver();
        QCOMPARE(pair.host.moves(), (std::vector<std::string> { "h2e2", "h9g7" }));
        QCOMPARE(pair.guest.moves(), pair.host.moves());
        QCOMPARE(pair.host.state(), SessionState::Playing);
    }

    void resumeRefusedOnDesync_data()
    {
        QTest::addColumn<std::string>("moves");
        QTest::addColumn<std::string>("code");
        QTest::newRow("different move") << std::string(R"(["b2e2"])") << std::string("desync");
        QTest::newRow("a red move for black")
            << std::string(R"(["h2e2","h9g7","h0g2"])") << std::string("desync");
        QTest::newRow("illegal extra move")
            << std::string(R"(["h2e2","a9a5"])") << std::string("illegal-move");
    }
    void resumeRefusedOnDesync()
    {
        QFETCH(std::string, moves);
        QFETCH(std::string, code);
        SessionPair pair;
        pair.connect();
        QVERIFY(!pair.play("h2e2"));
        pair.host.connectionLost(0);
        pair.host.receiveLine(
            std::string(
                R"({"type":"hello","version":1,"game":"xiangqi","name":"x","code":"K7QM2D","resume":"0123456789abcdef","moves":)")
                + moves + "}",
            0);
        QCOMPARE(lastErrorSent(pair.host), code);
        QCOMPARE(pair.host.moves(), (std::vector<std::string> { "h2e2" }));
        QCOMPARE(pair.host.state(), SessionState::Paused);
    }

    void timeLoss()
    {
        SessionPair pair({ 5'000, 2'000 });
        pair.connect("K7QM2D", 0);
        QVERIFY(!pair.play("h2e2", 1'000)); // red: 5,000 - 1,000 + 2,000
        QCOMPARE(pair.guest.clock().remaining(Side::Red, 1'000), std::int64_t { 6'000 });
        pair.guest.tick(5'900);
        pair.deliver(5'900);
        QCOMPARE(pair.guest.state(), SessionState::Playing);
        // Black's own program declares black's loss the moment its clock reaches zero.
        pair.guest.tick(6'000);
        pair.deliver(6'000);
        QCOMPARE(pair.guest.end()->cause, EndCause::Timeout);
        QCOMPARE(pair.host.end()->cause, EndCause::Timeout);
        QCOMPARE(pair.host.end()->outcome, Outcome::RedWins);
    }

    void silentPeerLosesOnTime()
    {
        SessionPair pair({ 5'000, 0 });
        pair.connect("K7QM2D", 0);
        // Red never moves: black claims only once red's clock is ClaimGraceMs past zero.
        pair.guest.tick(5'000 + ClaimGraceMs - 1);
        QCOMPARE(pair.guest.state(), SessionState::Playing);
        pair.guest.tick(5'000 + ClaimGraceMs);
        pair.deliver(5'000 + ClaimGraceMs);
        QCOMPARE(pair.guest.end()->outcome, Outcome::BlackWins);
        QCOMPARE(pair.host.end()->outcome, Outcome::BlackWins);
    }

    void peerCannotReportExtraTime()
    {
        SessionPair pair({ 10'000, 0 });
        pair.connect("K7QM2D", 0);
        QVERIFY(!pair.play("h2e2", 0));
        pair.host.receiveLine(R"({"type":"move","ply":2,"move":"h9g7","clockMs":36000000})", 4'000);
        QCOMPARE(
            pair.host.clock().remaining(Side::Black, 4'000), std::int64_t { 6'000 + ClockSlackMs });
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
