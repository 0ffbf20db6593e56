#pragma once

// Edit > Copy FEN, Copy PGN, Copy UBB and Paste: the position or the whole record as text on the
// system clipboard, and the games read back from pasted text (FEN, PGN or DhtmlXQ, recognised
// by the core's records API; PGN and DhtmlXQ text may hold several games).

#include "app/xiangqi/gamesummary.h"

#include "core/notation.h"
#include "core/result.h"
#include "records/gametree.h"
#include "records/records.h"

#include <QString>

#include <optional>

class RecordClipboard {
public:
    /// Puts the position's FEN on the clipboard.
    static void copyPosition(const xq::Board &board);
    /// Puts `record` on the clipboard as PGN or DhtmlXQ text. Returns the error.
    static std::optional<QString> copyRecord(
        const xq::GameTree &record, xq::RecordFormat format, xq::Notation notation);
    /// The games in the clipboard's text.
    static xq::Result<GamesRead> paste();
    /// The games in `text`, whichever of FEN, PGN or DhtmlXQ it is; fails when none reads.
    static xq::Result<GamesRead> read(const QString &text);
};
