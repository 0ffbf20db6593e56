#pragma once

// What the window's board games (Xiangqi, Gomoku, Reversi) share as GameModes: a page and a status
// widget the game makes; one menu bar (Game, Difficulty, Play As, View, and any menu of the game's
// own between or after them, such as Edit with Copy Game and Paste Game) with the file commands
// (Open, Open Recent, Save, Save As), network play (Network…), the play commands (Undo, Redo, Hint,
// Move Now, wired to the game's own) and the sound switch in the same places under the same keys;
// its settings group and autosave named by its id, the file it was opened from or saved to (with
// Save As, and remembered among the recent files), its sounds (the window's sound setting
// honoured), and the end of a game announced in the result dialog with New Game and Undo. Its
// Difficulty and Play As items come from menuchoices.h.

#include "app/gamemode.h"
#include "app/playcommands.h"
#include "app/ruleshelp.h"
#include "app/soundplayer.h"

#include <QMenu>
#include <QPointer>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <optional>
#include <string>

/// The file commands of every game's Game menu.
struct FileCommands {
    QAction *open;
    QAction *save;
    QAction *saveAs;
};

class BoardGameMode : public GameMode {
    Q_OBJECT

public:
    /// `suffixes`: the extensions of the game's files, lower case without the dot, the one Save
    /// As proposes first.
    BoardGameMode(
        GameHost &host, const QString &id, const QStringList &suffixes, QObject *parent = nullptr);
    ~BoardGameMode() override;

    QString id() const final { return m_id; }
    /// The game's name in a sentence ("Gomoku"); displayName() is its menu entry.
    virtual QString gameName() const = 0;
    QWidget *page() final { return m_page; }
    QList<QMenu *> menus() final { return m_menus; }
    QWidget *statusWidget() final { return m_statusWidget; }
    /// By the file's extension, among the suffixes.
    bool opensFile(const QString &path) const override;
    /// The kinds of file Save As writes are those Open reads.
    QStringList openFilters() const override { return saveFilters(); }
    /// The name of the game's file, without its folder.
    QString documentName() const override;
    /// Shown again: the sound switch shows the setting another game may have changed.
    void setActive(bool active) override;
    /// Help ▸ Rules of the game (F1), the same item in every game: rulesText() on a page.
    QList<QAction *> helpActions() final;

    /// Writes the game shown to `path` in the format its extension names; false on failure.
    virtual bool saveTo(const QString &path) = 0;
    /// Game ▸ Save As: asks where through the prompter, then saveTo().
    virtual void saveAs();
    /// Game ▸ Save: to the file the game came from or was saved to; else as Save As.
    virtual void save();
    /// Game ▸ Undo: takes back the last move (for the computer's opponent, back to their own
    /// turn); also the result dialog's Undo.
    virtual void undo() = 0;
    /// Game ▸ Redo, Hint and Move Now (the computer plays the best move it has found so far).
    virtual void redo() = 0;
    virtual void hint() = 0;
    virtual void moveNow() = 0;

protected:
    /// The file kinds Save As offers, in the order of the suffixes.
    virtual QStringList saveFilters() const = 0;
    /// `moves` moves as the game's players count and say them: "12 moves" (in Chinese 12 回合 for
    /// Xiangqi's moves of each side, 12 手 for Gomoku's stones and Reversi's discs).
    virtual QString countedMoves(int moves) const = 0;
    /// The game's rules for Help (HTML, in the player's language).
    virtual QString rulesText() const = 0;
    /// Whether a game is under way that a new game or a file opened would give up.
    virtual bool hasGameInProgress() const = 0;
    /// Before a new game or a file takes the place of the game shown: asks askToAbandon() if a
    /// game is in progress; true when there is nothing to lose or the player agreed.
    bool confirmAbandon();
    /// The one question of every game, headed as the command New Game: "Abandon the Gomoku game
    /// in progress?", No by default; true for Yes.
    bool askToAbandon();
    /// At the start, the unfinished game of `moves` moves (as the game's players count them)
    /// kept from the last run: whether to continue it, in the same words in every game.
    bool askToContinue(int moves);

    /// The page the game builds its board and panels in.
    QWidget *pageWidget() const { return m_page; }
    /// The menus every game has, in the menu bar's order; the game fills them. Game holds the
    /// file and the play commands already; View ends with Sound once addSoundSwitch() is called.
    QMenu *gameMenu() const { return m_gameMenu; }
    QMenu *difficultyMenu() const { return m_difficultyMenu; }
    QMenu *playAsMenu() const { return m_playAsMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    /// Puts a menu of the game's own in the menu bar, before `before` (at the end for nullptr).
    void insertMenu(QMenu *menu, QMenu *before = nullptr);
    /// Edit after Game, for a game whose records are text, with Xiangqi's keys: Copy Game
    /// (Ctrl+C) puts `record()`, the game shown as a record, on the clipboard; Paste Game
    /// (Ctrl+V) gives the clipboard's text to `open`, which opens it as Open opens a file (its
    /// questions asked, the game shown kept when it fails). An empty clipboard is told.
    void addEditMenu(
        std::function<std::string()> record, std::function<void(const std::string &)> open);
    /// Open, Save and Save As in the Game menu, wired to the window's Open and to save() and
    /// saveAs().
    const FileCommands &fileCommands() const { return m_fileCommands; }
    /// Undo, Redo, Hint and Move Now in the Game menu, wired to undo(), redo(), hint() and
    /// moveNow(); the game enables them.
    const PlayCommands &playCommands() const { return m_playCommands; }
    void setStatusWidget(QWidget *widget) { m_statusWidget = widget; }
    QString path() const { return m_path; }
    /// The file the game came from or was saved to (empty: none), put first among the recent
    /// files.
    void setPath(const QString &path);
    /// The suffix of `path` in lower case.
    static QString suffixOf(const QString &path);
    /// The bytes of the file at `path`, nullopt (and why in `error`) when it cannot be read.
    static std::optional<QByteArray> readFile(const QString &path, QString *error = nullptr);

    /// A setting in the game's own group.
    QVariant setting(const QString &key, const QVariant &fallback) const;
    void setSetting(const QString &key, const QVariant &value);
    /// Adds a checkable item to the View menu, remembered in the game's settings under `key`
    /// (`fallback` until first changed); `apply` takes the choice up now and at each change.
    QAction *addViewSwitch(const QString &text, const QKeySequence &keys, const QString &key,
        bool fallback, const std::function<void(bool)> &apply);
    /// The computer's time a move in this game, as Difficulty ▸ Time per Move chose it (1 s until
    /// then).
    int moveTimeMs() const;
    /// Adds Time per Move to the Difficulty menu, after the levels: the choice is remembered in
    /// the game's settings and `apply` takes it up.
    void addMoveTimeChoices(const std::function<void(int)> &apply);
    /// The threads the computer searches on at full strength: every core, as many as the engine
    /// threads setting (shared with Xiangqi's; 0 means one a core) allows.
    int fullStrengthThreads() const;
    /// Plays `sound` unless the window's sound setting is off.
    void playSound(SoundPlayer::Sound sound);
    /// Adds Sound to the end of the View menu: the window's one sound switch, which every game
    /// honours. The game adds it once its own View items are in.
    QAction *addSoundSwitch();
    /// The game's end: the game-over sound and the result dialog, whose New Game and Undo come
    /// back to newGame() and undo(); the dialog leaves `keepClear` (global coordinates: the
    /// winning line, or the board's whole final position) in sight.
    void announceResult(const QString &title, const QString &text, const QRect &keepClear);
    /// Where `widget` stands on the screen, for announceResult to keep clear of.
    static QRect screenArea(const QWidget &widget);

private:
    /// Open (every game's files, through the window), Open Recent, Save and Save As, with
    /// Xiangqi's keys (Ctrl+O, Ctrl+S, Ctrl+Shift+S).
    void addFileCommands();
    /// Network…: a game of this kind against someone on the network, in a window of its own.
    void addNetworkCommand();
    /// Undo, Redo, Hint and Move Now, wired to the game's.
    void addPlayCommands();

    QString m_id;
    QStringList m_suffixes;
    QPointer<QWidget> m_page; ///< the window takes it over; deleted here if it never did
    QMenu *m_gameMenu;
    QMenu *m_difficultyMenu;
    QMenu *m_playAsMenu;
    QMenu *m_viewMenu;
    QList<QMenu *> m_menus;
    FileCommands m_fileCommands {};
    PlayCommands m_playCommands {};
    QAction *m_soundSwitch = nullptr;
    RulesHelp *m_rules;
    QWidget *m_statusWidget = nullptr;
    SoundPlayer *m_sound;
    QString m_path;
};
