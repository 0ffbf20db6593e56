#pragma once

// Game > Open, Save and Save As: whole records (variations, comments, tags, result) to and from
// PGN, XQF, DhtmlXQ (UBB) and FEN files, through the core's records API. A file may hold a
// collection of games; its text encoding is found so that Save can keep it.

#include "app/xiangqi/gamesummary.h"

#include "core/result.h"
#include "records/gametree.h"
#include "records/records.h"
#include "records/textencoding.h"

#include <QString>
#include <QStringList>

#include <optional>

class RecordFiles {
public:
    /// What a file holds: its games, and the encoding its text is in (UTF-8 for XQF).
    struct Contents {
        GamesRead games;
        xq::TextEncoding encoding = xq::TextEncoding::Utf8;
    };

    /// Writes `record` to `path`, in the format of its extension. Returns the error.
    static std::optional<QString> save(
        const xq::GameTree &record, const QString &path, const xq::WriteOptions &options);
    /// Every game in `path`; fails when the file cannot be read or none of its games can.
    static xq::Result<Contents> load(const QString &path);
    /// The Open dialog's filter for Xiangqi records: every format the records API reads.
    static QString openFilter();
    /// The kinds of file Save As offers; each writes its text in its own encoding.
    static QStringList saveFilters();
    /// The encoding written for the save filter at `index`.
    static xq::TextEncoding saveFilterEncoding(int index);
    /// The save filter that keeps `encoding`.
    static int saveFilterFor(xq::TextEncoding encoding);
    /// `path` as typed in Save As, with ".pgn" added when it names no record format.
    static QString withRecordExtension(const QString &path);
};
