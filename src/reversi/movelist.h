#pragma once

// The moves of a node with their flips and an ordering key, sorted best first.

#include "reversi/bitboard.h"

#include <algorithm>
#include <array>

namespace reversi {

struct ScoredMove {
    int square = NoMove;
    Bitboard flipped = 0;
    int key = 0; // higher is tried first
};

class MoveList {
public:
    /// Every move of `moves` (a bitboard of legal squares) with its flips; keys left at 0.
    MoveList(Bitboard moves, Bitboard player, Bitboard opponent)
    {
        for (Bitboard rest = moves; rest; rest &= rest - 1) {
            const int square = firstSquare(rest);
            m_moves[m_size++] = { square, reversi::flips(square, player, opponent), 0 };
        }
    }

    ScoredMove *begin() { return m_moves.data(); }
    ScoredMove *end() { return m_moves.data() + m_size; }
    const ScoredMove *begin() const { return m_moves.data(); }
    const ScoredMove *end() const { return m_moves.data() + m_size; }
    int size() const { return m_size; }

    /// Stable sort by key, highest first (insertion sort: the lists are short).
    void sort()
    {
        for (int i = 1; i < m_size; ++i) {
            const ScoredMove moving = m_moves[i];
            int j = i;
            for (; j > 0 && m_moves[j - 1].key < moving.key; --j) {
                m_moves[j] = m_moves[j - 1];
            }
            m_moves[j] = moving;
        }
    }

private:
    std::array<ScoredMove, 32> m_moves {};
    int m_size = 0;
};

} // namespace reversi
