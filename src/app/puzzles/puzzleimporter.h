#pragma once

// Record collections read as puzzles away from the window's thread (puzzles::importPuzzles):
// the engine may search a second or two for each position without a stored solution.

#include "puzzles/importpuzzles.h"

#include <QObject>
#include <QString>

class QThread;

class PuzzleImporter : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    /// Waits for an import under way.
    ~PuzzleImporter() override;

    bool isBusy() const { return m_thread != nullptr; }
    /// Starts reading `path` (a record file or a folder of them); false while one is under way.
    bool start(const QString &path);

signals:
    void imported(const QString &path, const puzzles::ImportedCollection &collection);
    void failed(const QString &path, const QString &why);

private:
    QThread *m_thread = nullptr;
};
