#pragma once

// Xiangqi's game kept across runs: what the player played or edited goes to the autosave file (a
// move at once, typing and browsing once the player pauses), the game kept is offered back at the
// next start, and quitting asks before changes that no file holds are lost.

#include "app/appsettings.h"
#include "app/xiangqi/autosave.h"

#include <QObject>

#include <functional>
#include <optional>

class Prompter;
class QTimer;
class QWidget;
class RecordController;
class SingleGame;

class KeptGame : public QObject {
    Q_OBJECT

public:
    /// Keeps `game`, from `records`' file, in the autosave file at `path`; `playMode` says who
    /// plays it when it is saved.
    KeptGame(const QString &path, const SingleGame &game, const RecordController &records,
        std::function<PlayMode()> playMode);
    ~KeptGame() override; ///< what the player just typed or browsed to is not lost

    /// The game kept from the last run, if there is one worth offering.
    std::optional<SavedGame> load() const { return m_autoSave.load(); }
    /// The game kept was taken up: the game shown is the one in the autosave from now on.
    void takeUp() { m_owned = true; }
    /// The game kept is given up: it is not offered at the next start either.
    void clear();
    /// A record opened or pasted is shown: the game kept stays kept until this one is changed.
    void disown() { m_owned = false; }
    /// Keeps the game now when the player changed it.
    void save();
    /// Keeps it once the player pauses (typing a comment, stepping through moves).
    void saveSoon();
    /// Whether quitting may go on: the game kept, and the player asked when changes would be lost.
    bool confirmQuit(Prompter &prompter, QWidget *parent);

private:
    const SingleGame &m_game;
    const RecordController &m_records;
    std::function<PlayMode()> m_playMode;
    AutoSave m_autoSave;
    QTimer *m_delay; ///< a save put off until the player pauses
    /// The game shown is the one in the autosave (played or edited here), so its saves go there.
    bool m_owned = false;
};
