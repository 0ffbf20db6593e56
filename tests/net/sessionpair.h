#pragma once

// Two sessions joined by an in-memory pipe, the tests' stand-in for a socket: deliver() hands
// each side's queued lines to the other until both are quiet.

#include "net/session.h"

#include <string>
#include <vector>

namespace xq::net::testing {

constexpr const char *Code = "K7QM2D";
constexpr const char *GameId = "0123456789abcdef";

struct SessionPair {
    Session host { Role::Host, "Hong" };
    Session guest { Role::Guest, "Hei" };
    std::vector<SessionEvent> hostEvents;
    std::vector<SessionEvent> guestEvents;
    std::vector<std::string> hostSent;
    std::vector<std::string> guestSent;

    explicit SessionPair(TimeControl control = {}, Side hostSide = Side::Red)
    {
        host.host(hostSide, control, Code, GameId);
    }

    /// Passes lines both ways until neither side has anything to send.
    void deliver(std::int64_t nowMs = 0)
    {
        while (true) {
            const std::vector<std::string> fromHost = host.takeOutgoing();
            const std::vector<std::string> fromGuest = guest.takeOutgoing();
            if (fromHost.empty() && fromGuest.empty()) {
                break;
            }
            for (const std::string &line : fromHost) {
                hostSent.push_back(line);
                guest.receiveBytes(line, nowMs);
            }
            for (const std::string &line : fromGuest) {
                guestSent.push_back(line);
                host.receiveBytes(line, nowMs);
            }
        }
        collect();
    }

    /// Drops whatever each side has queued, as a broken connection would.
    void lose()
    {
        host.takeOutgoing();
        guest.takeOutgoing();
    }

    void collect()
    {
        for (SessionEvent &e : host.takeEvents()) {
            hostEvents.push_back(std::move(e));
        }
        for (SessionEvent &e : guest.takeEvents()) {
            guestEvents.push_back(std::move(e));
        }
    }

    void connect(const std::string &code = Code, std::int64_t nowMs = 0)
    {
        guest.join(code);
        deliver(nowMs);
    }

    /// Plays `iccs` for whichever side is to move and delivers it.
    std::optional<ErrorCode> play(const std::string &iccs, std::int64_t nowMs = 0)
    {
        Session &mover = host.rules().sideToMove() == host.mySide() ? host : guest;
        const std::optional<ErrorCode> why = mover.play(iccs, nowMs);
        deliver(nowMs);
        return why;
    }
};

inline bool hasEvent(const std::vector<SessionEvent> &events, SessionEvent::Kind kind)
{
    for (const SessionEvent &e : events) {
        if (e.kind == kind) {
            return true;
        }
    }
    return false;
}

inline const SessionEvent *lastEvent(
    const std::vector<SessionEvent> &events, SessionEvent::Kind kind)
{
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (it->kind == kind) {
            return &*it;
        }
    }
    return nullptr;
}

} // namespace xq::net::testing
