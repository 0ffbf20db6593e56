#pragma once

// The window: a stack of game pages (Xiangqi, and the other games of gamemodes.cpp), the menu bar
// of the game played, the title and the status bar. It hosts the games through GameMode alone and
// decides nothing about any of them.

#include "app/appsettings.h"
#include "app/gamemode.h"

#include <QMainWindow>

#include <memory>
#include <set>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;
class RecentFilesMenu;

class MainWindow : public QMainWindow, private GameHost {
    Q_OBJECT

public:
    explicit MainWindow(AppSettings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Replaces the dialogs (tests answer questions and watch announcements through it).
    void setPrompter(std::unique_ptr<Prompter> prompter);
    /// Offers back the autosaved game of the game shown; returns whether one was restored. From
    /// then on each other game offers its own when it is first shown.
    bool offerAutosave();
    /// Offers to take up the network game interrupted when the program closed or crashed.
    void offerNetworkGame();
    /// Opens a file in the game that reads it, showing that game; false when none does or the
    /// file cannot be read.
    bool openFile(const QString &path);

    /// Every game the window hosts, and the one shown.
    const std::vector<GameMode *> &modes() const { return m_modes; }
    GameMode *activeMode() const { return m_active; }
    /// Shows `mode`: its page, its menus, its title and turn.
    void activate(GameMode *mode);
    /// The status bar's passing message.
    QString statusText() const;
    /// The status bar's permanent text: whose turn it is in the game shown.
    QString turnText() const;
    /// The widget that shows turnText(), for tests that check it stays in view.
    QWidget *turnIndicator() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    AppSettings &settings() override { return m_settings; }
    Prompter &prompter() override { return *m_prompter; }
    QWidget *dialogParent() override { return this; }
    void chooseFileToOpen() override;
    QMenu *recentFilesMenu() override;
    void rememberFile(const QString &path) override;
    /// Opens a file of Open Recent, or takes it off the list when it is no longer there.
    void openRecentFile(const QString &path);

    void buildWindowMenus();
    /// Offers `mode`'s kept game unless it was offered in this run already.
    bool offerKeptGame(GameMode *mode);
    /// Shrinks the window into the screen's free area when it is larger.
    void fitToScreen();
    void showMode(GameMode *mode, bool shown);
    void refreshState();
    /// The page of `mode`'s status widget in m_statuses (the games' order).
    int statusIndex(const GameMode *mode) const;
    /// Shows `mode`'s status widget in the status bar, at its own size.
    void showStatusOf(const GameMode *mode);
    void showAbout();

    AppSettings &m_settings;
    std::unique_ptr<Prompter> m_prompter;
    QStackedWidget *m_pages;
    QStackedWidget *m_statuses; ///< each game's status widget; the one of the game played shown
    QLabel *m_turn;
    RecentFilesMenu *m_recentFiles; ///< Game ▸ Open Recent of every game
    QAction *m_newGame; ///< Game ▸ New Game (Ctrl+N): a new game of the game shown
    QMenu *m_switchMenu; ///< Game ▸ Switch Game ▸ each game, as it was left
    QActionGroup *m_switchGroup;
    QAction *m_quit;
    QMenu *m_helpMenu;
    QAction *m_about;
    std::vector<GameMode *> m_modes;
    GameMode *m_active = nullptr;
    bool m_startOffered = false; ///< the start's offer was made: later games offer on showing
    std::set<const GameMode *> m_offered; ///< the games whose kept game was offered this run
};
