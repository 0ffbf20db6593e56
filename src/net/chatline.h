#pragma once

// A line of a network game's chat, kept with the game so that a program taken up after a restart
// shows what was said.

#include <string>

namespace xq::net {

/// Said by this player (`mine`) or the other.
struct ChatLine {
    bool mine = false;
    std::string text;

    bool operator==(const ChatLine &other) const = default;
};

} // namespace xq::net
