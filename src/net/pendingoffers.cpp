#include "net/pendingoffers.h"

namespace xq::net {

Result<Message> PendingOffers::make(OfferKind kind, const GameRules &game, Side mySide)
{
    // Undo takes back this player's last move: one ply if the peer has not answered it yet,
    // two (the peer's reply too) if it has.
    const int plies = game.sideToMove() == mySide ? 2 : 1;
    if (m_mine || (kind == OfferKind::Undo && game.ply() < plies)) {
        return Result<Message>::failure("an offer is pending, or there is no move to undo");
    }
    Message m;
    m.type = MessageType::Offer;
    m.offer = kind;
    m.ply = game.ply();
    m.plies = kind == OfferKind::Undo ? plies : 0;
    m_mine = Offer { kind, m.plies };
    return m;
}

bool PendingOffers::receive(const Message &offer, const GameRules &game, Side mySide)
{
    const int plies = offer.offer == OfferKind::Undo ? offer.plies : 0;
    const bool peerMovedLast = game.sideToMove() == mySide;
    const bool consistent = offer.offer == OfferKind::Draw
        || (plies == (peerMovedLast ? 1 : 2) && game.ply() >= plies);
    if (offer.ply != game.ply() || !consistent) {
        return false;
    }
    m_peers = Offer { offer.offer, plies };
    return true;
}

std::optional<Offer> PendingOffers::answered(OfferKind kind)
{
    if (!m_mine || m_mine->kind != kind) {
        return std::nullopt;
    }
    return std::exchange(m_mine, std::nullopt);
}

void PendingOffers::clear()
{
    m_mine.reset();
    m_peers.reset();
}

} // namespace xq::net
