#pragma once

// The opening book built into the engine: for known positions, the moves our own searches
// approved along the main lines of opening theory, each with a weight. A move is drawn at
// random in proportion to the weights, so games vary.

#include "core/board.h"

#include <optional>
#include <random>
#include <unordered_map>
#include <vector>

namespace xq {

struct BookMove {
    Move move;
    int weight = 0;
};

class Book {
public:
    /// The book compiled into the engine (book_data.inc).
    static const Book &builtIn();

    /// Reads lines of "weight move move ..." played from the start position, each also mirrored
    /// (files a-i reversed); a line that stops being legal is cut where it does. Each move of a
    /// line is added to the position before it.
    static Book fromLines(const std::vector<std::string> &lines);
    /// The built-in lines (book_data.inc), for checking them.
    static const std::vector<std::string> &builtInLines();

    /// The book moves of the position, empty when it is not in the book.
    std::vector<BookMove> moves(const Board &board) const;
    /// A weighted random book move, or nothing.
    std::optional<Move> pick(const Board &board, std::mt19937 &random) const;
    std::size_t positionCount() const { return m_entries.size(); }

private:
    /// Adds the moves of one line; returns how many were legal.
    std::size_t addLine(const std::vector<Move> &moves, int weight, bool mirrored);
    void add(Key key, Move move, int weight);

    std::unordered_map<Key, std::vector<BookMove>> m_entries;
};

} // namespace xq
