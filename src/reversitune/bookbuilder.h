#pragma once

// The recipe of the Reversi opening book (src/reversi/book/reversi.book): a deviation search
// from root positions. Every book position has all its moves searched at a fixed depth; the
// moves within a margin of the best (at most `width` of them) are played and their positions
// expanded in turn, up to `plies` past the root; each position's value is the best of its moves'
// values, those of expanded moves being their own positions' values (a negamax over the book's
// tree), and its book move the move with that value. Deterministic: no clock, one thread,
// positions met twice (transpositions, symmetries) searched once.

#include "reversi/board.h"
#include "reversi/openingbook.h"

#include <functional>
#include <vector>

namespace reversi::tune {

struct BookSettings {
    int depth = 14; // midgame plies for each move's value
    int plies = 4; // how far past a root the book expands
    int marginCentidiscs = 100; // moves this close to the best are expanded too
    int width = 2; // at most this many moves expanded per position
};

struct BookRoot {
    Board board;
    int plies = 0; // how far past it the book expands
};

/// Builds the book from the roots; `progress` hears the count of positions searched.
OpeningBook buildBook(const std::vector<BookRoot> &roots, const BookSettings &settings,
    const std::function<void(std::size_t)> &progress = {});

} // namespace reversi::tune
