#pragma once

// Game > Network...: host a game or join one (NetworkSetup), or take up one interrupted when a
// program was closed or crashed, then play it: a board that behaves as in a local game, the
// opponent's name and connection state, both clocks, the chat, and the offers as prompts
// inside the window that never block it.

#include "net/session.h"

#include <QDialog>

#include <QAbstractSocket>

#include <memory>
#include <optional>

class BoardView;
class Game;
class LanBeacon;
class MovesPanel;
class NetGame;
class NetworkSetup;
class Prompter;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
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
    /// Takes up an interrupted game (the Resume button's work); false, with the reason shown,
    /// when it cannot be.
    bool resumeGame(const xq::net::SessionSnapshot &saved);
    /// The interrupted game saved on this machine, if there is one that can be taken up.
    static std::optional<xq::net::SessionSnapshot> savedGame();
    /// At start-up: asks whether to take up the interrupted network game, if there is one, and
    /// opens the network window on it if so. A "no" keeps it on offer in Game ▸ Network….
    static void offerResume(QWidget *parent, Prompter &prompter);
    /// The questions the dialog asks (resigning); the window's, so tests can answer them.
    void setPrompter(Prompter &prompter) { m_prompter = &prompter; }
    NetGame *netGame() const { return m_net; }
    Game *game() const { return m_game; }
    QString joinCode() const { return m_code; }
    BoardView *boardView() const { return m_board; }
    /// What the join tab says: why joining failed and what to do next.
    QString joinInfo() const;
    /// Showing the game (true) or the host and join choices (false).
    bool isShowingGame() const;

private:
    QWidget *buildPlay();
    QWidget *buildSidePanel();
    void startPlaying();
    /// Back to the join tab with why joining failed and what to do about it.
    void joinFailed(const QString &why);
    void connectFailed(QAbstractSocket::SocketError error, const QString &why);
    void refused(const xq::net::SessionEvent &event);
    void showSavedGame();
    QString stateText() const;
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
    /// Resign, once the player has said yes (No is the default).
    void resign();
    QString endText(const xq::net::GameEnd &end) const;

    NetGame *m_net = nullptr;
    std::unique_ptr<Prompter> m_ownPrompter; ///< asks until the window lends its own
    Prompter *m_prompter;
    LanBeacon *m_beacon;
    Game *m_game;
    QString m_code;
    QString m_joinAddress; ///< the guest's host, as typed, for messages
    QStackedWidget *m_pages;
    NetworkSetup *m_setup;
    // play
    BoardView *m_board;
    QLabel *m_opponent;
    QLabel *m_state;
    QLabel *m_redClock;
    QLabel *m_blackClock;
    QLabel *m_offerText;
    QWidget *m_offerBar;
    QList<QPushButton *> m_gameActions; ///< Offer draw, Ask to undo, Resign: only while playing
    MovesPanel *m_moves;
    QPlainTextEdit *m_chat;
    QLineEdit *m_chatInput;
    QLabel *m_message;
};
