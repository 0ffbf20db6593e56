#pragma once

// What a session has for its owner after each input: the lines to send to the peer, in order,
// and the events to show. It also writes the protocol's stock replies (a refusal, a declined
// offer), so each is worded in one place.

#include "net/message.h"
#include "net/sessionevent.h"

#include <string>
#include <vector>

namespace xq::net {

class SessionOutbox {
public:
    void send(const Message &m);
    /// An `error` line answering the peer's refused message, reported as InputRefused.
    void refuse(ErrorCode code, std::string detail);
    /// A `refuse` line answering a hello, reported as InputRefused.
    void refuseHello(ErrorCode code, std::string detail);
    /// The answer declining an offer of `kind`.
    void decline(OfferKind kind);

    void post(SessionEvent event) { m_events.push_back(std::move(event)); }
    void postText(SessionEvent::Kind kind, ErrorCode code, std::string text);

    /// Lines to send, each ending in '\n'; the queue is emptied.
    std::vector<std::string> takeLines() { return std::exchange(m_lines, {}); }
    std::vector<SessionEvent> takeEvents() { return std::exchange(m_events, {}); }

private:
    void answerWith(MessageType type, ErrorCode code, std::string detail);

    std::vector<std::string> m_lines;
    std::vector<SessionEvent> m_events;
};

} // namespace xq::net
