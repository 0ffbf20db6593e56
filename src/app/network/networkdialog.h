#pragma once

// Game > Network...: host a game of Xiangqi, Gomoku or Reversi or join one (NetworkSetup), or take
// up one interrupted when a program was closed or crashed, then play it: the game's board that
// behaves as in a local game, the
// opponent's name and connection state, both clocks, the chat, and the offers as prompts
// inside the window that never block it.

#include "net/session.h"

#include <QDialog>

#include <QAbstractSocket>

#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class LanBeacon;
class MovesPanel;
class NetGame;
class NetworkSetup;
class Prompter;
class PuzzleBoard;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QWidget;
class SidePanelArea;

class NetworkDialog : public QDialog {
    Q_OBJECT

public:
    explicit NetworkDialog(QWidget *parent = nullptr);
    ~NetworkDialog() override;

    /// Starts hosting at once (the Host button's work); the tests and the command line use it.
    bool hostGame(const QString &name, xq::Side side, xq::net::TimeControl control,
        quint16 port = 47310, const xq::net::GameKind &game = {});
    /// Joins at once (the Join button's work), asking for a game of `game`.
    void joinGame(const QString &name, const QString &address, const QString &code,
        xq::net::GameName game = xq::net::GameName::Xiangqi);
    /// Takes up an interrupted game (the Resume button's work); false, with the reason shown,
    /// when it cannot be.
    bool resumeGame(const xq::net::SessionSnapshot &saved);
    /// At start-up: asks whether to take up the interrupted network game, if there is one, and
    /// opens the network window on it if so. A "no" keeps it on offer in Game ▸ Network….
    static void offerResume(QWidget *parent, Prompter &prompter);
    /// The questions the dialog asks (resigning); the window's, so tests can answer them.
    void setPrompter(Prompter &prompter) { m_prompter = &prompter; }
    /// Opened from a game's Game ▸ Network…: hosting and joining propose that game.
    void proposeGame(xq::net::GameName game);
    NetGame *netGame() const { return m_net; }
    QString joinCode() const { return m_code; }
    /// The game's board shown, of the game played.
    PuzzleBoard *board() const { return m_board.get(); }
    /// The moves listed beside the board, as players write them.
    const QStringList &moveNames() const { return m_moveNames; }
    /// What the join tab says: why joining failed and what to do next.
    QString joinInfo() const;
    /// Showing the game (true) or the host and join choices (false).
    bool isShowingGame() const;

private:
    /// Shows the game's page, in a window large enough for it.
    void showPlayPage();
    /// The window's size when the game is first shown.
    QSize playPageSize() const;
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
    void onMoveChosen(const std::string &move);
    void syncBoard();
    /// Shows a board of `kind`'s game at its start, in place of the one shown.
    void showBoard(const xq::net::GameKind &kind);
    /// Reversi: a player with no move passes at once (the rules allow nothing else).
    void passIfNoMove();
    void refreshStatus();
    void refreshClocks();
    void showOffer(xq::net::OfferKind kind, int plies);
    void answerOffer(bool accept);
    void sendChat();
    void addChatLine(const QString &who, const QString &text);
    void saveRecord();
    /// Resign, once the player has said yes (No is the default).
    void resign();

    NetGame *m_net = nullptr;
    std::unique_ptr<Prompter> m_ownPrompter; ///< asks until the window lends its own
    Prompter *m_prompter;
    LanBeacon *m_beacon;
    QString m_code;
    QString m_joinAddress; ///< the guest's host, as typed, for messages
    QStackedWidget *m_pages;
    NetworkSetup *m_setup;
    // play
    QHBoxLayout *m_playLayout;
    SidePanelArea *m_sidePanel;
    bool m_playPageSized = false;
    std::unique_ptr<PuzzleBoard> m_board;
    xq::net::GameKind m_boardKind;
    std::vector<std::string> m_shown; ///< the moves on the board shown
    QStringList m_moveNames; ///< and as the list beside it writes them
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
