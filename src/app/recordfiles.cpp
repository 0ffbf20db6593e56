#include "recordfiles.h"

#include "core/records.h"

#include <QCoreApplication>
#include <QFile>

std::optional<QString> RecordFiles::save(
    const xq::GameTree &record, const QString &path, xq::Notation notation)
{
    const auto error = xq::saveRecord(record, QFile::encodeName(path).toStdString(), { notation });
    if (error) {
        return QString::fromStdString(*error);
    }
    return std::nullopt;
}

xq::Result<xq::GameTree> RecordFiles::load(const QString &path)
{
    return xq::loadRecord(QFile::encodeName(path).toStdString());
}

QString RecordFiles::fileFilter()
{
    return QCoreApplication::translate(
        "RecordFiles", "Game records (*.pgn *.xqf *.ubb *.txt *.fen);;All files (*)");
}
