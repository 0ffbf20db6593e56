#pragma once

// What an engine reports while it searches: an `info` line read into values.

#include "engineclient/dialect.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq::client {

struct SearchInfo {
    std::optional<int> depth;
    std::optional<int> selDepth;
    std::optional<int> multiPv;
    std::optional<int> scoreCp; ///< from the side to move's point of view
    std::optional<int> scoreMate; ///< moves to mate; negative when being mated
    bool lowerBound = false;
    bool upperBound = false;
    std::optional<long long> nodes;
    std::optional<long long> nps;
    std::optional<long long> timeMs;
    std::vector<std::string> pv; ///< as the engine wrote the moves
    std::string text; ///< `info string ...`

    bool hasScore() const { return scoreCp || scoreMate; }
};

/// Reads an `info ...` line. UCCI's bare `score N` is read as centipawns. Unknown fields are
/// skipped; nullopt only when the line is no info line or a number is malformed.
std::optional<SearchInfo> parseInfo(std::string_view line);

} // namespace xq::client
