#pragma once

// Game > Network...: host a game (side, time control; shows the join code) or join one (the
// games found on the local network, or an address typed in, and the code), then play it: a
// board that behaves as in a local game, the opponent's name and connection state, both clocks,
// the chat, and the offers as prompts inside the window that never block it.

#include "net/session.h"

#include <QDialog>

class BoardView;
class Game;
class LanBeacon;
class LanBrowser;
class NetGame;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QWidget;

class NetworkDialog : public QDialog {
    Q_OBJECT

public:
    explicit NetworkDialog(QWidget *parent = nullptr);
    ~NetworkDialog() override;

    /// Starts hosting at once (the Host button's work); the tests and the command line use it.
    bool hostGame(
        const QString &name, xq::Side side, xq::net::TimeControl control, quint16 port = 47310);
    /// Joins at once (the Join button's work).
    void joinGame(const QString &name, const QString &address, const QString &code);
    NetGame *netGame() const { return m_net; }
    Game *game() const { return m_game; }
    QString joinCode() const { return m_code; }
    BoardView *boardView() const { return m_board; }
    /// Showing the game (true) or the host and join choices (false).
    bool isShowingGame() const;

private:
    QWidget *buildSetup();
    QWidget *buildHostTab();
    QWidget *buildJoinTab();
    QWidget *buildPlay();
    QWidget *buildSidePanel();
    void startPlaying();
    /// Back to the join tab with why joining failed.
    void joinFailed(const QString &why);
    void onSessionEvent(const xq::net::SessionEvent &event);
    void onMoveRequested(xq::Move move);
    void syncBoard();
    void refreshStatus();
    void refreshClocks();
    void showOffer(xq::net::OfferKind kind, int plies);
    void answerOffer(bool accept);
    void sendChat();
    void addChatLine(const QString &who, const QString &text);
    void savePgn();
    QString endText(const xq::net::GameEnd &end) const;

    NetGame *m_net = nullptr;
    LanBeacon *m_beacon;
    LanBrowser *m_browser;
    Game *m_game;
    QString m_code;
    QStackedWidget *m_pages;
    // setup
    QLineEdit *m_name;
    QComboBox *m_side;
    QSpinBox *m_minutes;
    QSpinBox *m_increment;
    QSpinBox *m_port;
    QLabel *m_hostInfo;
    QListWidget *m_found;
    QLineEdit *m_address;
    QLineEdit *m_codeEdit;
    QLabel *m_joinInfo;
    // play
    BoardView *m_board;
    QLabel *m_opponent;
    QLabel *m_state;
    QLabel *m_redClock;
    QLabel *m_blackClock;
    QLabel *m_offerText;
    QWidget *m_offerBar;
    QPlainTextEdit *m_chat;
    QLineEdit *m_chatInput;
    QLabel *m_message;
};
