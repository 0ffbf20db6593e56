#pragma once

// The playing levels, from the tutorial's greedy beginner (level 0) to full strength
// (MaxLevel), and the player that picks a move at a level: the Engine facade that the NBoard
// session and the window both use.

#include "reversi/openingbook.h"
#include "reversi/search.h"
#include "reversi/timemanager.h"

#include <optional>

#include <memory>
#include <optional>

namespace reversi {

constexpr int MaxLevel = 6;

struct LevelSettings {
    bool greedy = false; // no search: the move that flips most
    bool edgeBonuses = false; // greedy with the tutorial's corner and edge bonuses
    int depth = 0;
    int exactEmpties = 0;
};

/// The settings of a level, clamped to 0..MaxLevel.
LevelSettings levelSettings(int level);

/// The move that flips most discs (plus corner/edge bonuses when asked); ties to the first
/// square in a1, b1, ..., h8 order. NoMove when the side to move has no move.
Move greedyMove(const Board &board, bool edgeBonuses);

/// The deepest exact solve that fits in a move time, by the solver's measured speed.
int exactEmptiesForMovetime(int movetimeMs);

class Engine {
public:
    void setLevel(int level);
    int level() const { return m_level; }
    /// NBoard's `set depth N`: N midgame plies, and exact from N empties down.
    void setDepth(int depth);
    void setMovetime(int ms) { m_movetimeMs = ms; }
    int movetime() const { return m_movetimeMs; }
    /// Search threads (Lazy SMP) at full strength and with `set depth`; the other levels
    /// search alone.
    void setThreads(int threads);
    int threads() const { return m_threads; }

    /// Whether the strongest level plays from the opening book (on by default).
    void setBookEnabled(bool enabled) { m_bookEnabled = enabled; }
    bool bookEnabled() const { return m_bookEnabled; }
    /// Another book instead of the built-in one.
    void setBook(std::shared_ptr<const OpeningBook> book) { m_book = std::move(book); }

    /// Moves timed from the whole game's clock instead of the move time (nullopt: the move time).
    void setClock(std::optional<GameClock> clock) { m_clock = clock; }
    const std::optional<GameClock> &clock() const { return m_clock; }

    /// The limits the next search will use with the move time (the clock aside).
    SearchLimits limits() const { return limitsWithMovetime(m_movetimeMs); }
    /// Chooses a move (PassMove when the side to move must pass, NoMove at the game's end).
    SearchResult play(const Board &board, const Search::Progress &progress = {});
    Search &search() { return m_search; }

private:
    SearchLimits limitsWithMovetime(int movetimeMs) const;
    /// The book's move when the book is on, the level the strongest and the position in it.
    std::optional<SearchResult> bookMove(const Board &board) const;

    Search m_search;
    std::shared_ptr<const OpeningBook> m_book;
    bool m_bookEnabled = true;
    int m_level = MaxLevel;
    int m_depth = 0; // 0: the level's own
    int m_movetimeMs = 0;
    int m_threads = 1;
    std::optional<GameClock> m_clock;
};

} // namespace reversi
