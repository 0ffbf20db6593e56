// Two network games in one process talking over loopback TCP: a full game judged alike on both
// sides, offers and chat, a wrong join code, a taken seat, a dropped connection and its resume,
// time loss, both autosaves, and a beacon found by the browser. Only 127.0.0.1 is used.

#include "app/boardview.h"
#include "app/game.h"
#include "app/network/lanbeacon.h"
#include "app/network/lanbrowser.h"
#include "app/network/netgame.h"
#include "app/network/networkdialog.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace xq;
using namespace xq::net;

namespace {

constexpr int Patience = 10'000; // ms a QTRY waits: the timers run at 200 ms, drops take seconds
const QString Code = QStringLiteral("K7QM2D");

struct Pair {
    QTemporaryDir dir;
    NetGame host;
    NetGame guest;

    explicit Pair(TimeControl control = {})
    {
        host.setAutosavePath(dir.filePath(QStringLiteral("host.pgn")));
        guest.setAutosavePath(dir.filePath(QStringLiteral("guest.pgn")));
        QVERIFY(host.host(
            QStringLiteral("Hong"), Side::Red, control, Code, QHostAddress::LocalHost, 0));
    }
    void join(NetGame &who, const QString &code = Code)
    {
        who.join(QStringLiteral("Hei"), QHostAddress::LocalHost, host.listeningPort(), code);
    }
    bool playing() const
    {
        return host.session().state() == SessionState::Playing
            && guest.session().state() == SessionState::Playing;
    }
    NetGame &toMove()
    {
        return host.session().board().sideToMove() == host.session().mySide() ? host : guest;
    }
    /// Plays for whichever side is to move and waits until the other side has it.
    bool play(const char *iccs)
    {
        const int ply = host.session().board().gamePly() + 1;
        if (toMove().play(*Move::fromIccs(iccs))) {
            return false;
        }
        return QTest::qWaitFor(
            [&] {
                return host.session().board().gamePly() == ply
                    && guest.session().board().gamePly() == ply;
            },
            Patience);
    }
};

QString readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestNetGame : public QObject {
    Q_OBJECT

private slots:
    void fullGameJudgedAlikeAndSavedAlike()
    {
        Pair pair;
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QCOMPARE(pair.guest.session().peerName(), std::string("Hong"));
        const char *cycle[] = { "h0g2", "h9g7", "g2h0", "g7h9" };
        for (int round = 0; round < 2; ++round) {
            for (const char *move : cycle) {
                QVERIFY(pair.play(move));
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        QCOMPARE(pair.host.session().end()->reason, EndReason::Repetition);
        QCOMPARE(pair.guest.session().end()->reason, EndReason::Repetition);
        // Both sides save the same PGN, with both names.
        const QString pgn = pair.host.pgn();
        QCOMPARE(pair.guest.pgn(), pgn);
        QVERIFY(pgn.contains(QStringLiteral("[Red \"Hong\"]")));
        QVERIFY(pgn.contains(QStringLiteral("[Black \"Hei\"]")));
        QVERIFY(pgn.contains(QStringLiteral("1/2-1/2")));
        QCOMPARE(readFile(pair.dir.filePath(QStringLiteral("host.pgn"))), pgn);
        QCOMPARE(readFile(pair.dir.filePath(QStringLiteral("guest.pgn"))), pgn);
    }

    void offersAndChat()
    {
        Pair pair;
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QSignalSpy hostEvents(&pair.host, &NetGame::sessionEvent);
        pair.guest.chat(QStringLiteral("你好"));
        QTRY_VERIFY_WITH_TIMEOUT(!hostEvents.isEmpty(), Patience);
        const auto chat = hostEvents.takeFirst().at(0).value<SessionEvent>();
        QCOMPARE(chat.kind, SessionEvent::Kind::Chat);
        QCOMPARE(chat.text, std::string("你好"));
        QVERIFY(pair.play("h2e2"));
        QVERIFY(!pair.host.offer(OfferKind::Undo));
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().pendingPeerOffer().has_value(), Patience);
        QVERIFY(!pair.guest.answer(true));
        QTRY_COMPARE_WITH_TIMEOUT(pair.host.session().board().gamePly(), 0, Patience);
        QCOMPARE(pair.guest.session().board().gamePly(), 0);
        QVERIFY(!pair.host.offer(OfferKind::Draw));
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().pendingPeerOffer().has_value(), Patience);
        QVERIFY(!pair.guest.answer(true));
        QTRY_VERIFY_WITH_TIMEOUT(pair.host.session().end().has_value(), Patience);
        QCOMPARE(pair.host.session().end()->cause, EndCause::DrawAgreed);
    }

    void wrongCodeGetsNoSeat()
    {
        Pair pair;
        NetGame stranger;
        pair.join(stranger, QStringLiteral("AAAAAA"));
        QTRY_COMPARE_WITH_TIMEOUT(stranger.session().state(), SessionState::Closed, Patience);
        QCOMPARE(pair.host.session().state(), SessionState::Waiting);
        QVERIFY(pair.host.session().peerName().empty());
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        // A third program cannot take the seat either.
        NetGame third;
        pair.join(third);
        QTRY_COMPARE_WITH_TIMEOUT(third.session().state(), SessionState::Closed, Patience);
        QCOMPARE(pair.host.session().peerName(), std::string("Hei"));
        QVERIFY(pair.playing());
    }

    void dropAndResume()
    {
        Pair pair({ 600'000, 0 });
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QVERIFY(pair.play("h2e2"));
        QVERIFY(pair.play("h9g7"));
        pair.guest.dropConnection();
        QCOMPARE(pair.guest.session().state(), SessionState::Paused);
        QTRY_COMPARE_WITH_TIMEOUT(pair.host.session().state(), SessionState::Paused, Patience);
        // The guest reconnects by itself, and the game goes on where it was.
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QCOMPARE(pair.guest.session().moves(), pair.host.session().moves());
        QVERIFY(pair.play("h0g2"));
        QCOMPARE(pair.guest.session().board().fen(), pair.host.session().board().fen());
    }

    void timeLoss()
    {
        Pair pair({ 1'000, 0 });
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        // Red (the host) never moves: its own program declares the loss at zero.
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        QCOMPARE(pair.guest.session().end()->cause, EndCause::Timeout);
        QCOMPARE(pair.guest.session().end()->outcome, Outcome::BlackWins);
        QCOMPARE(pair.host.session().end()->outcome, Outcome::BlackWins);
    }

    void dialogsJoinAndPlay()
    {
        // The beacon stays on this machine.
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        QVERIFY(host.isShowingGame());
        const QString address = QStringLiteral("127.0.0.1:%1").arg(host.netGame()->listeningPort());
        guest.joinGame(QStringLiteral("Hei"), address, QStringLiteral("WRONG1"));
        // A wrong code sends the guest back to the choices, with no seat taken.
        QTRY_VERIFY_WITH_TIMEOUT(!guest.isShowingGame(), Patience);
        QCOMPARE(host.netGame()->session().state(), SessionState::Waiting);
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode().toLower());
        QTRY_COMPARE_WITH_TIMEOUT(
            guest.netGame()->session().state(), SessionState::Playing, Patience);
        // A move made on the host's board shows on the guest's, as in a local game.
        emit host.boardView()->moveRequested(*Move::fromIccs("h2e2"));
        QCOMPARE(host.game()->board().gamePly(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(guest.game()->board().gamePly(), 1, Patience);
        QCOMPARE(guest.game()->board().fen(), host.game()->board().fen());
        // The guest's board refuses a red move: it is black's turn there, and the host's board
        // does not move either.
        emit guest.boardView()->moveRequested(*Move::fromIccs("b2e2"));
        QCOMPARE(guest.game()->board().gamePly(), 1);
        QCOMPARE(host.game()->board().gamePly(), 1);
    }

    void beaconFound()
    {
        LanBrowser browser;
        QVERIFY(browser.start(QHostAddress::LocalHost, 0));
        LanBeacon beacon;
        Message m;
        m.type = MessageType::Beacon;
        m.name = "Hong";
        m.gameId = "0123456789abcdef";
        m.initialMs = 600'000;
        m.port = 47310;
        beacon.start(m, { QHostAddress::LocalHost }, browser.port());
        QTRY_COMPARE_WITH_TIMEOUT(browser.games().size(), 1, Patience);
        QCOMPARE(browser.games().front().port, quint16 { 47310 });
        QCOMPARE(browser.games().front().beacon.name, std::string("Hong"));
        QVERIFY(browser.games().front().address.isLoopback());
    }
};

QTEST_MAIN(TestNetGame)
#include "tst_netgame.moc"
