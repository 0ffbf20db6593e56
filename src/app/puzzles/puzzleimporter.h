#pragma once

// Record collections read as puzzles away from the window's thread (puzzles::importPuzzles, on a
// WorkerThread): the engine may search a second or two for each position without a stored
// solution.

#include "app/workerthread.h"

#include "puzzles/importpuzzles.h"

#include <QObject>
#include <QString>

class PuzzleImporter : public QObject {
    Q_OBJECT

public:
    explicit PuzzleImporter(QObject *parent = nullptr);

    bool isBusy() const { return m_worker.isBusy(); }
    /// Starts reading `path` (a record file or a folder of them); false while one is under way.
    bool start(const QString &path);

signals:
    void imported(const QString &path, const puzzles::ImportedCollection &collection);
    void failed(const QString &path, const QString &why);

private:
    WorkerThread m_worker; ///< waits for an import under way when the importer goes
};
