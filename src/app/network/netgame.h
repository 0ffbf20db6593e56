#pragma once

// One side of a network game over TCP: the protocol session (xq::net::Session) on a socket.
// The host listens and seats the guest who knows the join code; the guest connects and, after a
// drop, reconnects (waiting longer after each failed attempt) and resumes until the time limit
// runs out. A timer drives the clocks, the keep-alive pings and the drop detection. The game is
// saved before anything is sent: as PGN, and as a snapshot from which a restarted program takes
// the game up again (resume()). The window reads the session's state and reacts to the
// signals; it never touches the socket.

#include "net/session.h"

#include <QAbstractSocket>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QTcpServer;
class QTcpSocket;
class QTimer;

class NetGame : public QObject {
    Q_OBJECT

public:
    static constexpr int PingIntervalMs = 2000;
    static constexpr int SilenceLimitMs = 8000; ///< no line for this long: the connection dropped
    static constexpr int ReconnectLimitMs = 120'000;
    /// The guest's first attempt after a drop is at once; the wait doubles after each one.
    static constexpr int ReconnectIntervalMs = 1000;
    static constexpr int MaxReconnectIntervalMs = 8000;
    /// While the clock runs the snapshot is written this often, so a crash costs little time.
    static constexpr int SnapshotIntervalMs = 5000;
    static constexpr quint16 DefaultPort = 47310;

    explicit NetGame(QObject *parent = nullptr);
    ~NetGame() override;

    /// Host: listens on `address`:`port` (0: any free port) for a guest with `joinCode` to play
    /// `game`.
    bool host(const QString &playerName, xq::Side side, xq::net::TimeControl control,
        const QString &joinCode, const QHostAddress &address = QHostAddress::Any,
        quint16 port = DefaultPort, const xq::net::GameKind &game = {});
    /// Guest: connects to the host and asks for the seat with `joinCode` in a game of `game`.
    void join(const QString &playerName, const QHostAddress &address, quint16 port,
        const QString &joinCode, xq::net::GameName game = xq::net::GameName::Xiangqi);
    /// Takes up a game saved before this program was closed or crashed: the host listens on
    /// its port again, the guest reconnects to the host; then the move lists are reconciled as
    /// after a dropped connection. False (with `why`) when it cannot be taken up.
    bool resume(const xq::net::SessionSnapshot &saved, QString *why = nullptr);
    /// Where the game is written after every move, in its game's record format: the path's
    /// suffix becomes the game's (.pgn, .psq, .ggf); empty: nowhere.
    void setAutosavePath(const QString &path) { m_autosavePath = path; }
    /// The file the game is autosaved in.
    QString autosavePath() const;
    /// Where the snapshot for resume() is written while the game can go on; removed once it
    /// is over. Empty: nowhere.
    void setSnapshotPath(const QString &path) { m_snapshotPath = path; }
    /// The game as resume() takes it up, with where the peer is.
    xq::net::SessionSnapshot snapshot() const;
    /// How long a paused game waits for the other side (ReconnectLimitMs; tests shorten it).
    void setReconnectLimitMs(std::int64_t ms) { m_reconnectLimitMs = ms; }
    /// Guest, paused: milliseconds to the next reconnection attempt (0 when none is planned).
    std::int64_t nextAttemptInMs() const;
    /// Paused: milliseconds left before this side gives up waiting.
    std::int64_t reconnectTimeLeftMs() const;

    /// A move as the protocol writes it ("h2e2", "h8", "f5", "pa").
    std::optional<xq::net::ErrorCode> play(const std::string &move);
    std::optional<xq::net::ErrorCode> offer(xq::net::OfferKind kind);
    std::optional<xq::net::ErrorCode> answer(bool accept);
    std::optional<xq::net::ErrorCode> resign();
    void chat(const QString &text);
    /// Ends the game's connection for good (the game stays in the autosave).
    void close();
    /// Breaks the connection as a network failure would (tests, and "Disconnect" for trying).
    void dropConnection();

    const xq::net::Session &session() const { return *m_session; }
    quint16 listeningPort() const;
    /// Milliseconds on this side's monotonic clock.
    std::int64_t now() const { return m_clock.elapsed(); }
    /// The game as its game's record (PGN, PSQ, GGF) with both players' names.
    QString record() const;

signals:
    /// Anything the session reported, in order; the window reads the session's state after it.
    void sessionEvent(const xq::net::SessionEvent &event);
    /// Connected, paused, resumed, closed: the window refreshes its status line.
    void connectionChanged();
    /// A second, for the clocks.
    void tick();
    /// The guest's first connection could not be made (no host there): `why` for the player.
    void connectFailed(QAbstractSocket::SocketError error, const QString &why);

private:
    void onNewConnection();
    void adopt(QTcpSocket *socket);
    void onReadyRead();
    void onDisconnected();
    void onTimer();
    void connectToHost();
    void flush();
    void lost();
    bool listen(const QHostAddress &address, quint16 port);
    void writeAutosave();
    void writeSnapshot();

    std::unique_ptr<xq::net::Session> m_session;
    QTcpServer *m_server = nullptr;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_timer;
    QElapsedTimer m_clock;
    QHostAddress m_hostAddress; ///< guest: the host's address; host: the one it listens on
    quint16 m_hostPort = 0; ///< guest: the host's port; host: the port it listens on
    std::int64_t m_lastHeard = 0;
    std::int64_t m_lastPing = 0;
    std::int64_t m_pausedSince = -1;
    std::int64_t m_lastAttempt = -1;
    std::int64_t m_retryDelay = ReconnectIntervalMs;
    std::int64_t m_reconnectLimitMs = ReconnectLimitMs;
    std::int64_t m_pings = 0;
    int m_autosavedPlies = -1;
    QString m_autosavePath;
    QString m_snapshotPath;
    QString m_snapshotKey; ///< what the last snapshot written held, to skip identical writes
    QString m_pendingCode; ///< guest: the code typed, sent once connected
    xq::net::GameName m_pendingGame = xq::net::GameName::Xiangqi; ///< guest: the game asked for
};
