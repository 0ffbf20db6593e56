#pragma once

// Game > Open, Save and Save As: whole records (variations, comments, tags, result) to and from
// PGN, XQF, DhtmlXQ (UBB) and FEN files, through the core's records API.

#include "core/gametree.h"
#include "core/notation.h"
#include "core/result.h"

#include <QString>

#include <optional>

class RecordFiles {
public:
    /// Writes `record` to `path`, in the format of its extension. Returns the error.
    static std::optional<QString> save(
        const xq::GameTree &record, const QString &path, xq::Notation notation);
    /// Reads the record in `path`.
    static xq::Result<xq::GameTree> load(const QString &path);
    /// The file dialog's filter: every format the records API reads.
    static QString fileFilter();
};
