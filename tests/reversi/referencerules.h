#pragma once

// Reversi rules written plainly, square by square and direction by direction, to check the
// bitboard code against; and a plain minimax to the end of the game to check the solver.

#include "reversi/board.h"

#include <algorithm>
#include <array>
#include <random>
#include <vector>

namespace reference {

using Grid = std::array<int, 64>; // 1: side to move, -1: opponent, 0: empty

inline Grid gridOf(const reversi::Board &board)
{
    Grid grid {};
    for (int square = 0; square < 64; ++square) {
        const auto bit = reversi::squareBit(square);
        grid[square] = (board.player() & bit) ? 1 : (board.opponent() & bit) ? -1 : 0;
    }
    return grid;
}

/// The squares `who` flips by playing on `square`, walking each of the eight directions.
inline std::vector<int> flipsOf(const Grid &grid, int square, int who)
{
    std::vector<int> all;
    if (grid[square] != 0) {
        return all;
    }
    for (int df = -1; df <= 1; ++df) {
        for (int dr = -1; dr <= 1; ++dr) {
            if (df == 0 && dr == 0) {
                continue;
            }
            std::vector<int> run;
            int file = square % 8 + df;
            int rank = square / 8 + dr;
            while (
                file >= 0 && file < 8 && rank >= 0 && rank < 8 && grid[rank * 8 + file] == -who) {
                run.push_back(rank * 8 + file);
                file += df;
                rank += dr;
            }
            if (!run.empty() && file >= 0 && file < 8 && rank >= 0 && rank < 8
                && grid[rank * 8 + file] == who) {
                all.insert(all.end(), run.begin(), run.end());
            }
        }
    }
    return all;
}

inline std::vector<int> movesOf(const Grid &grid, int who)
{
    std::vector<int> moves;
    for (int square = 0; square < 64; ++square) {
        if (!flipsOf(grid, square, who).empty()) {
            moves.push_back(square);
        }
    }
    return moves;
}

/// Plays a uniformly random legal move (or the pass) of a game that is not over.
inline void playRandomMove(reversi::Board &board, std::mt19937 &random)
{
    reversi::Bitboard moves = board.legalMoves();
    reversi::Move move = reversi::PassMove;
    if (moves) {
        for (int skip = static_cast<int>(random() % reversi::popCount(moves)); skip > 0; --skip) {
            moves &= moves - 1;
        }
        move = reversi::firstSquare(moves);
    }
    reversi::Undo undo;
    board.makeMove(move, undo);
}

/// Positions with `empties` empty squares from seeded random playouts (skipping ended games).
inline std::vector<reversi::Board> positionsWithEmpties(int count, int empties, unsigned seed)
{
    std::mt19937 random(seed);
    std::vector<reversi::Board> positions;
    while (static_cast<int>(positions.size()) < count) {
        reversi::Board board = reversi::Board::start();
        while (!board.isGameOver() && board.emptyCount() > empties) {
            playRandomMove(board, random);
        }
        if (!board.isGameOver() && board.emptyCount() == empties && board.legalMoves()) {
            positions.push_back(board);
        }
    }
    return positions;
}

/// The exact final margin for side 1 with best play (empties to the winner), by full minimax.
inline int minimax(Grid grid, int who, bool passed = false)
{
    const std::vector<int> moves = movesOf(grid, who);
    if (moves.empty()) {
        if (passed) {
            int mine = 0;
            int theirs = 0;
            for (const int cell : grid) {
                mine += cell == who;
                theirs += cell == -who;
            }
            const int empties = 64 - mine - theirs;
            return mine > theirs ? mine - theirs + empties
                : mine < theirs  ? mine - theirs - empties
                                 : 0;
        }
        return -minimax(grid, -who, true);
    }
    int best = -65;
    for (const int square : moves) {
        Grid next = grid;
        for (const int flipped : flipsOf(grid, square, who)) {
            next[flipped] = who;
        }
        next[square] = who;
        best = std::max(best, -minimax(next, -who));
    }
    return best;
}

} // namespace reference
