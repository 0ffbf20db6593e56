#pragma once

// The UCI protocol front end of xiangqi-engine: reads commands line by line and answers on an
// output stream. Bad input is answered with an "info string error" line; the session keeps its
// last good position and goes on.

#include "core/board.h"

#include <functional>
#include <iosfwd>
#include <map>
#include <sstream>
#include <string>

namespace xq {

class UciSession {
public:
    explicit UciSession(std::ostream &out);

    /// Reads commands until "quit" or the end of input.
    void run(std::istream &in);
    /// Runs one command line; returns false when it was "quit".
    bool execute(const std::string &line);

private:
    using Handler = std::function<void(std::istringstream &args)>;

    void position(std::istringstream &args);
    void go(std::istringstream &args);
    void goPerft(std::istringstream &args);
    void display();
    void error(const std::string &message);

    std::ostream &m_out;
    Board m_board;
    std::map<std::string, Handler> m_handlers;
};

} // namespace xq
