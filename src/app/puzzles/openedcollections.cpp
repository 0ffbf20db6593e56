#include "app/puzzles/openedcollections.h"

#include "app/appsettings.h"

#include "puzzles/puzzleset.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace {

const QString OpenedKey = QStringLiteral("opened");
const QString ImportedPrefix = QStringLiteral("imported:");

std::optional<std::vector<puzzles::Puzzle>> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    auto read = puzzles::readPuzzleSet(file.readAll().toStdString());
    if (!read || read->empty()) {
        return std::nullopt;
    }
    return std::move(*read);
}

} // namespace

OpenedCollections::OpenedCollections(AppSettings &settings, QString gameId)
    : m_settings(settings), m_gameId(std::move(gameId))
{
}

void OpenedCollections::rememberFile(const QString &path)
{
    remember(path);
}

void OpenedCollections::rememberImport(
    const QString &path, const std::vector<puzzles::Puzzle> &puzzles)
{
    const QString file = importFile(path);
    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile save(file);
    if (!save.open(QIODevice::WriteOnly)) {
        return; // not brought back next time; nothing is lost now
    }
    const std::string text
        = puzzles::writePuzzleSet(puzzles, "imported from " + path.toStdString());
    save.write(text.data(), qint64(text.size()));
    if (save.commit()) {
        remember(ImportedPrefix + path);
    }
}

std::vector<OpenedCollections::Reopened> OpenedCollections::reopen()
{
    std::vector<Reopened> reopened;
    for (const QString &key : keys()) {
        const bool imported = key.startsWith(ImportedPrefix);
        const QString path = imported ? key.mid(ImportedPrefix.size()) : key;
        auto puzzles = readFile(imported ? importFile(path) : path);
        if (!puzzles) {
            forget(key);
            continue;
        }
        reopened.push_back({ path, imported, std::move(*puzzles) });
    }
    return reopened;
}

QStringList OpenedCollections::keys() const
{
    return m_settings.gameValue(m_gameId, OpenedKey, {}).toStringList();
}

void OpenedCollections::remember(const QString &key)
{
    QStringList opened = keys();
    if (!opened.contains(key)) {
        opened << key;
        m_settings.setGameValue(m_gameId, OpenedKey, opened);
    }
}

void OpenedCollections::forget(const QString &key)
{
    QStringList opened = keys();
    opened.removeAll(key);
    m_settings.setGameValue(m_gameId, OpenedKey, opened);
}

QString OpenedCollections::importFile(const QString &key) const
{
    // Beside the settings, as the games in progress are; named by the records' path.
    const QString folder = QFileInfo(m_settings.autosavePath(m_gameId)).absolutePath();
    const QByteArray name
        = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex();
    return QDir(folder).filePath(QStringLiteral("imported-puzzles/") + QString::fromLatin1(name)
        + QStringLiteral(".puzzles"));
}
