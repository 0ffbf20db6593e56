#pragma once

// The draw and undo (悔棋) offers waiting for an answer: at most one from each player. It knows
// the protocol's rules for them (how many plies an undo takes back, when an incoming offer no
// longer fits the position); the session sends the messages and applies the answers.

#include "core/result.h"
#include "net/gamerules.h"
#include "net/message.h"

#include <optional>
#include <utility>

namespace xq::net {

struct Offer {
    OfferKind kind = OfferKind::Draw;
    int plies = 0; ///< undo: the plies to take back (1 or 2)
};

class PendingOffers {
public:
    /// This player's offer as the message to send, or why it cannot be made now.
    Result<Message> make(OfferKind kind, const GameRules &game, Side mySide);
    /// The peer's offer: true when it now waits for this player's answer; false when it no
    /// longer fits (it crossed a move) and must be declined at once.
    bool receive(const Message &offer, const GameRules &game, Side mySide);
    /// This player's offer, ended by the peer's answer to `kind`; empty if none such is pending.
    std::optional<Offer> answered(OfferKind kind);
    /// The peer's offer, taken away to be answered.
    std::optional<Offer> takePeers() { return std::exchange(m_peers, std::nullopt); }

    const std::optional<Offer> &mine() const { return m_mine; }
    const std::optional<Offer> &peers() const { return m_peers; }
    void clear();

private:
    std::optional<Offer> m_mine;
    std::optional<Offer> m_peers;
};

} // namespace xq::net
