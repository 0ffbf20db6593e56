// Two network games in one process talking over loopback TCP: a full game judged alike on both
// sides, offers and chat, a wrong join code, a taken seat, a dropped connection and its resume,
// programs destroyed mid-game and rebuilt from their snapshots, a guest retrying a host not yet
// there, time loss, both autosaves, and a beacon found by the browser. Only 127.0.0.1 is used.

#include "app/gomoku/gomokuboardview.h"
#include "app/network/lanbeacon.h"
#include "app/network/lanbrowser.h"
#include "app/network/netgame.h"
#include "app/network/networkdialog.h"
#include "app/prompter.h"
#include "app/puzzles/puzzleboard.h"

#include "reversi/board.h"

#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
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
    const int ply = host.session().rules().ply() + 1;
    NetGame &mover = host.session().rules().sideToMove() == host.session().mySide() ? host : guest;
    if (mover.play(iccs)) {
        return false;
    }
    return QTest::qWaitFor(
        [&] { return host.session().rules().ply() == ply && guest.session().rules().ply() == ply; },
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

    GameKind game;

    explicit Pair(TimeControl control = {}, const GameKind &kind = {}) : game(kind)
    {
        host.setAutosavePath(dir.filePath(QStringLiteral("host.pgn")));
        guest.setAutosavePath(dir.filePath(QStringLiteral("guest.pgn")));
        QVERIFY(host.host(
            QStringLiteral("Hong"), Side::Red, control, Code, QHostAddress::LocalHost, 0, game));
    }
    void join(NetGame &who, const QString &code = Code)
    {
        who.join(
            QStringLiteral("Hei"), QHostAddress::LocalHost, host.listeningPort(), code, game.name);
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

/// A broken or hostile program on the guest's seat: raw lines over a socket of its own.
class RawPeer {
public:
    explicit RawPeer(quint16 port) { m_socket.connectToHost(QHostAddress::LocalHost, port); }
    // The host runs in this thread: every wait turns the event loop.
    bool connected()
    {
        return QTest::qWaitFor(
            [&] { return m_socket.state() == QAbstractSocket::ConnectedState; }, Patience);
    }
    void send(const std::string &line) { m_socket.write(QByteArray::fromStdString(line + '\n')); }
    /// The next line from the host that is not a ping; empty if none comes.
    std::string nextLine()
    {
        while (true) {
            if (!QTest::qWaitFor([&] { return m_socket.canReadLine(); }, Patience)) {
                return {};
            }
            const std::string line = m_socket.readLine().trimmed().toStdString();
            if (line.find(R"("type":"ping")") == std::string::npos) {
                return line;
            }
        }
    }

private:
    QTcpSocket m_socket;
};

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

/// The guest ("Hei") joins the host's game of `game` over loopback with the host's code; true
/// once the guest plays.
bool joinOnLoopback(NetworkDialog &host, NetworkDialog &guest, GameName game = GameName::Xiangqi)
{
    const QString address = QStringLiteral("127.0.0.1:%1").arg(host.netGame()->listeningPort());
    guest.joinGame(QStringLiteral("Hei"), address, host.joinCode(), game);
    return QTest::qWaitFor(
        [&guest] { return guest.netGame()->session().state() == SessionState::Playing; }, Patience);
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
        const QString pgn = pair.host.record();
        QCOMPARE(pair.guest.record(), pgn);
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
        QTRY_COMPARE_WITH_TIMEOUT(pair.host.session().rules().ply(), 0, Patience);
        QCOMPARE(pair.guest.session().rules().ply(), 0);
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
        QCOMPARE(pair.guest.session().moves(), pair.host.session().moves());
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
        QCOMPARE(host->record(), guest->record());
        // A finished game is not offered again; its PGN stays.
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("host.json"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("guest.json"))));
        QCOMPARE(readFile(dir.filePath(QStringLiteral("guest.pgn"))), guest->record());
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

    /// The chat is part of the game: a program closed mid-game and taken up again shows what
    /// both players said before.
    void chatComesBackAfterARestart()
    {
        QTemporaryDir dir;
        std::unique_ptr<NetGame> host = program(dir, QStringLiteral("host"));
        std::unique_ptr<NetGame> guest = program(dir, QStringLiteral("guest"));
        QVERIFY(host->host(QStringLiteral("Hong"), Side::Red, { 600'000, 5'000 }, Code,
            QHostAddress::LocalHost, 0));
        guest->join(QStringLiteral("Hei"), QHostAddress::LocalHost, host->listeningPort(), Code);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QSignalSpy heard(host.get(), &NetGame::sessionEvent);
        guest->chat(QStringLiteral("你好, good luck"));
        QTRY_VERIFY_WITH_TIMEOUT(!heard.isEmpty(), Patience);
        QSignalSpy answered(guest.get(), &NetGame::sessionEvent);
        host->chat(QStringLiteral("Thanks"));
        QTRY_VERIFY_WITH_TIMEOUT(!answered.isEmpty(), Patience);
        QVERIFY(play(*host, *guest, "h2e2"));
        guest.reset(); // the guest's program is closed: its window and its chat are gone
        QTRY_COMPARE_WITH_TIMEOUT(host->session().state(), SessionState::Paused, Patience);
        QFile file(dir.filePath(QStringLiteral("guest.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Result<SessionSnapshot> saved = SessionSnapshot::decode(file.readAll().toStdString());
        QVERIFY2(saved.ok(), saved.error().c_str());
        NetworkDialog restarted;
        QVERIFY(restarted.resumeGame(*saved));
        const QString chat = chatOf(restarted);
        QVERIFY2(chat.contains(QStringLiteral("Hei: 你好, good luck")), qPrintable(chat));
        QVERIFY2(chat.contains(QStringLiteral("Hong: Thanks")), qPrintable(chat));
        QVERIFY(chat.indexOf(QStringLiteral("Hei: ")) < chat.indexOf(QStringLiteral("Hong: ")));
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *restarted.netGame()), Patience);
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
        emit host.board()->moveChosen("h2e2");
        QCOMPARE(host.netGame()->session().rules().ply(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(guest.netGame()->session().rules().ply(), 1, Patience);
        QCOMPARE(guest.moveNames(), host.moveNames());
        // Both list the move beside the board.
        for (const NetworkDialog *side : { &host, &guest }) {
            const auto *moves = side->findChild<QListWidget *>(QStringLiteral("moveList"));
            QVERIFY(moves);
            QCOMPARE(moves->count(), 1);
        }
        // The guest's board refuses a red move: it is black's turn there, and the host's board
        // does not move either.
        emit guest.board()->moveChosen("b2e2");
        QCOMPARE(guest.netGame()->session().rules().ply(), 1);
        QCOMPARE(host.netGame()->session().rules().ply(), 1);
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
        QVERIFY(joinOnLoopback(host, guest));
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

    /// Gomoku with a join code: a guest asking for another game hears which one the host
    /// plays; the game survives a dropped connection; both judge the five alike and save the
    /// same record.
    void gomokuGameSurvivesADrop()
    {
        Pair pair({}, { GameName::Gomoku, gomoku::Rule::Renju });
        NetGame lost;
        lost.join(QStringLiteral("Hei"), QHostAddress::LocalHost, pair.host.listeningPort(), Code,
            GameName::Xiangqi);
        QSignalSpy lostEvents(&lost, &NetGame::sessionEvent);
        QTRY_COMPARE_WITH_TIMEOUT(lost.session().state(), SessionState::Closed, Patience);
        const auto refusal = lostEvents.last().at(0).value<SessionEvent>();
        QCOMPARE(refusal.code, ErrorCode::WrongGame);
        QCOMPARE(refusal.text, std::string("the host plays gomoku"));
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QVERIFY(pair.guest.session().game() == pair.game); // the rule came with the welcome
        for (const char *move : { "h8", "a1", "i8", "a2", "j8", "a3" }) {
            QVERIFY2(pair.play(move), move);
        }
        pair.host.dropConnection();
        QTRY_COMPARE_WITH_TIMEOUT(pair.guest.session().state(), SessionState::Paused, Patience);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QVERIFY(pair.play("k8"));
        QVERIFY(pair.play("a4"));
        QVERIFY(pair.play("l8"));
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        for (const NetGame *side : { &pair.host, &pair.guest }) {
            QCOMPARE(side->session().end()->boardEnd, BoardEnd::Five);
            QCOMPARE(side->session().end()->outcome, Outcome::RedWins); // black, who began
        }
        QCOMPARE(pair.guest.record(), pair.host.record());
        QVERIFY(readFile(pair.dir.filePath(QStringLiteral("guest.psq"))).contains("Hong"));
    }

    /// Reversi with a join code: a player with no move passes ("pa"), the game survives a
    /// dropped connection, and both end it with the discs the rules count.
    void reversiGameWithAPassSurvivesADrop()
    {
        Pair pair({}, { GameName::Reversi });
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        // White has no move at the 14th ply; black's reply ends the game.
        const std::vector<std::string> game = { "d3", "c3", "e6", "d2", "d1", "e1", "b2", "b4",
            "f1", "f6", "g7", "d6", "d7", "pa", "a5" };
        reversi::Board board = reversi::Board::start();
        for (std::size_t i = 0; i < game.size(); ++i) {
            if (i == 6) {
                pair.guest.dropConnection();
                QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
            }
            QCOMPARE(pair.host.session().rules().mustPass(), game[i] == "pa");
            QVERIFY2(pair.play(game[i].c_str()), game[i].c_str());
            reversi::Undo undo;
            board.makeMove(reversi::parseMove(game[i]), undo);
        }
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        QVERIFY(board.isGameOver());
        const int black = reversi::popCount(board.discs(reversi::Color::Black));
        const int white = reversi::popCount(board.discs(reversi::Color::White));
        for (const NetGame *side : { &pair.host, &pair.guest }) {
            QCOMPARE(side->session().end()->boardEnd, BoardEnd::NoMoves);
            QCOMPARE(side->session().end()->redDiscs, black);
            QCOMPARE(side->session().end()->blackDiscs, white);
            QCOMPARE(side->session().end()->outcome,
                black > white ? Outcome::RedWins : Outcome::BlackWins);
        }
        QCOMPARE(pair.guest.record(), pair.host.record());
    }

    /// A broken program on the guest's seat of a Gomoku or Reversi game: garbage and illegal
    /// moves get an error that says what is wrong, and the host's game does not change.
    void badInputFromThePeerRefused_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<std::string>("first"); // the host's first move
        QTest::addColumn<std::string>("illegal"); // the guest's reply the rules refuse
        QTest::newRow("gomoku: a taken point")
            << int(GameName::Gomoku) << std::string("h8") << std::string("h8");
        QTest::newRow("gomoku: off the board")
            << int(GameName::Gomoku) << std::string("h8") << std::string("z99");
        QTest::newRow("reversi: no disc turns")
            << int(GameName::Reversi) << std::string("d3") << std::string("a1");
        QTest::newRow("reversi: a pass with moves left")
            << int(GameName::Reversi) << std::string("d3") << std::string("pa");
        QTest::newRow("reversi: another spelling")
            << int(GameName::Reversi) << std::string("d3") << std::string("C5");
    }

    void badInputFromThePeerRefused()
    {
        QFETCH(int, game);
        QFETCH(std::string, first);
        QFETCH(std::string, illegal);
        const auto name = static_cast<GameName>(game);
        Pair pair({}, { name });
        RawPeer peer(pair.host.listeningPort());
        QVERIFY(peer.connected());
        peer.send(R"({"type":"hello","version":1,"game":")" + std::string(gameNameText(name))
            + R"(","name":"Hei","code":"K7QM2D"})");
        QVERIFY(peer.nextLine().find(R"("type":"welcome")") != std::string::npos);
        QVERIFY(!pair.host.play(first));
        QVERIFY(peer.nextLine().find(first) != std::string::npos);
        peer.send("}{ not json");
        std::string error = peer.nextLine();
        QVERIFY2(error.find(R"("code":"bad-json")") != std::string::npos, error.c_str());
        peer.send(R"({"type":"move","ply":2,"move":")" + illegal + R"(","clockMs":0})");
        error = peer.nextLine();
        QVERIFY2(error.find(R"("code":"illegal-move")") != std::string::npos, error.c_str());
        QVERIFY2(error.find(illegal + R"(\" is not a legal move here)") != std::string::npos,
            error.c_str());
        QCOMPARE(pair.host.session().moves(), std::vector<std::string> { first });
        QCOMPARE(pair.host.session().state(), SessionState::Playing);
    }

    /// The network window plays Gomoku as it plays Xiangqi: the host chooses the game, the
    /// guest's board and move list are Gomoku's, and a guest asking for Xiangqi is told which
    /// game the host plays.
    void dialogsPlayGomoku()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Black, { 60'000, 0 }, 0,
            { GameName::Gomoku, gomoku::Rule::FreeStyle }));
        QVERIFY(host.windowTitle().contains(QStringLiteral("Gomoku")));
        const QString address = QStringLiteral("127.0.0.1:%1").arg(host.netGame()->listeningPort());
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode(), GameName::Xiangqi);
        QTRY_VERIFY_WITH_TIMEOUT(!guest.isShowingGame(), Patience);
        QVERIFY2(guest.joinInfo().contains(QStringLiteral("The host plays Gomoku")),
            qPrintable(guest.joinInfo()));
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode(), GameName::Gomoku);
        QTRY_COMPARE_WITH_TIMEOUT(
            guest.netGame()->session().state(), SessionState::Playing, Patience);
        QVERIFY(guest.windowTitle().contains(QStringLiteral("Gomoku")));
        // The guest plays black, who moves first, on its Gomoku board.
        emit guest.board()->moveChosen("h8");
        QTRY_COMPARE_WITH_TIMEOUT(host.moveNames(), QStringList { QStringLiteral("h8") }, Patience);
        QCOMPARE(guest.moveNames(), host.moveNames());
        emit guest.board()->moveChosen("h9"); // white's turn: refused, nothing sent
        QCOMPARE(host.netGame()->session().rules().ply(), 1);
        QCOMPARE(guest.netGame()->session().rules().ply(), 1);
    }

    /// Under renju a point forbidden to black is refused on black's own board with the rule it
    /// breaks named, as in a game against the computer, and nothing is sent.
    void renjuRefusalNamesTheRule()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0,
            { GameName::Gomoku, gomoku::Rule::Renju }));
        QVERIFY(joinOnLoopback(host, guest, GameName::Gomoku));
        // Black (the host) makes two twos that j8 would turn into two open threes at once.
        const QStringList moves = { QStringLiteral("h8"), QStringLiteral("a1"),
            QStringLiteral("i8"), QStringLiteral("a3"), QStringLiteral("j9"), QStringLiteral("a5"),
            QStringLiteral("j10"), QStringLiteral("a7") };
        for (qsizetype i = 0; i < moves.size(); ++i) {
            NetworkDialog &mover = i % 2 == 0 ? host : guest;
            emit mover.board()->moveChosen(moves[i].toStdString());
            QTRY_COMPARE_WITH_TIMEOUT(host.moveNames().size(), i + 1, Patience);
            QTRY_COMPARE_WITH_TIMEOUT(guest.moveNames().size(), i + 1, Patience);
        }
        auto *view = qobject_cast<GomokuBoardView *>(host.board()->widget());
        QVERIFY(view);
        QSignalSpy refused(host.board(), &PuzzleBoard::moveRefused);
        emit view->pointClicked(*gomoku::parsePointName("j8", 15));
        QCOMPARE(refused.size(), 1);
        const QString why = refused.front().front().toString();
        QVERIFY2(why.contains(QStringLiteral("double-three")), qPrintable(why));
        QCOMPARE(host.netGame()->session().rules().ply(), 8);
        QCOMPARE(guest.netGame()->session().rules().ply(), 8);
    }

    /// In the network window a Reversi player with no move passes by itself, and both logs
    /// say so; the result names the discs.
    void dialogsPassInReversi()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(
            QStringLiteral("Hong"), Side::Red, { 600'000, 0 }, 0, { GameName::Reversi }));
        QVERIFY(joinOnLoopback(host, guest, GameName::Reversi));
        const char *moves[]
            = { "d3", "c3", "e6", "d2", "d1", "e1", "b2", "b4", "f1", "f6", "g7", "d6", "d7" };
        for (int i = 0; i < int(std::size(moves)); ++i) {
            NetworkDialog &mover = i % 2 == 0 ? host : guest;
            emit mover.board()->moveChosen(moves[i]);
            // Both have it (the guest may already have passed after the last one).
            QTRY_VERIFY_WITH_TIMEOUT(host.moveNames().size() > i, Patience);
            QTRY_VERIFY_WITH_TIMEOUT(guest.moveNames().size() > i, Patience);
        }
        // White (the guest) has no move: its window passes for it.
        QTRY_COMPARE_WITH_TIMEOUT(host.moveNames().size(), 14, Patience);
        QCOMPARE(host.moveNames().last(), QStringLiteral("pass"));
        QVERIFY2(chatOf(guest).contains(QStringLiteral("You have no move and pass.")),
            qPrintable(chatOf(guest)));
        QVERIFY2(chatOf(host).contains(QStringLiteral("Hei has no move and passes.")),
            qPrintable(chatOf(host)));
        emit host.board()->moveChosen("a5");
        QTRY_COMPARE_WITH_TIMEOUT(guest.netGame()->session().state(), SessionState::Over, Patience);
        QCOMPARE(guest.moveNames(), host.moveNames());
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
        const QWidget *board = host.board()->widget();
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
