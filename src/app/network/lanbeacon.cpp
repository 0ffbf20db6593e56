#include "app/network/lanbeacon.h"

#include <QNetworkInterface>
#include <QTimer>
#include <QUdpSocket>

LanBeacon::LanBeacon(QObject *parent)
    : QObject(parent), m_socket(new QUdpSocket(this)), m_timer(new QTimer(this))
{
    m_timer->setInterval(IntervalMs);
    connect(m_timer, &QTimer::timeout, this, &LanBeacon::send);
}

void LanBeacon::start(const xq::net::Message &beacon, QList<QHostAddress> targets, quint16 port)
{
    m_datagram = QByteArray::fromStdString(beacon.encode());
    m_port = port;
    m_targets = std::move(targets);
    if (m_targets.isEmpty()) {
        for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
            for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
                if (!entry.broadcast().isNull()) {
                    m_targets.append(entry.broadcast());
                }
            }
        }
    }
    send();
    m_timer->start();
}

void LanBeacon::stop()
{
    m_timer->stop();
}

bool LanBeacon::isActive() const
{
    return m_timer->isActive();
}

void LanBeacon::send()
{
    for (const QHostAddress &target : std::as_const(m_targets)) {
        m_socket->writeDatagram(m_datagram, target, m_port);
    }
}
