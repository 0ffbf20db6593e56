#include "reversi/levels.h"

#include <algorithm>
#include <cmath>

namespace reversi {

namespace {

constexpr std::array<LevelSettings, MaxLevel + 1> Levels = { {
    { true, false, 0, 0 }, // the tutorial's greedy player
    { true, true, 0, 0 }, // greedy with corner and edge bonuses
    { false, false, 1, 4 }, { false, false, 2, 8 }, { false, false, 4, 10 },
    { false, false, 6, 12 },
    { false, false, 14, 20 }, // full strength (with a move time, the clock decides)
} };

constexpr Bitboard EdgeSquares = 0xFF818181818181FFULL;
/// The tutorial's "experience": a corner is worth ten discs, another edge square three.
constexpr int CornerBonus = 10;
constexpr int EdgeBonus = 3;
constexpr int MovetimeMarginMs = 20;

} // namespace

LevelSettings levelSettings(int level)
{
    return Levels[std::clamp(level, 0, MaxLevel)];
}

Move greedyMove(const Board &board, bool edgeBonuses)
{
    Move best = NoMove;
    int bestValue = -1;
    for (Bitboard rest = board.legalMoves(); rest; rest &= rest - 1) {
        const int square = firstSquare(rest);
        int value = popCount(flips(square, board.player(), board.opponent()));
        if (edgeBonuses) {
            value += (squareBit(square) & Corners)  ? CornerBonus
                : (squareBit(square) & EdgeSquares) ? EdgeBonus
                                                    : 0;
        }
        if (value > bestValue) {
            bestValue = value;
            best = square;
        }
    }
    return best;
}

int exactEmptiesForMovetime(int movetimeMs)
{
    // Each further empty square costs the solver about 2.5 times the time; 14 empties take
    // about 30 ms here (docs/reversi.md).
    if (movetimeMs <= 0) {
        return 0;
    }
    const double ratio = movetimeMs / 30.0;
    return std::clamp(14 + static_cast<int>(std::floor(std::log(ratio) / std::log(2.5))), 8, 30);
}

void Engine::setLevel(int level)
{
    m_level = std::clamp(level, 0, MaxLevel);
    m_depth = 0;
}

void Engine::setDepth(int depth)
{
    m_depth = std::clamp(depth, 1, 60);
}

void Engine::setThreads(int threads)
{
    m_threads = std::clamp(threads, 1, MaxSearchThreads);
}

SearchLimits Engine::limitsWithMovetime(int movetimeMs) const
{
    const LevelSettings settings = levelSettings(m_level);
    SearchLimits limits;
    // A margin for the reply to reach the referee.
    limits.movetimeMs = movetimeMs - std::min(MovetimeMarginMs, movetimeMs / 10);
    limits.depth = m_depth > 0 ? m_depth : settings.depth;
    limits.exactEmpties = m_depth > 0 ? m_depth : settings.exactEmpties;
    limits.threads = m_level == MaxLevel || m_depth > 0 ? m_threads : 1;
    if (movetimeMs > 0) {
        // No solve that cannot finish in time: the midgame search makes better use of it.
        limits.exactEmpties = std::min(limits.exactEmpties, exactEmptiesForMovetime(movetimeMs));
        if (m_level == MaxLevel && m_depth == 0) {
            limits.depth = 60;
            limits.exactEmpties = exactEmptiesForMovetime(movetimeMs);
        }
    }
    return limits;
}

std::optional<SearchResult> Engine::bookMove(const Board &board) const
{
    if (!m_bookEnabled || m_level != MaxLevel || m_depth != 0) {
        return std::nullopt;
    }
    const OpeningBook &book = m_book ? *m_book : OpeningBook::builtIn();
    const std::optional<BookMove> entry = book.find(board.player(), board.opponent());
    if (!entry || !board.isLegal(entry->move)) {
        return std::nullopt;
    }
    SearchResult result;
    result.move = entry->move;
    result.score = entry->score;
    result.fromBook = true;
    return result;
}

SearchResult Engine::play(const Board &board, const Search::Progress &progress)
{
    if (const std::optional<SearchResult> fromBook = bookMove(board)) {
        if (progress) {
            progress(*fromBook); // the only report of a move that needs no search
        }
        return *fromBook;
    }
    const LevelSettings settings = levelSettings(m_level);
    if (settings.greedy && m_depth == 0) {
        SearchResult result;
        result.move = greedyMove(board, settings.edgeBonuses);
        if (result.move == NoMove && board.mustPass()) {
            result.move = PassMove;
        }
        return result;
    }
    const int movetimeMs = m_clock ? moveTimeFromClock(*m_clock, board.emptyCount()) : m_movetimeMs;
    return m_search.think(board, limitsWithMovetime(movetimeMs), progress);
}

} // namespace reversi
