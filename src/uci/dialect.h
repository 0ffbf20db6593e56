#pragma once

// Where UCI and UCCI differ, in one place. The session speaks UCI until a GUI says "ucci"; every
// difference it honours is a field here, not a test of "which protocol?" in the code that uses it.

#include <string_view>

namespace xq {

struct Dialect {
    std::string_view name; ///< the handshake command: "uci" or "ucci"
    std::string_view handshakeDone; ///< "uciok" or "ucciok"
    /// "option name Hash type spin ..." (UCI) or "option hashsize type spin ..." (UCCI).
    std::string_view optionPrefix;
    /// Whether "go" times are in seconds unless the GUI set "usemillisec" (UCCI).
    bool timesInSeconds;
    /// Whether info lines carry "multipv N" and "score cp N" / "score mate N" (UCI), or a bare
    /// "score N" (UCCI).
    bool scoreWithUnit;
    /// The answer when the side to move has no move.
    std::string_view noMove;
};

inline constexpr Dialect Uci { "uci", "uciok", "option name ", false, true, "bestmove (none)" };
inline constexpr Dialect Ucci { "ucci", "ucciok", "option ", true, false, "nobestmove" };

} // namespace xq
