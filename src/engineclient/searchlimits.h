#pragma once

// The limits of one `go`, and the command line each dialect makes of them.

#include "core/types.h"
#include "engineclient/dialect.h"

#include <optional>
#include <string>
#include <vector>

namespace xq::client {

struct SearchLimits {
    std::optional<long long> redTimeMs; ///< wtime: Red's remaining clock
    std::optional<long long> blackTimeMs; ///< btime
    long long redIncrementMs = 0; ///< winc
    long long blackIncrementMs = 0; ///< binc
    std::optional<int> movesToGo;
    std::optional<long long> moveTimeMs;
    std::optional<int> depth;
    std::optional<long long> nodes;
    bool infinite = false;
    /// UCI `searchmoves` (sent last: engines read every word after it as a move); UCCI has
    /// no such limit on `go` and ignores it.
    std::vector<Move> searchMoves;
};

/// The `go` command for `side` to move. UCCI gets its own and the opponent's clock (`time`,
/// `opptime`), in seconds unless `ucciMilliseconds`; a fixed move time becomes UCCI's
/// `time T movestogo 1`.
std::string goCommand(
    const SearchLimits &limits, Side side, const Dialect &dialect, bool ucciMilliseconds);

} // namespace xq::client
