#include "app/network/netsavedgame.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

using namespace xq;
using namespace xq::net;

namespace {

QString dataPath(const QString &file)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + file;
}

} // namespace

QString NetSavedGame::snapshotPath()
{
    return dataPath(QStringLiteral("network-game.json"));
}

QString NetSavedGame::recordPath()
{
    return dataPath(QStringLiteral("network-game.pgn"));
}

std::optional<SessionSnapshot> NetSavedGame::load()
{
    QFile file(snapshotPath());
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    Result<SessionSnapshot> saved = SessionSnapshot::decode(file.readAll().trimmed().toStdString());
    if (!saved.ok()) {
        qWarning("%s: %s", qPrintable(snapshotPath()), saved.error().c_str());
        return std::nullopt;
    }
    return std::move(saved).value();
}

void NetSavedGame::forget()
{
    QFile::remove(snapshotPath());
}

int NetSavedGame::movesPlayed(const SessionSnapshot &saved)
{
    return static_cast<int>((saved.moves.size() + 1) / 2);
}
