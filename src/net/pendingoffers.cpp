#include "net/pendingoffers.h"

namespace xq::net {

Result<Message> PendingOffers::make(OfferKind kind, const Board &board, Side mySide)
{
    // Undo takes back this player's last move: one ply if the peer has not answered it yet,
    // two (the peer's reply too) if it has.
    const int plies = board.sideToMove() == mySide ? 2 : 1;
    if (m_mine || (kind == OfferKind::Undo && board.gamePly() < plies)) {
        return Result<Message>::failure("an offer is pending, or there is no move to undo");
    }
    Message m;
    m.type = MessageType::Offer;
    m.offer = kind;
    m.ply = board.gamePly();
    m.plies = kind == OfferKind::Undo ? plies : 0;
    m_mine = Offer { kind, m.plies };
    return m;
}

bool PendingOffers::receive(const Message &offer, const Board &board, Side mySide)
{
    const int plies = offer.offer == OfferKind::Undo ? offer.plies : 0;
    const bool peerMovedLast = board.sideToMove() == mySide;
    const bool consistent = offer.offer == OfferKind::Draw
        || (plies == (peerMovedLast ? 1 : 2) && board.gamePly() >= plies);
    if (offer.ply != board.gamePly() || !consistent) {
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
