#pragma once

// Game ▸ Open Recent, one menu for every game: the files opened or saved lately in any game, the
// latest first, kept in the settings. The window routes a chosen file to the game that reads it.

#include <QMenu>

class AppSettings;

class RecentFilesMenu : public QMenu {
    Q_OBJECT

public:
    RecentFilesMenu(AppSettings &settings, QWidget *parent);

    /// Puts `path` first among the recent files and remembers its folder for the next dialog.
    void remember(const QString &path);
    /// Takes `path` off the list (a file that is no longer there).
    void forget(const QString &path);

signals:
    void fileChosen(const QString &path);

private:
    /// Lists the files as the settings keep them.
    void refresh();

    AppSettings &m_settings;
};
