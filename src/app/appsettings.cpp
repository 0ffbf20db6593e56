#include "app/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

#include <algorithm>

namespace {
constexpr int DefaultLevel = 2; // a friendly opponent for a first game
constexpr int DefaultAutoplayMs = 1000;
constexpr int DefaultMoveTimeMs = 3000; // as long as a player waits without getting restless

QString playerEngineKey(xq::Side side)
{
    return side == xq::Side::Red ? QStringLiteral("game/redEngine")
                                 : QStringLiteral("game/blackEngine");
}
} // namespace

AppSettings::AppSettings(std::unique_ptr<QSettings> store)
    : m_store(store ? std::move(store) : std::make_unique<QSettings>())
{
}

xq::Notation AppSettings::defaultNotation()
{
    return QLocale().language() == QLocale::Chinese ? xq::Notation::Chinese : xq::Notation::Wxf;
}

int AppSettings::level() const
{
    return m_store->value("game/level", DefaultLevel).toInt();
}

void AppSettings::setLevel(int level)
{
    m_store->setValue("game/level", level);
}

PlayMode AppSettings::playMode() const
{
    const int mode = m_store->value("game/playMode", 0).toInt();
    return mode >= 0 && mode <= 3 ? static_cast<PlayMode>(mode) : PlayMode::Red;
}

void AppSettings::setPlayMode(PlayMode mode)
{
    m_store->setValue("game/playMode", static_cast<int>(mode));
}

QString AppSettings::playerEngine(xq::Side side) const
{
    return m_store->value(playerEngineKey(side)).toString();
}

void AppSettings::setPlayerEngine(xq::Side side, const QString &command)
{
    m_store->setValue(playerEngineKey(side), command);
}

QString AppSettings::timeControl() const
{
    return m_store->value("game/timeControl").toString();
}

void AppSettings::setTimeControl(const QString &control)
{
    m_store->setValue("game/timeControl", control);
}

xq::Notation AppSettings::notation() const
{
    const int notation
        = m_store->value("view/notation", static_cast<int>(defaultNotation())).toInt();
    return notation >= 0 && notation <= 2 ? static_cast<xq::Notation>(notation) : defaultNotation();
}

void AppSettings::setNotation(xq::Notation notation)
{
    m_store->setValue("view/notation", static_cast<int>(notation));
}

bool AppSettings::showDestinations() const
{
    return m_store->value("view/destinations", true).toBool();
}

void AppSettings::setShowDestinations(bool show)
{
    m_store->setValue("view/destinations", show);
}

bool AppSettings::showCoordinates() const
{
    return m_store->value("view/coordinates", true).toBool();
}

void AppSettings::setShowCoordinates(bool show)
{
    m_store->setValue("view/coordinates", show);
}

int AppSettings::boardStyle() const
{
    return m_store->value("view/style", 0).toInt();
}

void AppSettings::setBoardStyle(int style)
{
    m_store->setValue("view/style", style);
}

bool AppSettings::sound() const
{
    return m_store->value("view/sound", true).toBool();
}

void AppSettings::setSound(bool on)
{
    m_store->setValue("view/sound", on);
}

int AppSettings::moveTimeMs() const
{
    const int ms = m_store->value("engine/moveTimeMs", DefaultMoveTimeMs).toInt();
    return ms > 0 ? ms : DefaultMoveTimeMs;
}

void AppSettings::setMoveTimeMs(int ms)
{
    m_store->setValue("engine/moveTimeMs", ms);
}

int AppSettings::hashMb() const
{
    return std::max(MinimumHashMb, m_store->value("engine/hashMb", DefaultHashMb).toInt());
}

void AppSettings::setHashMb(int megabytes)
{
    m_store->setValue("engine/hashMb", std::max(MinimumHashMb, megabytes));
}

int AppSettings::searchThreads() const
{
    return std::max(0, m_store->value("engine/threads", 0).toInt());
}

void AppSettings::setSearchThreads(int threads)
{
    m_store->setValue("engine/threads", std::max(0, threads));
}

QString AppSettings::autosavePath() const
{
    const QFileInfo settingsFile(m_store->fileName());
    return settingsFile.absoluteDir().filePath(QStringLiteral("xiangqi-autosave.txt"));
}

QString AppSettings::autosavePath(const QString &gameId) const
{
    const QFileInfo settingsFile(m_store->fileName());
    return settingsFile.absoluteDir().filePath(gameId + QStringLiteral("-autosave.txt"));
}

QVariant AppSettings::gameValue(
    const QString &gameId, const QString &key, const QVariant &fallback) const
{
    return m_store->value(gameId + u'/' + key, fallback);
}

void AppSettings::setGameValue(const QString &gameId, const QString &key, const QVariant &value)
{
    m_store->setValue(gameId + u'/' + key, value);
}

int AppSettings::autoplayMs() const
{
    const int ms = m_store->value("view/autoplayMs", DefaultAutoplayMs).toInt();
    return ms > 0 ? ms : DefaultAutoplayMs;
}

void AppSettings::setAutoplayMs(int ms)
{
    m_store->setValue("view/autoplayMs", ms);
}

QStringList AppSettings::recentFiles() const
{
    return m_store->value("records/recent").toStringList().mid(0, MaxRecentFiles);
}

void AppSettings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    m_store->setValue("records/recent", files.mid(0, MaxRecentFiles));
}

void AppSettings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_store->setValue("records/recent", files);
}

QString AppSettings::recordFolder() const
{
    const QString folder = m_store->value("records/folder").toString();
    if (!folder.isEmpty() && QFileInfo(folder).isDir()) {
        return folder;
    }
    // A fresh account may have no documents folder yet: a dialog there would open nowhere.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void AppSettings::setRecordFolder(const QString &folder)
{
    m_store->setValue("records/folder", folder);
}

QString AppSettings::activeGame() const
{
    return m_store->value("window/game").toString();
}

void AppSettings::setActiveGame(const QString &id)
{
    m_store->setValue("window/game", id);
}

QByteArray AppSettings::windowGeometry() const
{
    return m_store->value("window/geometry").toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_store->setValue("window/geometry", geometry);
}
