#pragma once

// The guest's list of games waiting on the local network: it listens for beacons, keeps each
// host it hears (by address and port) and forgets one not heard for a while. Datagrams that are
// not a beacon of this protocol version are ignored.

#include "net/message.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QList>
#include <QObject>

class QTimer;
class QUdpSocket;

struct FoundGame {
    QHostAddress address;
    quint16 port = 0;
    xq::net::Message beacon; ///< name, side (the guest's), time control, game id
    qint64 lastHeardMs = 0;
};

class LanBrowser : public QObject {
    Q_OBJECT

public:
    static constexpr int ForgetAfterMs = 5000;

    explicit LanBrowser(QObject *parent = nullptr);

    /// Listens on `address`:`port` (Any: the whole network); false if the port is not free.
    bool start(const QHostAddress &address = QHostAddress::AnyIPv4, quint16 port = 47311);
    const QList<FoundGame> &games() const { return m_games; }
    /// The port listened on (the one chosen when start() was given 0).
    quint16 port() const;

signals:
    void gamesChanged();

private:
    void onReadyRead();
    void forgetOld();

    QUdpSocket *m_socket;
    QTimer *m_timer;
    QElapsedTimer m_clock;
    QList<FoundGame> m_games;
};
