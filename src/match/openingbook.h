#pragma once

// The openings of a match: EPD/FEN lines, PGN games (their main lines) or the ICCS move-list
// lines of ../shared/tools/openings.txt (`startpos moves h2e2 ...` or `FEN moves ...`, `#`
// starting a name). Every line is replayed when it is read: a bad one is an error naming it.

#include "core/board.h"
#include "core/result.h"

#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace xq::match {

struct Opening {
    Board start = Board::startPosition();
    std::vector<Move> moves;
    std::string name;
};

enum class OpeningFormat { Auto, Epd, Pgn };

class OpeningBook {
public:
    /// Reads a file; `maxPlies` > 0 cuts longer lines.
    static Result<OpeningBook> load(const std::string &path, OpeningFormat format, int maxPlies);
    /// Reads text (EPD, FEN or move-list lines).
    static Result<OpeningBook> fromLines(std::string_view text, int maxPlies);

    /// A book of the start position alone (no -openings).
    OpeningBook();

    int size() const { return static_cast<int>(m_openings.size()); }
    const Opening &at(int index) const { return m_openings[index % m_openings.size()]; }
    void shuffle(std::mt19937 &random);
    /// Starts the sequence at the 1-based opening `start`.
    void rotate(int start);

private:
    std::vector<Opening> m_openings;
};

} // namespace xq::match
