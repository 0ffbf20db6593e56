#pragma once

// What a session tells its owner: the transport and the window read these after each input.

#include "core/rulesjudge.h"
#include "core/types.h"
#include "net/message.h"
#include "net/protocol.h"

#include <string>

namespace xq::net {

/// How a network game ended: by the rules judge's verdict, or by the players.
enum class EndCause { Rules, Resignation, Timeout, DrawAgreed };

/// How the rules ended a Gomoku or Reversi game.
enum class BoardEnd {
    None, ///< Xiangqi (its judge's reason says it), or not ended by the rules
    Five, ///< Gomoku: the winner made five in a row
    BoardFull, ///< Gomoku: no point left, a draw
    NoMoves, ///< Reversi: neither side can play; the discs decide
};

struct GameEnd {
    Outcome outcome = Outcome::Ongoing;
    EndCause cause = EndCause::Rules;
    EndReason reason = EndReason::None; ///< Xiangqi: the judge's reason when cause is Rules
    BoardEnd boardEnd = BoardEnd::None;
    int redDiscs = 0; ///< Reversi, NoMoves: the discs of the side that moved first (black)
    int blackDiscs = 0; ///< and of the other (white)
};

struct SessionEvent {
    enum class Kind {
        Connected, ///< the handshake succeeded (resumed says which); text: the peer's name
        Refused, ///< our hello was refused (code, text): closed, or Paused to retry a resume
        PeerMoved, ///< move: the peer's move, checked and applied
        Undone, ///< plies taken back by an accepted undo request
        Resumed, ///< plies: moves the other side had and this side applied on a resume
        OfferReceived, ///< offer (and plies for undo): answer with Session::answer
        OfferAnswered, ///< offer, accepted: the peer's answer to our offer
        Chat, ///< text
        PeerError, ///< the peer refused our message (code, text)
        InputRefused, ///< we refused the peer's message (code, text) and told it so
        GameOver, ///< end
    };
    Kind kind = Kind::Chat;
    std::string move; ///< PeerMoved: as the protocol writes it
    OfferKind offer = OfferKind::Draw;
    int plies = 0;
    bool accepted = false;
    bool resumed = false; ///< Connected: a resumed game rather than a first join
    ErrorCode code = ErrorCode::BadMessage;
    std::string text;
    GameEnd end;
};

} // namespace xq::net
