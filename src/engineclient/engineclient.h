#pragma once

// One external engine: started as a process, spoken to in its dialect (UCI, Fairy-Stockfish's
// UCI or UCCI), asked for moves. Nothing it sends is trusted: a timeout, a crash, a malformed or
// illegal move comes back as a SearchStatus, never as an exception or a hang. One thread owns a
// client; the window runs one from a worker thread, the match runner one per game slot.

#include "core/board.h"
#include "core/result.h"
#include "engineclient/dialect.h"
#include "engineclient/engineoption.h"
#include "engineclient/process.h"
#include "engineclient/searchinfo.h"
#include "engineclient/searchlimits.h"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace xq::client {

struct EngineConfig {
    std::string name;
    std::string command; ///< program and arguments, split like a shell's plain words
    std::string workingDir;
    /// The dialect; unset: UCI, switched to Fairy-Stockfish's when the engine lists UCI_Variant.
    std::optional<DialectKind> dialect;
    std::vector<std::pair<std::string, std::string>> options; ///< set after the handshake
    std::chrono::milliseconds startTimeout { 10000 };
};

enum class SearchStatus {
    Move, ///< a legal move
    NoMove, ///< `bestmove (none)`, `0000` or UCCI's `nobestmove`
    Timeout, ///< no bestmove in time: the engine is in an unknown state, restart it
    Crashed, ///< the process ended or closed its output
    Malformed, ///< a bestmove that is no move in the dialect's coordinates
    Illegal, ///< a well-formed move that is not legal in the position
};

/// "illegal move", "time forfeit", ... for records.
const char *describe(SearchStatus status);

struct SearchResult {
    SearchStatus status = SearchStatus::Crashed;
    Move move; ///< for SearchStatus::Move
    std::string moveText; ///< the move as the engine wrote it
    SearchInfo info; ///< the last info line of the main line (multipv 1) that had a score
    std::chrono::milliseconds elapsed { 0 };
    int ignoredLines = 0; ///< lines that were no part of the protocol
    bool offersDraw = false; ///< UCCI `bestmove m draw`
    bool resigns = false; ///< UCCI `bestmove m resign`
    std::string detail; ///< what went wrong, for the record
};

class EngineClient {
public:
    /// Called for every info line; returning false sends `stop` (analysis ends).
    using InfoHandler = std::function<bool(const SearchInfo &)>;

    EngineClient() = default;
    ~EngineClient();
    EngineClient(const EngineClient &) = delete;
    EngineClient &operator=(const EngineClient &) = delete;

    /// Starts the engine, reads its identity and options, sets the configured options and
    /// waits until it is ready. Options it does not list are still sent, with a warning.
    Result<bool> start(const EngineConfig &config);
    /// Quits and starts again with the same configuration.
    Result<bool> restart();
    bool isRunning() { return m_process.isRunning() && !m_process.hasExited(); }
    /// The engine's process id (its process group's too); -1 when it is not running.
    int processId() const { return m_process.pid(); }

    const EngineConfig &config() const { return m_config; }
    /// The engine's `id name`, or the configured name.
    const std::string &idName() const { return m_idName; }
    const Dialect &dialect() const { return *m_dialect; }
    const std::vector<EngineOption> &options() const { return m_options; }
    const EngineOption *findOption(std::string_view name) const;
    /// Warnings from the last start (options not listed or out of range).
    const std::vector<std::string> &warnings() const { return m_warnings; }

    /// Sets an option (for a button, `value` is ignored).
    void setOption(const std::string &name, const std::string &value);
    /// Tells the engine a new game starts and waits until it is ready.
    Result<bool> newGame(std::chrono::milliseconds timeout);
    /// `isready` -> `readyok` within the timeout.
    Result<bool> ping(std::chrono::milliseconds timeout);

    /// Sends the position (the start board and the moves from it) and `go`, and waits at most
    /// `timeout` for the engine's move, which is checked for legality.
    SearchResult search(const Board &start, const std::vector<Move> &moves,
        const SearchLimits &limits, std::chrono::milliseconds timeout,
        const InfoHandler &onInfo = {});

    /// Says goodbye (quit, or UCCI's quit -> bye), waits briefly, then kills; always reaps.
    /// Returns how the process ended.
    std::string quit();

private:
    Result<bool> handshake();
    void applyOptions();
    std::string positionCommand(const Board &start, const std::vector<Move> &moves) const;
    bool waitFor(std::string_view reply, Clock::time_point deadline, std::string &error);
    void readBestMove(std::string_view line, const Board &position, SearchResult &result);
    SearchResult failure(SearchStatus status, std::string detail);

    EngineConfig m_config;
    Process m_process;
    const Dialect *m_dialect = &dialectFor(DialectKind::Uci);
    std::string m_idName;
    std::vector<EngineOption> m_options;
    std::vector<std::string> m_warnings;
    bool m_ucciMilliseconds = false;
};

} // namespace xq::client
