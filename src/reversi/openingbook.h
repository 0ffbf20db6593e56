#pragma once

// The opening book: positions the engine searched deeply while the book was built
// (reversi-fit book, recipe in docs/reversi.md), each with its best move and value; a position
// is found under any of the board's eight symmetries. Stored as a file: "XQRVBOK1", the format
// version and the entry count (32-bit little-endian), the entries sorted by position (the
// mover's discs and the other's, 64-bit little-endian each, in the orientation that makes the
// pair smallest; the move's square in that orientation, one byte; the value in hundredths of a
// disc for the side to move, 16-bit), then a CRC-32 of everything before it. The built-in book
// is src/reversi/book/reversi.book; a damaged file, or one whose moves are not legal, is
// refused with the reason.

#include "reversi/bitboard.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace reversi {

struct BookMove {
    Move move = NoMove;
    int score = 0; // hundredths of a disc for the side to move
};

class OpeningBook {
public:
    static std::optional<OpeningBook> fromBytes(
        std::span<const std::uint8_t> bytes, std::string &error);
    static std::optional<OpeningBook> fromFile(const std::string &path, std::string &error);
    /// The book compiled into the program.
    static const OpeningBook &builtIn();

    std::vector<std::uint8_t> toBytes() const;

    /// Records the best move of a position (a legal move) and its value; replaces an entry.
    void add(Bitboard player, Bitboard opponent, Move move, int score);
    /// The book's move for the position, turned to its orientation, or nothing.
    std::optional<BookMove> find(Bitboard player, Bitboard opponent) const;
    std::size_t size() const { return m_entries.size(); }

    using Position = std::pair<Bitboard, Bitboard>;
    /// The position as the book files it: turned to the orientation that makes it smallest.
    static Position canonical(Bitboard player, Bitboard opponent);

private:
    std::map<Position, BookMove> m_entries; // in the smallest orientation
};

} // namespace reversi
