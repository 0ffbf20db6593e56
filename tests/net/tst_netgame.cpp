// Two network games in one process talking over loopback TCP: a full game judged alike on both
// sides, offers and chat, a wrong join code, a taken seat, a dropped connection and its resume,
// programs destroyed mid-game and rebuilt from their snapshots, a guest retrying a host not yet
// there, time loss, both autosaves, and a beacon found by the browser. Only 127.0.0.1 is used.

#include "app/network/lanbeacon.h"
#include "app/network/lanbrowser.h"
#include "app/network/netgame.h"
#include "app/network/networkdialog.h"
#include "app/prompter.h"
#include "app/xiangqi/boardview.h"
#include "app/xiangqi/game.h"

#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>
#include <QWindow>

#include <algorithm>
#include <memory>

using namespace xq;
using namespace xq::net;

namespace {

constexpr int Patience = 10'000; // ms a QTRY waits: the timers run at 200 ms, drops take seconds
const QString Code = QStringLiteral("K7QM2D");

/// Plays `iccs` for whichever side is to move and waits until the other side has it.
bool play(NetGame &host, NetGame &guest, const char *iccs)
{
    const int ply = host.session().board().gamePly() + 1;
    NetGame &mover = host.session().board().sideToMove() == host.session().mySide() ? host : guest;
    if (mover.play(*Move::fromIccs(iccs))) {
        return false;
    }
    return QTest::qWaitFor(
        [&] {
            return host.session().board().gamePly() == ply
                && guest.session().board().gamePly() == ply;
        },
        Patience);
}

bool playing(const NetGame &host, const NetGame &guest)
{
    return host.session().state() == SessionState::Playing
        && guest.session().state() == SessionState::Playing;
}

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
    bool playing() const { return ::playing(host, guest); }
    bool play(const char *iccs) { return ::play(host, guest, iccs); }
};

// A program that saves its game in `dir` under `who`, as the window's does in its data folder.
std::unique_ptr<NetGame> program(const QTemporaryDir &dir, const QString &who)
{
    auto game = std::make_unique<NetGame>();
    game->setAutosavePath(dir.filePath(who + QStringLiteral(".pgn")));
    game->setSnapshotPath(dir.filePath(who + QStringLiteral(".json")));
    return game;
}

// The program started again: it reads the snapshot its earlier run left and takes the game up.
std::unique_ptr<NetGame> restarted(const QTemporaryDir &dir, const QString &who)
{
    QFile file(dir.filePath(who + QStringLiteral(".json")));
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("no snapshot for %s", qPrintable(who));
        return nullptr;
    }
    const Result<SessionSnapshot> saved = SessionSnapshot::decode(file.readAll().toStdString());
    std::unique_ptr<NetGame> game = program(dir, who);
    QString why;
    if (!saved.ok() || !game->resume(*saved, &why)) {
        qWarning("cannot resume: %s %s", saved.error().c_str(), qPrintable(why));
        return nullptr;
    }
    return game;
}

QString readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// Answers the dialog's yes/no questions as told, and counts them.
class AnsweringPrompter : public Prompter {
public:
    bool answer = false;
    int asked = 0;
    bool confirmDiscard(QWidget *, const QString &, const QString &) override
    {
        ++asked;
        return answer;
    }
};

/// The dialog's button that reads `text`; nullptr if none.
QPushButton *buttonOf(const NetworkDialog &dialog, const QString &text)
{
    for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (button->text() == text) {
            return button;
        }
    }
    return nullptr;
}

/// What the dialog's chat log says.
QString chatOf(const NetworkDialog &dialog)
{
    const auto *chat = dialog.findChild<QPlainTextEdit *>();
    return chat ? chat->toPlainText() : QString();
}

} // namespace

class TestNetGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The network windows save their games in a data folder of the tests' own.
        QStandardPaths::setTestModeEnabled(true);
    }

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

    void programsRestartMidGameAndFinish()
    {
        QTemporaryDir dir;
        std::unique_ptr<NetGame> host = program(dir, QStringLiteral("host"));
        std::unique_ptr<NetGame> guest = program(dir, QStringLiteral("guest"));
        QVERIFY(host->host(QStringLiteral("Hong"), Side::Red, { 600'000, 5'000 }, Code,
            QHostAddress::LocalHost, 0));
        guest->join(QStringLiteral("Hei"), QHostAddress::LocalHost, host->listeningPort(), Code);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QVERIFY(play(*host, *guest, "h2e2"));
        QVERIFY(play(*host, *guest, "h9g7"));
        // The guest's program goes away; everything it had is destroyed.
        guest.reset();
        QTRY_COMPARE_WITH_TIMEOUT(host->session().state(), SessionState::Paused, Patience);
        guest = restarted(dir, QStringLiteral("guest"));
        QVERIFY(guest);
        QCOMPARE(guest->session().state(), SessionState::Paused);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QCOMPARE(guest->session().moves(), host->session().moves());
        QCOMPARE(guest->session().peerName(), std::string("Hong"));
        QVERIFY(play(*host, *guest, "h0g2"));
        // Then the host's: the guest keeps trying until the host listens on its port again.
        host.reset();
        QTRY_COMPARE_WITH_TIMEOUT(guest->session().state(), SessionState::Paused, Patience);
        host = restarted(dir, QStringLiteral("host"));
        QVERIFY(host);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QCOMPARE(host->session().moves(), guest->session().moves());
        QCOMPARE(host->session().moves().size(), std::size_t { 3 });
        QVERIFY(play(*host, *guest, "i9h9"));
        QVERIFY(!guest->resign());
        QTRY_VERIFY_WITH_TIMEOUT(host->session().end().has_value(), Patience);
        QCOMPARE(host->session().end()->outcome, Outcome::RedWins);
        QCOMPARE(host->pgn(), guest->pgn());
        // A finished game is not offered again; its PGN stays.
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("host.json"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("guest.json"))));
        QCOMPARE(readFile(dir.filePath(QStringLiteral("guest.pgn"))), guest->pgn());
    }

    void gameStaysSavedWhenThePeerIsGone()
    {
        QTemporaryDir dir;
        std::unique_ptr<NetGame> host = program(dir, QStringLiteral("host"));
        std::unique_ptr<NetGame> guest = program(dir, QStringLiteral("guest"));
        QVERIFY(
            host->host(QStringLiteral("Hong"), Side::Red, {}, Code, QHostAddress::LocalHost, 0));
        const quint16 port = host->listeningPort();
        host->setReconnectLimitMs(1'000);
        guest->join(QStringLiteral("Hei"), QHostAddress::LocalHost, port, Code);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QVERIFY(play(*host, *guest, "h2e2"));
        guest.reset();
        // The host gives up waiting: the game is closed, its port free, and nothing is lost.
        QTRY_COMPARE_WITH_TIMEOUT(host->session().state(), SessionState::Closed, Patience);
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, port));
        probe.close();
        QVERIFY(readFile(dir.filePath(QStringLiteral("host.pgn"))).contains(QStringLiteral("1.")));
        host.reset();
        // Later both programs start again and take it up together.
        host = restarted(dir, QStringLiteral("host"));
        guest = restarted(dir, QStringLiteral("guest"));
        QVERIFY(host && guest);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QCOMPARE(guest->session().moves(), std::vector<std::string> { "h2e2" });
    }

    void guestBacksOffWhileTheHostIsGone()
    {
        Pair pair;
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        pair.host.close();
        QTRY_COMPARE_WITH_TIMEOUT(pair.guest.session().state(), SessionState::Paused, Patience);
        // Each refused attempt doubles the wait before the next: 2 s, 4 s, then 8 s.
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.nextAttemptInMs() > 2'000, Patience);
        QVERIFY(pair.guest.reconnectTimeLeftMs() > 100'000);
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
        // Both list the move beside the board.
        for (const NetworkDialog *side : { &host, &guest }) {
            const auto *moves = side->findChild<QListWidget *>(QStringLiteral("moveList"));
            QVERIFY(moves);
            QCOMPARE(moves->count(), 1);
        }
        // The guest's board refuses a red move: it is black's turn there, and the host's board
        // does not move either.
        emit guest.boardView()->moveRequested(*Move::fromIccs("b2e2"));
        QCOMPARE(guest.game()->board().gamePly(), 1);
        QCOMPARE(host.game()->board().gamePly(), 1);
    }

    /// Resign asks first (No keeps the game); once the game is over, offers and resigning are
    /// not offered any more, on either side. The guest's log says whose game it joined.
    void resignAsksAndEndsTheOffers()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        AnsweringPrompter prompter;
        host.setPrompter(prompter);
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        const QString address = QStringLiteral("127.0.0.1:%1").arg(host.netGame()->listeningPort());
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode());
        QTRY_COMPARE_WITH_TIMEOUT(
            guest.netGame()->session().state(), SessionState::Playing, Patience);
        QTRY_COMPARE_WITH_TIMEOUT(
            host.netGame()->session().state(), SessionState::Playing, Patience);
        QVERIFY2(chatOf(guest).contains(QStringLiteral("You joined Hong's game.")),
            qPrintable(chatOf(guest)));
        QVERIFY2(chatOf(host).contains(QStringLiteral("Hei joined.")), qPrintable(chatOf(host)));
        QPushButton *resign = buttonOf(host, QStringLiteral("Resign"));
        QVERIFY(resign && resign->isEnabled());
        resign->click();
        QCOMPARE(prompter.asked, 1);
        QCOMPARE(host.netGame()->session().state(), SessionState::Playing); // No: play on
        prompter.answer = true;
        resign->click();
        QTRY_COMPARE_WITH_TIMEOUT(host.netGame()->session().state(), SessionState::Over, Patience);
        QTRY_COMPARE_WITH_TIMEOUT(guest.netGame()->session().state(), SessionState::Over, Patience);
        for (NetworkDialog *side : { &host, &guest }) {
            for (const char *text : { "Offer draw", "Ask to undo", "Resign" }) {
                QTRY_VERIFY2(!buttonOf(*side, QString::fromLatin1(text))->isEnabled(), text);
            }
        }
    }

    /// The dialog has a Close button, as the title bar's: the game stays saved to be taken up.
    void closeButtonCloses()
    {
        NetworkDialog dialog;
        QSignalSpy closed(&dialog, &QDialog::rejected);
        const auto buttons = dialog.findChildren<QPushButton *>();
        const auto close = std::find_if(buttons.begin(), buttons.end(),
            [](const QPushButton *button) { return button->text().remove(u'&') == "Close"; });
        QVERIFY(close != buttons.end());
        (*close)->click();
        QCOMPARE(closed.size(), 1);
    }

    void guestRetriesAHostNotYetThere()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        // A port nobody listens on yet.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        NetworkDialog guest;
        const QString address = QStringLiteral("127.0.0.1:%1").arg(port);
        guest.joinGame(QStringLiteral("Hei"), address, QStringLiteral("K7QM2D"));
        QTRY_VERIFY_WITH_TIMEOUT(!guest.isShowingGame(), Patience);
        QVERIFY(guest.joinInfo().contains(address));
        // The host starts; the same dialog joins with the same choices.
        NetworkDialog host;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, port));
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode());
        QTRY_COMPARE_WITH_TIMEOUT(
            guest.netGame()->session().state(), SessionState::Playing, Patience);
        QVERIFY(guest.joinInfo().isEmpty());
    }

    /// Whatever size the window is given (a window manager may make it smaller than it asks,
    /// as a 800x480 screen does), the board stays beside the side panel, never under it.
    void resizingKeepsTheBoardBesideThePanel()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        const QWidget *board = host.boardView();
        const auto *panel = host.findChild<QWidget *>(QStringLiteral("sidePanel"));
        QVERIFY(panel);
        for (const QSize size : { QSize(1280, 900), QSize(800, 480), QSize(500, 880),
                 QSize(640, 400), QSize(1600, 500) }) {
            // The window's own size, as the window system sets it, not clamped by Qt.
            host.windowHandle()->resize(size);
            QTRY_COMPARE(host.size(), size);
            const QRect boardRect(board->mapTo(&host, QPoint(0, 0)), board->size());
            const QRect panelRect(panel->mapTo(&host, QPoint(0, 0)), panel->size());
            QVERIFY2(!boardRect.intersects(panelRect),
                qPrintable(QStringLiteral("%1x%2: board %3,%4 %5x%6 under the panel at %7")
                               .arg(size.width())
                               .arg(size.height())
                               .arg(boardRect.x())
                               .arg(boardRect.y())
                               .arg(boardRect.width())
                               .arg(boardRect.height())
                               .arg(panelRect.x())));
            QVERIFY(host.rect().contains(boardRect));
            QVERIFY(host.rect().contains(panelRect));
        }
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
        // The same game heard from another address of this machine is still one game.
        QUdpSocket other;
        QVERIFY(other.bind(QHostAddress(QStringLiteral("127.0.0.2")), 0));
        const std::string datagram = m.encode();
        other.writeDatagram(
            datagram.data(), qint64(datagram.size()), QHostAddress::LocalHost, browser.port());
        QTest::qWait(500);
        QCOMPARE(browser.games().size(), 1);
    }
};

QTEST_MAIN(TestNetGame)
#include "tst_netgame.moc"
