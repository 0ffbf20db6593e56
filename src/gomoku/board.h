#pragma once

// The Gomoku board: a square of 5..20 points in a padded array (a border of walls five points
// wide, so line scans need no bounds checks), the stones in move order, undo and a Zobrist key.

#include "gomoku/types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace gomoku {

constexpr int Padding = 5;
constexpr int Stride = MaxSize + 2 * Padding;
constexpr int CellCount = Stride * Stride;
/// Index steps of the four line directions: horizontal, vertical and the two diagonals.
constexpr std::array<int, 4> Directions { 1, Stride, Stride + 1, Stride - 1 };

using Cells = std::array<Stone, CellCount>;

struct PlacedStone {
    int index = 0;
    Stone stone = Stone::Empty;
};

class Board {
public:
    explicit Board(int size = 15);

    int size() const { return m_size; }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < m_size && p.y < m_size; }
    static int indexOf(Point p) { return (p.y + Padding) * Stride + p.x + Padding; }
    static Point pointOf(int index)
    {
        return { index % Stride - Padding, index / Stride - Padding };
    }
    Stone at(Point p) const { return m_cells[indexOf(p)]; }
    Stone cell(int index) const { return m_cells[index]; }
    const Cells &cells() const { return m_cells; }

    Stone sideToMove() const { return m_toMove; }
    const std::vector<PlacedStone> &history() const { return m_history; }
    int stoneCount() const { return int(m_history.size()); }
    bool isFull() const { return stoneCount() == m_size * m_size; }
    std::uint64_t key() const { return m_key; }

    /// Puts `stone` on the empty point `index`; the other colour moves next.
    void place(int index, Stone stone);
    /// Plays the side to move at the empty point `index`.
    void play(int index) { place(index, m_toMove); }
    /// Sets who moves next (for set-up positions; play and undo keep it up to date).
    void setSideToMove(Stone stone) { m_toMove = stone; }
    /// Takes back the last stone; does nothing on an empty board.
    void undo();

    /// The run of `stone` through `index` along `direction` (the point itself counted as
    /// `stone`): its length.
    int runLength(int index, int direction, Stone stone) const;
    /// The points of the line that the stone at `index` completes and that wins under `rule`,
    /// or an empty list.
    std::vector<Point> winningLine(int index, Rule rule) const;

private:
    int m_size;
    Stone m_toMove = Stone::Black;
    Cells m_cells {};
    std::vector<PlacedStone> m_history;
    std::uint64_t m_key = 0;
};

/// The Zobrist key part of `stone` (black or white) at `index`.
std::uint64_t zobrist(int index, Stone stone);

} // namespace gomoku
