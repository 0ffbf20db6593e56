#pragma once

// The protocol dialects an engine may speak, as one table: everything that differs between UCI
// (Pikafish's ICCS coordinates), Fairy-Stockfish's UCI (ranks 1-10 under UCI_Variant xiangqi)
// and UCCI (ElephantEye) is a field here, so the client has no protocol if-chains.

#include "core/types.h"

#include <optional>
#include <string>
#include <string_view>

namespace xq::client {

enum class Protocol { Uci, Ucci };

enum class DialectKind { Uci, UciFsf, Ucci };

struct Dialect {
    DialectKind kind;
    std::string_view name; ///< "uci", "uci-fsf", "ucci": the -engine proto= values
    Protocol protocol;
    std::string_view hello; ///< the first command
    std::string_view helloOk; ///< the reply ending the option list
    std::string_view newGame; ///< empty: none (UCCI sends `setoption newgame` if listed)
    std::string_view noMove; ///< the reply when the engine has no move besides bestmove (none)
    int rankOffset; ///< added to ICCS ranks on the wire (1 for a1..i10)
    bool namedSetOption; ///< `setoption name X value Y` (UCI) or `setoption X Y` (UCCI)
    bool positionSinceCapture; ///< send the FEN after the last capture and the moves since
    bool ownAndOpponentClock; ///< `go time/opptime` (UCCI) or `go wtime/btime` (UCI)
};

/// The table entry for a dialect.
const Dialect &dialectFor(DialectKind kind);
/// Reads "uci", "ucci", "uci-fsf" (also "fsf"); nullopt for anything else.
std::optional<DialectKind> parseDialect(std::string_view name);

/// The move as this dialect writes it: "h2e2" (ICCS) or "h3e3" (Fairy-Stockfish).
std::string formatEngineMove(Move move, const Dialect &dialect);
/// Reads a move in this dialect's coordinates; checks only the syntax and the board's bounds.
std::optional<Move> parseEngineMove(std::string_view text, const Dialect &dialect);

} // namespace xq::client
