#include "app/puzzles/puzzleimporter.h"

#include <QFile>

PuzzleImporter::PuzzleImporter(QObject *parent)
    : QObject(parent), m_worker(QStringLiteral("puzzle import"))
{
}

bool PuzzleImporter::start(const QString &path)
{
    if (isBusy()) {
        return false;
    }
    const std::string file = QFile::encodeName(path).toStdString();
    m_worker.run([this, file, path](quint64) {
        xq::Result<puzzles::ImportedCollection> result = puzzles::importPuzzles(file);
        return WorkerThread::Answer([this, result = std::move(result), path] {
            if (result) {
                emit imported(path, *result);
            } else {
                emit failed(path, QString::fromStdString(result.error()));
            }
        });
    });
    return true;
}
