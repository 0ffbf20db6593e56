#pragma once

// The questions and announcements the window puts to the player, behind one small interface so
// tests can answer them and see what was announced without a modal dialog blocking them.

#include "app/xiangqi/gamesummary.h"

#include <QRect>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class QWidget;

/// A file to write to, and which of the kinds of file offered was picked for it.
struct SaveFileChoice {
    QString path;
    int filter = 0; ///< index into the filters offered
};

/// What the player wants after a game has ended.
enum class ResultChoice { NewGame, Undo, Close };

class Prompter {
public:
    virtual ~Prompter() = default;
    /// A yes/no question; true for yes.
    virtual bool confirm(QWidget *parent, const QString &title, const QString &question);
    /// A yes/no question whose yes loses something (a game in progress): No is the default
    /// button, so Enter keeps what there is. True for yes.
    virtual bool confirmDiscard(QWidget *parent, const QString &title, const QString &question);
    /// The game's end in a dialog of its own (ResultDialog): `title` says who won and by how
    /// much, `text` more; the dialog leaves `keepClear` (global coordinates, the winning line;
    /// may be empty) in sight. Does not block: `choose` gets the player's answer later.
    virtual void gameResult(QWidget *parent, const QString &title, const QString &text,
        const QRect &keepClear, std::function<void(ResultChoice)> choose);
    /// Something asked for could not be done (a file that does not open). Does not block.
    virtual void failure(QWidget *parent, const QString &title, const QString &text);
    /// Help ▸ Rules of a game: `html` on a page headed `title`, with a Close button. Does not
    /// block.
    virtual void showRules(QWidget *parent, const QString &title, const QString &html);
    /// Help ▸ About: the program, its games and their engines (`html`). Does not block.
    virtual void about(QWidget *parent, const QString &title, const QString &html);
    /// The game to open from a collection: an index into `games`, nullopt when cancelled.
    virtual std::optional<int> chooseGame(
        QWidget *parent, const QString &title, const std::vector<GameSummary> &games);
    /// One of `items` (`current` preselected): its index, nullopt when cancelled.
    virtual std::optional<int> chooseItem(QWidget *parent, const QString &title,
        const QString &question, const QStringList &items, int current);
    /// The file to open, the dialog starting in `folder` and offering `filters`; empty when
    /// cancelled.
    virtual QString chooseOpenFile(
        QWidget *parent, const QString &title, const QString &folder, const QStringList &filters);
    /// Where to save: `suggested` and `filters[filter]` preselected; nullopt when cancelled.
    virtual std::optional<SaveFileChoice> chooseSaveFile(QWidget *parent, const QString &title,
        const QString &suggested, const QStringList &filters, int filter);
};
