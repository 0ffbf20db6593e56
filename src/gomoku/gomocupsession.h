#pragma once

// The Gomocup (Piskvork) brain protocol over two streams: START, RECTSTART, RESTART, BEGIN,
// TURN, BOARD ... DONE, INFO, TAKEBACK, PLAY, ABOUT, END, Yixin's YXBOARD and YXSHOWFORBID
// (renju forbidden points, for cross-checks), plus `bench` for the search signature. Every bad line
// gets one `ERROR ...` or `UNKNOWN ...` line; nothing ends the session but END or the end of input.

#include "gomoku/position.h"
#include "gomoku/searcher.h"
#include "gomoku/timemanager.h"

#include <chrono>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

namespace gomoku {

class GomocupSession {
public:
    GomocupSession(std::istream &in, std::ostream &out);

    /// Reads commands until END or the end of input.
    void run();
    /// Handles one command line; false after END.
    bool handle(std::string_view line);

private:
    void start(int size);
    void think();
    void readBoard(bool setupOnly);
    void showForbidden();
    std::string placeBoardLine(std::string_view text, long long &firstOwner);
    void info(std::string_view key, std::string_view value);
    void placeAndAnswer(std::string_view command, std::string_view arguments);
    void takeback(std::string_view arguments);
    void bench(std::string_view arguments);
    SearchLimits limits() const;
    std::optional<int> readPoint(std::string_view text, std::string &error) const;
    void error(const std::string &text);

    std::istream &m_in;
    std::ostream &m_out;
    std::unique_ptr<Position> m_position;
    Searcher m_searcher;
    Rule m_rule = Rule::FreeStyle;
    Clock m_clock;
    TimeManager m_timeManager;
    std::chrono::steady_clock::time_point m_requestStart;
    std::uint64_t m_maxNodes = 0; // Yixin's INFO max_node (0: no limit)
};

} // namespace gomoku
