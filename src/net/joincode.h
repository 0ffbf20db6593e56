#pragma once

// The join code: a short random code the host shows and a guest types. Its letters leave out
// the ones people confuse (0/O, 1/I/L), and it is compared in constant time so a stranger
// cannot learn it a character at a time from how fast a refusal comes.

#include <string>
#include <string_view>

namespace xq::net {

class JoinCode {
public:
    static constexpr std::string_view Alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

    /// A fresh code of JoinCodeLength characters from the system's random source.
    static std::string generate();
    /// The code as the guest typed it, made canonical: upper case, spaces and dashes removed.
    static std::string normalize(std::string_view typed);
    /// Compares in time that depends only on the lengths.
    static bool equal(std::string_view a, std::string_view b);
};

} // namespace xq::net
