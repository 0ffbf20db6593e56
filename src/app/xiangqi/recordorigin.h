#pragma once

// Where the record shown came from, and so where Save writes it: its file, the file's text
// encoding (kept by Save), and for a game taken from a collection its number there. Such a game
// is never written over its collection: Save asks for a new file instead.

#include "records/textencoding.h"

#include <QCoreApplication>
#include <QString>

class RecordOrigin {
    Q_DECLARE_TR_FUNCTIONS(RecordOrigin)

public:
    /// A game in no file.
    RecordOrigin() = default;
    /// The file `path` holding this one game.
    RecordOrigin(QString path, xq::TextEncoding encoding);
    /// Game `number` (from 1) of the `count` games in the collection `path`.
    static RecordOrigin collection(QString path, xq::TextEncoding encoding, int number, int count);

    const QString &path() const { return m_path; }
    xq::TextEncoding encoding() const { return m_encoding; }
    bool isCollection() const { return m_number > 0; }
    /// The game's number in its collection (from 1), and how many games the collection holds.
    int number() const { return m_number; }
    int count() const { return m_count; }
    /// The file Save overwrites; empty when Save must ask where (no file, or a collection's game).
    QString savePath() const { return isCollection() ? QString() : m_path; }
    /// The window title's name: "game.pgn", "games.pgn, game 3 of 12"; empty for no file.
    QString displayName() const;
    /// Save As's proposal: the file itself, "games-3.pgn" beside a collection, else "game.pgn".
    QString suggestedSavePath() const;
    /// True when `path` names the collection this game came from.
    bool isCollectionFile(const QString &path) const;

private:
    QString m_path;
    xq::TextEncoding m_encoding = xq::TextEncoding::Utf8;
    int m_number = 0; ///< 0 for a file holding the game alone
    int m_count = 1;
};
