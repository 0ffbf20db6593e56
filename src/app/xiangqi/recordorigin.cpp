#include "app/xiangqi/recordorigin.h"

#include <QDir>
#include <QFileInfo>

RecordOrigin::RecordOrigin(QString path, xq::TextEncoding encoding)
    : m_path(std::move(path)), m_encoding(encoding)
{
}

RecordOrigin RecordOrigin::collection(
    QString path, xq::TextEncoding encoding, int number, int count)
{
    RecordOrigin origin(std::move(path), encoding);
    origin.m_number = number;
    origin.m_count = count;
    return origin;
}

QString RecordOrigin::displayName() const
{
    if (m_path.isEmpty()) {
        return {};
    }
    const QString name = QFileInfo(m_path).fileName();
    return isCollection()
        ? tr("%1, game %2 of %3").arg(name, QString::number(m_number), QString::number(m_count))
        : name;
}

QString RecordOrigin::suggestedSavePath() const
{
    if (m_path.isEmpty()) {
        return tr("game") + QStringLiteral(".pgn");
    }
    if (!isCollection()) {
        return m_path;
    }
    const QFileInfo file(m_path);
    return file.dir().filePath(
        QStringLiteral("%1-%2.%3")
            .arg(file.completeBaseName(), QString::number(m_number), file.suffix()));
}

bool RecordOrigin::isCollectionFile(const QString &path) const
{
    // Canonical paths, so another spelling of the same file (a link, "..") is caught too.
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return isCollection() && !canonical.isEmpty()
        && canonical == QFileInfo(m_path).canonicalFilePath();
}
