#pragma once

// The collections a player opened besides the built-in ones, brought back at the next start: a
// puzzle file by its path (read again, so an edited file shows its changes), records imported as
// puzzles by the puzzles made of them, kept in a file beside the settings (importing again would
// make the engine solve every position without a solution once more). A file gone or no longer
// readable is forgotten without a word.

#include "puzzles/puzzle.h"

#include <QString>

#include <vector>

class AppSettings;

class OpenedCollections {
public:
    /// The collections of the window's game `gameId` (its settings group).
    OpenedCollections(AppSettings &settings, QString gameId);

    struct Reopened {
        QString key; ///< the puzzle file's or the records' absolute path
        bool imported = false;
        std::vector<puzzles::Puzzle> puzzles;
    };

    void rememberFile(const QString &path);
    void rememberImport(const QString &path, const std::vector<puzzles::Puzzle> &puzzles);
    /// Those that still read, in the order they were first opened.
    std::vector<Reopened> reopen();

private:
    QStringList keys() const;
    void remember(const QString &key);
    void forget(const QString &key);
    /// Where the puzzles imported from `key` are kept.
    QString importFile(const QString &key) const;

    AppSettings &m_settings;
    QString m_gameId;
};
