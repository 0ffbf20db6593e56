#pragma once

// What the window's board games beside Xiangqi (Gomoku, Reversi) share as GameModes: a page and
// a status widget the game makes; Xiangqi's menu bar (Game, Difficulty, Play As, View) with the
// file commands, Open Recent, the play commands and the sound switch in the same places under the
// same keys; its settings group and autosave named by its id, the file it was opened from or
// saved to (with Save As, and remembered among the recent files), its sounds (the window's sound
// setting honoured), menus of checkable choices, and the end of a game announced in the result
// dialog with New Game and Undo.

#include "app/gamemode.h"
#include "app/playcommands.h"
#include "app/soundplayer.h"

#include <QActionGroup>
#include <QMenu>
#include <QPointer>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

class BoardGameMode : public GameMode {
    Q_OBJECT

public:
    /// `suffixes`: the extensions of the game's files, lower case without the dot, the one Save
    /// As proposes first.
    BoardGameMode(
        GameHost &host, const QString &id, const QStringList &suffixes, QObject *parent = nullptr);
    ~BoardGameMode() override;

    QString id() const final { return m_id; }
    QWidget *page() final { return m_page; }
    QList<QMenu *> menus() final { return m_menus; }
    QWidget *statusWidget() final { return m_statusWidget; }
    bool opensFile(const QString &path) const final;
    /// The kinds of file Save As writes are those Open reads.
    QStringList openFilters() const final { return saveFilters(); }
    /// The name of the game's file, without its folder.
    QString documentName() const final;

    /// Writes the game shown to `path` in the format its extension names; false on failure.
    virtual bool saveTo(const QString &path) = 0;
    /// Game ▸ Save As: asks where through the prompter, then saveTo().
    void saveAs();
    /// Game ▸ Save: to the file the game came from or was saved to; else as Save As.
    void save();
    /// Takes back the last move (for the computer's opponent, back to their own turn).
    virtual void undo() = 0;

protected:
    /// The file kinds Save As offers, in the order of the suffixes.
    virtual QStringList saveFilters() const = 0;

    /// The page the game builds its board and panels in.
    QWidget *pageWidget() const { return m_page; }
    /// The menus in the menu bar's order, as Xiangqi has them; the game fills them. Game holds
    /// Open, Open Recent, Save, Save As and the play commands already; View ends with Sound.
    QMenu *gameMenu() const { return m_menus.at(0); }
    QMenu *difficultyMenu() const { return m_menus.at(1); }
    QMenu *playAsMenu() const { return m_menus.at(2); }
    QMenu *viewMenu() const { return m_menus.at(3); }
    /// Undo, Redo, Hint and Move Now in the Game menu; the game connects and enables them.
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
    /// Plays `sound` unless the window's sound setting is off.
    void playSound(SoundPlayer::Sound sound);
    /// Adds Sound to the end of the View menu: the window's one sound switch, which every game
    /// honours. The game adds it once its own View items are in.
    void addSoundSwitch();
    /// The game's end: the game-over sound and the result dialog, whose New Game and Undo come
    /// back to newGame() and undo(); the dialog leaves `keepClear` (global coordinates: the
    /// winning line) in sight.
    void announceResult(const QString &title, const QString &text, const QRect &keepClear = {});

    /// Adds `choices` to `menu` as a group of checkable actions, `current` checked, each carrying
    /// its value (checkChoice() ticks another later); picking one calls `apply` with its value.
    template <typename Value>
    QActionGroup *addChoices(QMenu *menu, const QList<std::pair<QString, Value>> &choices,
        Value current, std::type_identity_t<std::function<void(Value)>> apply)
    {
        auto *group = new QActionGroup(menu);
        for (const auto &[text, value] : choices) {
            QAction *action = menu->addAction(text, this, [apply, value = value] { apply(value); });
            action->setCheckable(true);
            action->setChecked(value == current);
            action->setData(static_cast<int>(value));
            group->addAction(action);
        }
        return group;
    }

private:
    /// Open (every game's files, through the window), Open Recent, Save and Save As, with the
    /// keys of Xiangqi's (Ctrl+O, Ctrl+S, Ctrl+Shift+S).
    void addFileActions(QMenu *menu);

    QString m_id;
    QStringList m_suffixes;
    QPointer<QWidget> m_page; ///< the window takes it over; deleted here if it never did
    QList<QMenu *> m_menus;
    PlayCommands m_playCommands;
    QWidget *m_statusWidget = nullptr;
    SoundPlayer *m_sound;
    QString m_path;
};
