#pragma once

// The NBoard protocol (version 2) over two streams: commands in by execute(), replies on `out`,
// one error line per bad command on `err`. Searches run synchronously: NBoard GUIs and the
// referee wait for "===" and answer "ping" only after it, which a synchronous session does by
// construction.

#include "reversi/gamerecord.h"
#include "reversi/levels.h"

#include <optional>
#include <ostream>
#include <string_view>

namespace reversi {

class NBoardSession {
public:
    NBoardSession(std::ostream &out, std::ostream &err);

    /// Runs one command line; false after "quit".
    bool execute(std::string_view line);

    Engine &engine() { return m_engine; }
    const GameRecord &game() const { return m_game; }

private:
    void set(std::string_view rest);
    void setGame(std::string_view ggf);
    /// `set clock MS [INCREMENT_MS]`: the game's clock (0: none, the move time again).
    void setClock(std::string_view text);
    void move(std::string_view text);
    void go();
    void hint(std::string_view count);
    void analyze();
    void perft(std::string_view rest);
    void bench();
    void error(std::string_view message);

    std::ostream &m_out;
    std::ostream &m_err;
    Engine m_engine;
    GameRecord m_game;
    /// The clock as `set clock` gave it; each game starts from it.
    std::optional<GameClock> m_clock;
    int m_contempt = 0;
};

/// "1.23": a score in hundredths of a disc as NBoard writes evaluations.
std::string discText(int score);

} // namespace reversi
