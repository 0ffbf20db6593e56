#pragma once

// Edit > Copy FEN, Copy PGN, Copy UBB and Paste: the position or the whole record as text on the
// system clipboard, and a record read back from pasted text (FEN, PGN or DhtmlXQ, recognised
// by the core's records API).

#include "core/gametree.h"
#include "core/notation.h"
#include "core/records.h"
#include "core/result.h"

#include <QString>

#include <optional>

class RecordClipboard {
public:
    /// Puts the position's FEN on the clipboard.
    static void copyPosition(const xq::Board &board);
    /// Puts `record` on the clipboard as PGN or DhtmlXQ text. Returns the error.
    static std::optional<QString> copyRecord(
        const xq::GameTree &record, xq::RecordFormat format, xq::Notation notation);
    /// The record in the clipboard's text.
    static xq::Result<xq::GameTree> paste();
    /// The record in `text`, whichever of FEN, PGN or DhtmlXQ it is.
    static xq::Result<xq::GameTree> read(const QString &text);
};
