#pragma once

// The UCI protocol front end of xiangqi-engine, which also speaks the UCCI dialect: reads
// commands line by line and answers on an output stream. Searches run on the engine's thread,
// so "stop" and "isready" are answered while one runs. Bad input is answered with an
// "info string error" line; the session keeps its last good position and goes on.

#include "core/board.h"
#include "engine/engine.h"
#include "uci/dialect.h"
#include "uci/ucioptions.h"

#include <atomic>
#include <functional>
#include <iosfwd>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

namespace xq {

class UciSession {
public:
    explicit UciSession(std::ostream &out);
    ~UciSession();

    /// Reads commands until "quit" (or "bye") or the end of input, then ends any search.
    void run(std::istream &in);
    /// Runs one command line; returns false when it was "quit" or "bye".
    bool execute(const std::string &line);
    /// Blocks until a running search has printed its best move.
    void waitForSearch();

private:
    using Handler = std::function<void(std::istringstream &args)>;

    void identify(const Dialect &dialect);
    void setOption(std::istringstream &args);
    void position(std::istringstream &args);
    void banMoves(std::istringstream &args);
    void go(std::istringstream &args);
    bool parseLimits(std::istringstream &args, SearchLimits &limits, bool &ponder);
    /// Reads legal moves of the current position up to the end of the line.
    bool parseMoves(std::istringstream &args, const std::string &command, std::vector<Move> &moves);
    void startSearch(const SearchLimits &limits);
    void ponderHit();
    void goPerft(std::istringstream &args);
    void bench(std::istringstream &args);
    void error(const std::string &message);
    void send(const std::string &line);
    std::string formatInfo(const SearchInfo &info) const;
    std::string formatBestMove(const BestMove &best) const;

    std::ostream &m_out;
    std::mutex m_outMutex;
    Board m_board;
    Engine m_engine;
    std::vector<Move> m_banMoves;
    SearchLimits m_ponderLimits;
    bool m_pondering = false;
    std::atomic<bool> m_suppressBestMove { false };
    const Dialect *m_dialect = &Uci;
    bool m_milliseconds = false; ///< UCCI's usemillisec
    std::map<std::string, Handler> m_handlers;
};

} // namespace xq
