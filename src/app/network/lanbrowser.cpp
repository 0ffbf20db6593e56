#include "app/network/lanbrowser.h"

#include <QNetworkDatagram>
#include <QTimer>
#include <QUdpSocket>

using namespace xq::net;

namespace {
constexpr qint64 MaxDatagramBytes = 2048;
}

LanBrowser::LanBrowser(QObject *parent)
    : QObject(parent), m_socket(new QUdpSocket(this)), m_timer(new QTimer(this))
{
    m_clock.start();
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &LanBrowser::forgetOld);
    connect(m_socket, &QUdpSocket::readyRead, this, &LanBrowser::onReadyRead);
}

bool LanBrowser::start(const QHostAddress &address, quint16 port)
{
    m_timer->start();
    return m_socket->bind(address, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
}

quint16 LanBrowser::port() const
{
    return m_socket->localPort();
}

void LanBrowser::onReadyRead()
{
    bool changed = false;
    while (m_socket->hasPendingDatagrams()) {
        const QNetworkDatagram datagram = m_socket->receiveDatagram(MaxDatagramBytes);
        const QByteArray bytes = datagram.data();
        const Decoded read = Message::decode(std::string_view(bytes.constData(), bytes.size()));
        if (!read.message || read.message->type != MessageType::Beacon
            || read.message->version != ProtocolVersion) {
            continue;
        }
        FoundGame found { datagram.senderAddress(), static_cast<quint16>(read.message->port),
            *read.message, m_clock.elapsed() };
        // One game heard on two ways (loopback and the LAN address of the same machine) has one
        // game id: it is listed once, under the address others can reach too.
        auto same = std::find_if(m_games.begin(), m_games.end(), [&](const FoundGame &game) {
            const bool sameGame
                = !found.beacon.gameId.empty() && game.beacon.gameId == found.beacon.gameId;
            return game.port == found.port && (sameGame || game.address.isEqual(found.address));
        });
        if (same == m_games.end()) {
            m_games.append(found);
            changed = true;
        } else {
            if (found.address.isLoopback() && !same->address.isLoopback()) {
                found.address = same->address;
            }
            changed = changed || same->beacon.encode() != found.beacon.encode()
                || !same->address.isEqual(found.address);
            *same = found;
        }
    }
    if (changed) {
        emit gamesChanged();
    }
}

void LanBrowser::forgetOld()
{
    const qint64 now = m_clock.elapsed();
    const auto removed = m_games.removeIf(
        [now](const FoundGame &game) { return now - game.lastHeardMs > ForgetAfterMs; });
    if (removed > 0) {
        emit gamesChanged();
    }
}
