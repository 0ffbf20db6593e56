#pragma once

// Xiangqi's record files: Open (from the dialog, Open Recent or a drop), Paste, Save, Save As,
// Copy, and the question whether a game in progress may be abandoned. Opening and pasting are one
// path: read the games, let the player pick one of a collection, ask before replacing the game
// shown, then show it. It also knows where the record shown came from, so where Save writes.

#include "app/xiangqi/gamesummary.h"
#include "app/xiangqi/recordorigin.h"

#include "records/records.h"

#include <QObject>

#include <functional>
#include <optional>
#include <utility>

class GameHost;
class GameMenus;
class SingleGame;

class RecordController : public QObject {
    Q_OBJECT

public:
    RecordController(SingleGame &game, GameMenus &menus, GameHost &host, QObject *parent);

    /// Where the record shown came from.
    const RecordOrigin &origin() const { return m_origin; }
    /// The record shown is in no file from now on (a new game).
    void forgetOrigin();
    /// The players of a game played here, written as its Red and Black tags when first saved
    /// unless the record has names; nullopt for a game played elsewhere.
    void setNewPlayers(std::optional<std::pair<QString, QString>> names);
    /// The record shown belongs to `origin` (a game brought back from the autosave).
    void setOrigin(const RecordOrigin &origin);
    /// A game played here and not over, with moves that are in no file.
    bool gameInProgress() const;
    /// The question every game asks before its game in progress is given up (BoardGameMode's).
    void setAbandonQuestion(std::function<bool()> ask) { m_askToAbandon = std::move(ask); }
    /// Whether replacing the game may go ahead: asks when a game in progress, or changes in no
    /// file, would be lost.
    bool confirmAbandon();

    /// A record from a file replaces the game (from a collection, the game the player picks). A
    /// file that cannot be read leaves the game as it was and says why.
    bool openRecord(const QString &path);
    /// A FEN, PGN or DhtmlXQ record from the clipboard replaces the game, as Open does.
    bool pasteRecord();
    /// Writes the record to `path` with its text in `encoding`; the file becomes the one Save
    /// writes to. A FEN file gets only the position shown, and the game stays unsaved.
    bool saveRecord(const QString &path, xq::TextEncoding encoding = xq::TextEncoding::Utf8);
    /// Game > Save: to the file the record came from, in its encoding; else as Save As. Returns
    /// whether the record was saved.
    bool save();
    /// Game > Save As: asks where and in which kind of file; false when cancelled or not saved.
    bool chooseRecordToSave();

signals:
    /// `record`, read from a file or the clipboard, is about to replace the game shown.
    void aboutToShowRecord(const xq::GameTree &record);
    /// The player agreed to abandon the game in progress (or the changes in no file).
    void abandoned();
    /// The record's file changed (opened, saved elsewhere, a new game).
    void originChanged();
    /// A passing message for the status bar.
    void message(const QString &text);
    /// The record read holds a position no game reaches (both generals in check): it is not
    /// shown as a game, but can be looked at and edited from `position`.
    void diagramRead(const xq::Board &position);

private:
    void connectMenus(GameMenus &menus);
    /// The one path of Open and Paste: the game to show of `read`, the question, the game shown.
    /// Returns the index shown, or nullopt when nothing changed.
    std::optional<std::size_t> showOneOf(GamesRead &read, const QString &title);
    /// The game to show of those read: the only one, or the one the player picks.
    std::optional<std::size_t> pickGame(const GamesRead &games, const QString &title);
    /// Writes the position shown to a FEN file, which cannot hold the game's moves.
    bool savePosition(const QString &path);
    void copyRecord(xq::RecordFormat format);
    /// Says what a lenient reading left out or repaired (a side line dropped, a bad byte).
    void reportReadWarnings(const xq::GameTree &game);
    void reportFailure(const QString &title, const QString &text);

    SingleGame &m_game;
    GameHost &m_host;
    RecordOrigin m_origin;
    std::optional<std::pair<QString, QString>> m_newPlayers;
    std::function<bool()> m_askToAbandon = [] { return true; };
};
