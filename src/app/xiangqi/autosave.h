#pragma once

// The game in progress, written to a small file after every change, so quitting or a crash
// loses nothing; offered back at the next start. The file holds the play mode, the record's file
// (its path, encoding and number in a collection) and whether the game has changes in no file,
// the moves to the position shown and the whole record as PGN; it is written (and synced to disk)
// on a background thread: a slow disk never holds up the board.

#include "app/appsettings.h"
#include "app/xiangqi/recordorigin.h"

#include "records/gametree.h"

#include <QString>
#include <QThreadPool>

#include <optional>

class Game;

struct SavedGame {
    xq::GameTree tree;
    xq::NodeId node = xq::GameTree::Root; ///< the position that was shown
    PlayMode mode = PlayMode::Red;
    /// The file the game belongs to, so Save writes there again and the title names it.
    RecordOrigin origin;
    /// The game had changes that were in no file.
    bool modified = true;
};

class AutoSave {
public:
    explicit AutoSave(QString filePath);
    ~AutoSave(); ///< waits for the last write

    /// Whether save() keeps `game`: it has moves and is unfinished.
    static bool keeps(const Game &game);
    /// Saves an unfinished game with the file it belongs to; a finished or empty one removes the
    /// save instead.
    void save(const Game &game, PlayMode mode, const RecordOrigin &origin = {});
    /// The saved game, if there is one worth offering.
    std::optional<SavedGame> load() const;
    void clear();
    /// Blocks until every save asked for is on disk.
    void flush();

private:
    void write(QByteArray contents);

    QString m_path;
    /// What the file holds (or is about to): an unchanged game is not rewritten.
    std::optional<QByteArray> m_last;
    QThreadPool m_writer; ///< one thread, so the writes land in the order they were made
};
