#pragma once

// Game > Open and Save As: the game's record to and from PGN, XQF, DhtmlXQ (UBB) and FEN files,
// through the core's records API. Only the main line is taken from a file with variations.

#include "appsettings.h"
#include "autosave.h"

#include "core/result.h"

#include <QString>

class Game;

class RecordFiles {
public:
    /// Writes the game's record to `path`, in the format of its extension. Returns the error.
    static std::optional<QString> save(const Game &game, const QString &path, xq::Notation notation);
    /// Reads the start position and main line of the record in `path`.
    static xq::Result<SavedGame> load(const QString &path);
    /// The file dialog's filter: every format the records API reads.
    static QString fileFilter();
};
