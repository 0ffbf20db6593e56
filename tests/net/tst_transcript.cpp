// The recorded session in docs/network.md replayed against each side in turn: the test plays the
// other program, feeding the session the other side's lines and doing this side's actions, and
// every line this side sends must be the recorded one, byte for byte. So the document shows what
// the code does.

#include "transcript.h"

#include "net/session.h"

#include <QTest>

#include <deque>

using namespace xq;
using namespace xq::net;
using namespace xq::net::testing;

namespace {

const QString DocPath = QStringLiteral(XQ_DOCS_DIR "/network.md");

Message decoded(const std::string &json)
{
    const Decoded read = Message::decode(json);
    return read.message.value_or(Message {});
}

// Sets the session up for its role from the transcript's first hello and welcome.
Session makeSession(Role role, const std::vector<TranscriptLine> &lines)
{
    Message hello, welcome;
    for (const TranscriptLine &line : lines) {
        const Message m = decoded(line.json);
        if (m.type == MessageType::Hello && hello.name.empty()) {
            hello = m;
        } else if (m.type == MessageType::Welcome && welcome.name.empty()) {
            welcome = m;
        }
    }
    Session session(role, role == Role::Host ? welcome.name : hello.name);
    if (role == Role::Host) {
        session.host(opposite(welcome.side), { welcome.initialMs, welcome.incrementMs }, hello.code,
            welcome.gameId);
    }
    return session;
}

// Does what made this side send `m`; lines a session sends by itself (welcome, pong, error)
// need no action.
void act(Session &session, const Message &m, std::int64_t ms)
{
    switch (m.type) {
    case MessageType::Hello: m.gameId.empty() ? session.join(m.code) : session.resume(); break;
    case MessageType::Move: session.play(m.move, ms); break;
    case MessageType::Offer: session.offer(m.offer); break;
    case MessageType::Answer: session.answer(m.accept, ms); break;
    case MessageType::Resign: session.resign(ms); break;
    case MessageType::Chat: session.chat(m.text); break;
    case MessageType::Ping: session.ping(m.n); break;
    case MessageType::Timeout: session.tick(ms); break;
    default: break;
    }
}

} // namespace

class TestTranscript : public QObject {
    Q_OBJECT

private slots:
    void replay_data()
    {
        QTest::addColumn<int>("role");
        QTest::newRow("host") << static_cast<int>(Role::Host);
        QTest::newRow("guest") << static_cast<int>(Role::Guest);
    }
    void replay()
    {
        QFETCH(int, role);
        const std::optional<std::vector<TranscriptLine>> lines = readTranscript(DocPath);
        QVERIFY2(lines && lines->size() > 10, qPrintable(DocPath + " has no transcript"));
        Session session = makeSession(static_cast<Role>(role), *lines);
        const char me = role == static_cast<int>(Role::Host) ? 'H' : 'G';
        std::deque<std::string> queued;
        for (const TranscriptLine &line : *lines) {
            if (line.side == '-') {
                QVERIFY(queued.empty());
                session.connectionLost(line.ms);
                continue;
            }
            if (line.side != me) {
                if (line.mark != '~') {
                    session.receiveLine(line.json, line.ms);
                }
                for (std::string &sent : session.takeOutgoing()) {
                    queued.push_back(std::move(sent));
                }
                continue;
            }
            if (line.mark == '!') {
                continue; // our program never sends it
            }
            if (queued.empty()) {
                act(session, decoded(line.json), line.ms);
                for (std::string &sent : session.takeOutgoing()) {
                    queued.push_back(std::move(sent));
                }
            }
            QVERIFY2(!queued.empty(), line.json.c_str());
            QCOMPARE(queued.front(), line.json + "\n");
            queued.pop_front();
        }
        QVERIFY(queued.empty());
        // The recorded game ends with black resigning: red wins on both sides.
        QVERIFY(session.end().has_value());
        QCOMPARE(session.end()->outcome, Outcome::RedWins);
        QCOMPARE(session.end()->cause, EndCause::Resignation);
        QCOMPARE(session.moves().size(), std::size_t { 8 });
    }
};

QTEST_GUILESS_MAIN(TestTranscript)
#include "tst_transcript.moc"
