#pragma once

// The seam through which the window hosts more than one game: Xiangqi, Gomoku, Reversi.
//
// The window knows a game only through this interface. A game brings its own page (the board and
// its panels), its own menus and its own words for the status bar; the window shows the page of
// the game being played, puts that game's menus in the menu bar and takes the others' out (so
// their shortcuts sleep), names the game and its file in the title, routes opened and dropped
// files to the game that reads them, and asks every game before it quits. Each game keeps its
// own game in progress while another is shown.
//
// Adding a game is one folder, src/app/<game>/, with a GameMode of its own, and one line in
// gamemodes.cpp. Nothing else in the window names a game.

#include <QList>
#include <QObject>
#include <QString>

class AppSettings;
class Prompter;
class QAction;
class QMenu;
class QWidget;

/// What the window lends every game: its settings, its dialogs and itself as their parent.
class GameHost {
public:
    virtual ~GameHost() = default;
    virtual AppSettings &settings() = 0;
    /// The window's questions and announcements; tests replace it, so ask for it every time.
    virtual Prompter &prompter() = 0;
    /// The parent of the game's dialogs.
    virtual QWidget *dialogParent() = 0;
    /// Game ▸ Open of any game: offers the files of every game and opens the one chosen in the
    /// game that reads it.
    virtual void chooseFileToOpen() = 0;
    /// Game ▸ Open Recent of every game: the files opened or saved lately in any game, each
    /// opened in the game that reads it.
    virtual QMenu *recentFilesMenu() = 0;
    /// A file was opened or saved: it goes first among the recent files.
    virtual void rememberFile(const QString &path) = 0;
};

class GameMode : public QObject {
    Q_OBJECT

public:
    explicit GameMode(GameHost &host, QObject *parent = nullptr) : QObject(parent), m_host(host) { }

    /// A key that never changes, for settings groups and autosave files ("xiangqi", "gomoku").
    virtual QString id() const = 0;
    /// The game's name in the player's language, for Game ▸ New and the title.
    virtual QString displayName() const = 0;
    /// The board and its panels, made once; the window reparents it into its stack of pages.
    virtual QWidget *page() = 0;
    /// The menus that go with the game while it is played, in menu-bar order. The first one is
    /// the game's own Game menu: the window puts its New submenu at the top of it and Quit at the
    /// bottom.
    virtual QList<QMenu *> menus() = 0;
    /// What Help ▸ About says of the game (HTML): what it is and the computer it plays against;
    /// empty for a page that says nothing there.
    virtual QString aboutText() const { return {}; }
    /// What the game adds to Help, above About (its rules).
    virtual QList<QAction *> helpActions() { return {}; }
    /// What the game keeps at the right of the status bar while it is played (the computer's
    /// thinking and a Move Now button); none by default.
    virtual QWidget *statusWidget() { return nullptr; }

    /// Game ▸ New ▸ this game, or Ctrl+N while it is played: a new game as the settings say,
    /// after asking whether a game in progress may be abandoned.
    virtual void newGame() = 0;
    /// Whether `path` names a file of this game (by its extension), so opening or dropping it
    /// comes here.
    virtual bool opensFile(const QString &path) const = 0;
    /// The kinds of file the game reads, for the Open dialog ("Gomoku games (*.psq *.gomoku)").
    virtual QStringList openFilters() const = 0;
    /// Opens a game file; one that cannot be read leaves the game as it was, says why and
    /// returns false.
    virtual bool openFile(const QString &path) = 0;
    /// Offers back the game kept from the last run; returns whether one was restored.
    virtual bool offerAutosave() = 0;
    /// Before the window closes: keeps the game in progress, asks about unsaved work; false
    /// when the player chose to stay.
    virtual bool prepareToQuit() = 0;
    /// The window starts or stops showing this game (a game may pause its computer player).
    virtual void setActive(bool active) { Q_UNUSED(active); }

    /// The file of the game shown, for the title; empty for a game in no file.
    virtual QString documentName() const = 0;
    /// Whether the game shown has changes that are in no file.
    virtual bool isModified() const = 0;
    /// Whose turn it is, or how the game ended: the status bar keeps it in view at all times.
    virtual QString turnText() const = 0;

signals:
    /// The document name, the modified mark or the turn text changed.
    void stateChanged();
    /// A passing message for the status bar.
    void message(const QString &text);

protected:
    GameHost &host() const { return m_host; }

private:
    GameHost &m_host;
};
