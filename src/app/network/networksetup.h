#pragma once

// The network window's first page: the player's name, then host a game (Xiangqi, Gomoku with
// its rule, or Reversi; side, time control, port) or join one (the games heard on the local
// network, or an address typed in, and the join code, and the game: a game found fills it in). A
// game interrupted earlier (a program closed or crashed mid-game) is offered at the top, to resume
// or forget. The page only collects choices; the dialog acts on them.

#include "core/types.h"
#include "net/gameclock.h"
#include "net/gamerules.h"

#include <QWidget>

class LanBrowser;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

class NetworkSetup : public QWidget {
    Q_OBJECT

public:
    explicit NetworkSetup(QWidget *parent = nullptr);

    QString playerName() const;
    /// What the host tab says under its button (the join code, or why hosting failed).
    void setHostInfo(const QString &text);
    /// What the join tab says under its button (why joining failed, what to do next).
    void setJoinInfo(const QString &text);
    QString joinInfo() const;
    /// The interrupted game on offer; an empty description hides the offer.
    void setSavedGame(const QString &description);
    /// The game hosting and joining propose first: the one the window shows.
    void proposeGame(xq::net::GameName game);

signals:
    void hostRequested(const QString &name, const xq::net::GameKind &game, xq::Side side,
        xq::net::TimeControl control, quint16 port);
    void joinRequested(
        const QString &name, const QString &address, const QString &code, xq::net::GameName game);
    void resumeRequested();
    void forgetRequested();

private:
    QWidget *buildSavedGame();
    QWidget *buildHostTab();
    QWidget *buildJoinTab();
    void listFoundGames();
    /// The side choice in the words of the game chosen to host.
    void nameSides();

    LanBrowser *m_browser;
    QLineEdit *m_name;
    QGroupBox *m_saved;
    QLabel *m_savedText;
    QComboBox *m_game;
    QFormLayout *m_hostForm;
    QComboBox *m_rule;
    QComboBox *m_side;
    QSpinBox *m_minutes;
    QSpinBox *m_increment;
    QSpinBox *m_port;
    QLabel *m_hostInfo;
    QListWidget *m_found;
    QLineEdit *m_address;
    QComboBox *m_joinGame;
    QLineEdit *m_codeEdit;
    QLabel *m_joinInfo;
};
