#include "app/network/netgame.h"

#include "app/network/netrecord.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <random>

using namespace xq;
using namespace xq::net;

namespace {

QString randomGameId()
{
    std::random_device device;
    return QString::number(std::uniform_int_distribution<quint64>()(device), 16);
}

} // namespace

NetGame::NetGame(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_clock.start();
    m_timer->setInterval(200);
    connect(m_timer, &QTimer::timeout, this, &NetGame::onTimer);
}

NetGame::~NetGame() = default;

bool NetGame::host(const QString &playerName, Side side, TimeControl control,
    const QString &joinCode, const QHostAddress &address, quint16 port, const GameKind &game)
{
    m_session = std::make_unique<Session>(Role::Host, playerName.toStdString());
    m_session->host(side, control, joinCode.toStdString(), randomGameId().toStdString(), game);
    return listen(address, port);
}

bool NetGame::listen(const QHostAddress &address, quint16 port)
{
    m_hostAddress = address;
    m_server = new QTcpServer(this);
    connect(m_server, &QTcpServer::newConnection, this, &NetGame::onNewConnection);
    if (!m_server->listen(address, port)) {
        return false;
    }
    m_hostPort = m_server->serverPort(); // kept for the snapshot once the server has closed
    m_timer->start();
    return true;
}

bool NetGame::resume(const SessionSnapshot &saved, QString *why)
{
    m_session = std::make_unique<Session>(saved.role, saved.name);
    if (m_session->restore(saved)) {
        if (why) {
            *why = tr("the saved moves are not a legal game");
        }
        return false;
    }
    m_pausedSince = now();
    m_hostPort = static_cast<quint16>(saved.port);
    m_hostAddress = saved.address.empty() ? QHostAddress(QHostAddress::Any)
                                          : QHostAddress(QString::fromStdString(saved.address));
    if (saved.role == Role::Host) {
        if (!listen(m_hostAddress, m_hostPort)) {
            if (why) {
                *why = tr("port %1 is in use").arg(m_hostPort);
            }
            return false;
        }
    } else {
        m_timer->start();
        connectToHost();
    }
    emit connectionChanged();
    return true;
}

void NetGame::join(const QString &playerName, const QHostAddress &address, quint16 port,
    const QString &joinCode, GameName game)
{
    m_pendingGame = game;
    m_session = std::make_unique<Session>(Role::Guest, playerName.toStdString());
    m_hostAddress = address;
    m_hostPort = port;
    m_pendingCode = joinCode;
    m_timer->start();
    connectToHost();
}

quint16 NetGame::listeningPort() const
{
    return m_server ? m_server->serverPort() : 0;
}

void NetGame::connectToHost()
{
    m_lastAttempt = now();
    auto *socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        adopt(socket);
        if (m_session->state() == SessionState::Idle) {
            m_session->join(m_pendingCode.toStdString(), m_pendingGame);
        } else {
            m_session->resume();
        }
        flush();
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        if (m_session->state() == SessionState::Idle) {
            emit connectFailed(socket->error(), socket->errorString());
        }
        socket->deleteLater();
    });
    socket->connectToHost(m_hostAddress, m_hostPort);
}

void NetGame::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        if (m_session->state() == SessionState::Playing && m_socket) {
            // The seat is taken: the session answers the newcomer's hello with seat-taken
            // without touching the game, on this socket only.
            SessionOutbox refusal;
            refusal.refuseHello(ErrorCode::SeatTaken, "the game already has two players");
            socket->write(QByteArray::fromStdString(refusal.takeLines().front()));
            socket->disconnectFromHost();
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            continue;
        }
        if (m_socket) {
            m_socket->disconnect(this);
            m_socket->abort();
            m_socket->deleteLater();
        }
        adopt(socket);
    }
}

void NetGame::adopt(QTcpSocket *socket)
{
    m_socket = socket;
    m_lastHeard = now();
    connect(socket, &QTcpSocket::readyRead, this, &NetGame::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, &NetGame::onDisconnected);
}

void NetGame::onReadyRead()
{
    auto *socket = qobject_cast<QTcpSocket *>(sender());
    if (socket != m_socket) {
        return;
    }
    m_lastHeard = now();
    const QByteArray bytes = socket->readAll();
    m_session->receiveBytes(std::string_view(bytes.constData(), bytes.size()), now());
    flush();
}

void NetGame::flush()
{
    // Saved before sent: a move the peer has is never missing here after a crash.
    writeAutosave();
    writeSnapshot();
    if (m_socket) {
        for (const std::string &line : m_session->takeOutgoing()) {
            m_socket->write(line.data(), static_cast<qint64>(line.size()));
        }
    }
    bool refusedHello = false;
    for (const SessionEvent &event : m_session->takeEvents()) {
        refusedHello = refusedHello
            || (event.kind == SessionEvent::Kind::InputRefused
                && m_session->state() == SessionState::Waiting && m_session->role() == Role::Host);
        emit sessionEvent(event);
    }
    if (refusedHello && m_socket) {
        // A refused hello costs the stranger the connection; the host keeps waiting.
        QTcpSocket *socket = std::exchange(m_socket, nullptr);
        socket->disconnect(this);
        socket->disconnectFromHost();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
    if (m_session->state() == SessionState::Closed && m_socket) {
        m_socket->disconnectFromHost();
    }
    emit connectionChanged();
}

void NetGame::onDisconnected()
{
    auto *socket = qobject_cast<QTcpSocket *>(sender());
    if (socket == m_socket) {
        lost();
    }
}

void NetGame::lost()
{
    if (m_socket) {
        QTcpSocket *socket = std::exchange(m_socket, nullptr);
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    m_session->connectionLost(now());
    if (m_session->state() == SessionState::Paused && m_pausedSince < 0) {
        m_pausedSince = now();
    }
    flush();
}

void NetGame::dropConnection()
{
    if (m_socket) {
        lost();
    }
}

void NetGame::onTimer()
{
    const std::int64_t t = now();
    const SessionState state = m_session->state();
    if (state == SessionState::Playing || state == SessionState::Over) {
        m_pausedSince = -1;
        m_retryDelay = ReconnectIntervalMs;
        if (m_socket && t - m_lastHeard > SilenceLimitMs) {
            lost();
            return;
        }
        if (t - m_lastPing >= PingIntervalMs) {
            m_lastPing = t;
            m_session->ping(++m_pings);
        }
        m_session->tick(t);
        flush();
    } else if (state == SessionState::Paused) {
        if (m_pausedSince >= 0 && t - m_pausedSince > m_reconnectLimitMs) {
            close(); // the port is free again, for taking the game up later
            flush();
        } else if (m_session->role() == Role::Guest && !m_socket
            && t - m_lastAttempt >= m_retryDelay) {
            // A host that is restarting, or a network that is down, is not asked every second
            // for two minutes.
            m_retryDelay = std::min<std::int64_t>(m_retryDelay * 2, MaxReconnectIntervalMs);
            connectToHost();
        }
    }
    emit tick();
}

std::optional<ErrorCode> NetGame::play(const std::string &move)
{
    const auto why = m_session->play(move, now());
    flush();
    return why;
}

std::optional<ErrorCode> NetGame::offer(OfferKind kind)
{
    const auto why = m_session->offer(kind);
    flush();
    return why;
}

std::optional<ErrorCode> NetGame::answer(bool accept)
{
    const auto why = m_session->answer(accept, now());
    flush();
    return why;
}

std::optional<ErrorCode> NetGame::resign()
{
    const auto why = m_session->resign(now());
    flush();
    return why;
}

void NetGame::chat(const QString &text)
{
    m_session->chat(text.toStdString());
    flush();
}

void NetGame::close()
{
    m_timer->stop();
    if (m_session) {
        m_session->close();
    }
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->disconnectFromHost();
        m_socket = nullptr;
    }
    if (m_server) {
        m_server->close();
    }
    emit connectionChanged();
}

QString NetGame::record() const
{
    return QString::fromStdString(netRecord(*m_session));
}

QString NetGame::autosavePath() const
{
    if (m_autosavePath.isEmpty() || !m_session) {
        return m_autosavePath;
    }
    const QFileInfo file(m_autosavePath);
    return file.path() + QLatin1Char('/') + file.completeBaseName() + QLatin1Char('.')
        + QString::fromLatin1(netRecordSuffix(m_session->game().name).data());
}

std::int64_t NetGame::nextAttemptInMs() const
{
    const bool retrying = m_session && m_session->role() == Role::Guest
        && m_session->state() == SessionState::Paused && !m_socket;
    return retrying ? std::max<std::int64_t>(0, m_lastAttempt + m_retryDelay - now()) : 0;
}

std::int64_t NetGame::reconnectTimeLeftMs() const
{
    return m_pausedSince < 0
        ? 0
        : std::max<std::int64_t>(0, m_pausedSince + m_reconnectLimitMs - now());
}

SessionSnapshot NetGame::snapshot() const
{
    SessionSnapshot s = m_session->snapshot(now());
    const bool any = m_hostAddress == QHostAddress(QHostAddress::Any);
    s.address
        = any || m_hostAddress.isNull() ? std::string() : m_hostAddress.toString().toStdString();
    s.port = m_hostPort;
    return s;
}

void NetGame::writeSnapshot()
{
    if (m_snapshotPath.isEmpty() || !m_session || m_session->peerName().empty()) {
        return; // no game has started: nothing to take up again
    }
    if (m_session->end()) {
        QFile::remove(m_snapshotPath);
        return;
    }
    const bool running = m_session->clock().running();
    const QString key = QStringLiteral("%1 %2 %3 %4")
                            .arg(m_session->rules().ply())
                            .arg(m_session->chatLog().size())
                            .arg(static_cast<int>(m_session->state()))
                            .arg(running ? now() / SnapshotIntervalMs : -1);
    if (key == m_snapshotKey) {
        return;
    }
    QSaveFile file(m_snapshotPath);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::fromStdString(snapshot().encode() + '\n'));
        if (file.commit()) {
            m_snapshotKey = key;
        }
    }
}

void NetGame::writeAutosave()
{
    const int plies = m_session->rules().ply() + (m_session->end() ? 1000 : 0);
    if (m_autosavePath.isEmpty() || plies == m_autosavedPlies || plies == 0) {
        return;
    }
    QSaveFile file(autosavePath());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(record().toUtf8());
        if (file.commit()) {
            m_autosavedPlies = plies;
        }
    }
}
