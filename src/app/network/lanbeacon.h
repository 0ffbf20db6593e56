#pragma once

// The host's announcement of its waiting game: a "beacon" datagram (docs/network.md) sent every
// second to the local network's broadcast addresses, or to the addresses a test gives.

#include "net/message.h"

#include <QHostAddress>
#include <QList>
#include <QObject>

class QTimer;
class QUdpSocket;

class LanBeacon : public QObject {
    Q_OBJECT

public:
    static constexpr quint16 DefaultPort = 47311;
    static constexpr int IntervalMs = 1000;

    explicit LanBeacon(QObject *parent = nullptr);

    /// Starts announcing `beacon` to `targets` (empty: every broadcast address of this
    /// machine's interfaces) on `port`; the first datagram goes out at once.
    void start(const xq::net::Message &beacon, QList<QHostAddress> targets = {},
        quint16 port = DefaultPort);
    void stop();
    bool isActive() const;

private:
    void send();

    QUdpSocket *m_socket;
    QTimer *m_timer;
    QByteArray m_datagram;
    QList<QHostAddress> m_targets;
    quint16 m_port = DefaultPort;
};
