#pragma once

// One side of a network game: the protocol's state machine. It takes the peer's bytes and this
// player's actions, judges every peer move with the game's rules (GameRules: Xiangqi, Gomoku or
// Reversi) before applying it (refusing and
// reporting anything illegal or malformed, never applying it), keeps both clocks, and queues the
// lines to send and the events for its owner. No sockets and no clock of its own: the caller
// passes monotonic milliseconds, so tests drive it exactly. docs/network.md describes it.

#include "net/gameclock.h"
#include "net/gamerules.h"
#include "net/lineframer.h"
#include "net/message.h"
#include "net/pendingoffers.h"
#include "net/sessionevent.h"
#include "net/sessionoutbox.h"
#include "net/sessionsnapshot.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace xq::net {

enum class SessionState {
    Idle, ///< nothing started
    Waiting, ///< host: for a guest's hello; guest: for the welcome
    Playing,
    Paused, ///< the connection dropped; the clocks are stopped until a resume
    Over, ///< the game has ended; chat still works
    Closed, ///< refused by the host, or the time to reconnect ran out
};

class Session {
public:
    Session(Role role, std::string playerName);

    /// Host: waits for a guest who knows `joinCode` to play `game`, the host playing `hostSide`
    /// (Red moves first).
    void host(Side hostSide, TimeControl control, std::string joinCode, std::string gameId,
        const GameKind &game = {});
    /// Guest: sends the hello with the code the host showed, asking to play `game`.
    void join(const std::string &joinCode, GameName game = GameName::Xiangqi);
    /// Either side: the connection is gone; the game pauses with the clocks stopped.
    void connectionLost(std::int64_t nowMs);
    /// Guest, after connectionLost and a new connection: asks to resume the same game.
    void resume();
    /// A fresh session takes up a game saved before its program was closed or crashed: Paused,
    /// the clocks stopped, the host waiting for the guest's resume and the guest ready to send
    /// it. Refused (the session stays Idle) when the saved moves are not a legal game.
    std::optional<ErrorCode> restore(const SessionSnapshot &saved);
    /// The game as it must be saved to be restored; the caller adds where the peer is.
    SessionSnapshot snapshot(std::int64_t nowMs) const;
    /// Either side: gives up waiting for a reconnection.
    void close();

    /// Bytes from the peer, cut into lines and handled one by one.
    void receiveBytes(std::string_view bytes, std::int64_t nowMs);
    /// One line from the peer, without its '\n'.
    void receiveLine(std::string_view line, std::int64_t nowMs);

    /// This player's move as the protocol writes it; refused (with the reason) unless it is
    /// legal and this side's turn.
    std::optional<ErrorCode> play(std::string_view move, std::int64_t nowMs);
    std::optional<ErrorCode> offer(OfferKind kind);
    /// Answers the peer's pending offer.
    std::optional<ErrorCode> answer(bool accept, std::int64_t nowMs);
    std::optional<ErrorCode> resign(std::int64_t nowMs);
    void chat(std::string text);
    void ping(std::int64_t n);
    /// Checks the clocks: this side's time running out ends the game (and tells the peer);
    /// the peer's, once ClaimGraceMs past zero, is claimed.
    void tick(std::int64_t nowMs);

    /// Lines to send, each ending in '\n', in order; the queue is emptied.
    std::vector<std::string> takeOutgoing() { return m_out.takeLines(); }
    std::vector<SessionEvent> takeEvents() { return m_out.takeEvents(); }

    Role role() const { return m_role; }
    SessionState state() const { return m_state; }
    Side mySide() const { return m_mySide; }
    const std::string &playerName() const { return m_name; }
    const std::string &peerName() const { return m_peerName; }
    const std::string &gameId() const { return m_gameId; }
    const std::string &joinCode() const { return m_code; }
    /// The game played and its rules (the guest's are Xiangqi's until the welcome names them).
    const GameRules &rules() const { return *m_rules; }
    GameKind game() const { return m_rules->kind(); }
    /// The game's moves as the protocol writes them.
    std::vector<std::string> moves() const { return m_rules->moves(); }
    const GameClock &clock() const { return m_clock; }
    const std::optional<GameEnd> &end() const { return m_end; }
    /// What the players said, oldest first (the latest MaxChatLines).
    const std::vector<ChatLine> &chatLog() const { return m_chat; }
    /// The peer's offer waiting for this player's answer.
    std::optional<OfferKind> pendingPeerOffer() const
    {
        return m_offers.peers() ? std::optional(m_offers.peers()->kind) : std::nullopt;
    }

private:
    void handle(const Message &m, std::int64_t nowMs);
    bool handleRefuse(const Message &m);
    bool handleGameMessage(const Message &m, std::int64_t nowMs);
    void handleHello(const Message &m, std::int64_t nowMs);
    void handleWelcome(const Message &m, std::int64_t nowMs);
    void handleMove(const Message &m, std::int64_t nowMs);
    void handleOffer(const Message &m);
    void handleAnswer(const Message &m, std::int64_t nowMs);
    void handleTimeout(const Message &m, std::int64_t nowMs);
    std::optional<ErrorCode> checkHello(const Message &m) const;
    std::optional<ErrorCode> reconcileWith(const std::vector<std::string> &theirs);
    void sendHello();
    void accepted(const Offer &offer, std::int64_t nowMs);
    void sendWelcome(std::int64_t nowMs);
    void startPlaying(std::int64_t nowMs);
    void applyMove(std::string_view move, std::int64_t nowMs);
    void judge(std::int64_t nowMs);
    void takeBack(int plies, std::int64_t nowMs);
    void finish(GameEnd end, std::int64_t nowMs);
    void remember(bool mine, std::string text);
    Side peerSide() const { return opposite(m_mySide); }
    bool myTurn() const { return m_rules->sideToMove() == m_mySide; }

    Role m_role;
    std::string m_name;
    std::string m_peerName;
    std::string m_code;
    std::string m_gameId;
    SessionState m_state = SessionState::Idle;
    Side m_mySide = Side::Red;
    std::unique_ptr<GameRules> m_rules;
    GameName m_asked = GameName::Xiangqi; ///< guest: the game its hello asks for
    GameClock m_clock;
    LineFramer m_framer;
    std::optional<GameEnd> m_end;
    PendingOffers m_offers;
    bool m_resuming = false;
    std::vector<ChatLine> m_chat;
    SessionOutbox m_out;
};

} // namespace xq::net
