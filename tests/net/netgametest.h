#pragma once

// What the network play tests share: two programs' games over loopback (a pair, a program saving
// its game and one started again from it), a raw peer that sends anything, and the network
// window's buttons, chat and join over loopback. Only 127.0.0.1 is used.

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

namespace netgametest {

using namespace xq;
using namespace xq::net;

inline constexpr int Patience
    = 10'000; // ms a QTRY waits: the timers run at 200 ms, drops take seconds
inline const QString Code = QStringLiteral("K7QM2D");

/// Plays `iccs` for whichever side is to move and waits until the other side has it.
inline bool play(NetGame &host, NetGame &guest, const char *iccs)
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

inline bool playing(const NetGame &host, const NetGame &guest)
{
    return host.session().state() == SessionState::Playing
        && guest.session().state() == SessionState::Playing;
}

/// "Hong" hosts a Xiangqi game of 10 minutes + 5 s on loopback and "Hei" joins it with the
/// code; true once both play.
inline bool startOnLoopback(NetGame &host, NetGame &guest)
{
    if (!host.host(QStringLiteral("Hong"), Side::Red, { 600'000, 5'000 }, Code,
            QHostAddress::LocalHost, 0))
        return false;
    guest.join(QStringLiteral("Hei"), QHostAddress::LocalHost, host.listeningPort(), Code);
    return QTest::qWaitFor([&host, &guest] { return playing(host, guest); }, Patience);
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
    bool playing() const { return netgametest::playing(host, guest); }
    bool play(const char *iccs) { return netgametest::play(host, guest, iccs); }
};

// A program that saves its game in `dir` under `who`, as the window's does in its data folder.
inline std::unique_ptr<NetGame> program(const QTemporaryDir &dir, const QString &who)
{
    auto game = std::make_unique<NetGame>();
    game->setAutosavePath(dir.filePath(who + QStringLiteral(".pgn")));
    game->setSnapshotPath(dir.filePath(who + QStringLiteral(".json")));
    return game;
}

// The program started again: it reads the snapshot its earlier run left and takes the game up.
inline std::unique_ptr<NetGame> restarted(const QTemporaryDir &dir, const QString &who)
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

inline QString readFile(const QString &path)
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
inline QString chatOf(const NetworkDialog &dialog)
{
    const auto *chat = dialog.findChild<QPlainTextEdit *>();
    return chat ? chat->toPlainText() : QString();
}

/// The guest ("Hei") joins the host's game of `game` over loopback with the host's code; true
/// once the guest plays.
inline bool joinOnLoopback(
    NetworkDialog &host, NetworkDialog &guest, GameName game = GameName::Xiangqi)
{
    const QString address = QStringLiteral("127.0.0.1:%1").arg(host.netGame()->listeningPort());
    guest.joinGame(QStringLiteral("Hei"), address, host.joinCode(), game);
    return QTest::qWaitFor(
        [&guest] { return guest.netGame()->session().state() == SessionState::Playing; }, Patience);
}

} // namespace netgametest
