#include "app/puzzles/puzzleimporter.h"

#include <QFile>
#include <QThread>

#include <memory>
#include <optional>

PuzzleImporter::~PuzzleImporter()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool PuzzleImporter::start(const QString &path)
{
    if (m_thread) {
        return false;
    }
    // Written by the thread, read here once it has finished.
    auto result = std::make_shared<std::optional<xq::Result<puzzles::ImportedCollection>>>();
    const std::string file = QFile::encodeName(path).toStdString();
    m_thread = QThread::create([result, file] { *result = puzzles::importPuzzles(file); });
    connect(m_thread, &QThread::finished, this, [this, result, path] {
        m_thread->deleteLater();
        m_thread = nullptr;
        if (**result) {
            emit imported(path, ***result);
        } else {
            emit failed(path, QString::fromStdString((*result)->error()));
        }
    });
    m_thread->start();
    return true;
}
