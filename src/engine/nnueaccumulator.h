#pragma once

// The neural evaluation during a search: a stack of accumulators, one per ply, each the sum of
// the feature rows of the stones on the board seen from both sides. A move pushes its parent's
// accumulators updated by the rows of the stones it moved and took, so nothing is recomputed
// from scratch; taking the move back pops. The board knows nothing of this: the search pushes
// before it makes a move and pops after it takes one back.

#include "common/nnuekernels.h"
#include "core/board.h"
#include "engine/nnuenetwork.h"
#include "engine/score.h"

#include <cstdint>
#include <vector>

namespace xq {

class NnueAccumulatorStack {
public:
    explicit NnueAccumulatorStack(
        const NnueNetwork &network, common::SimdPath path = common::bestSimdPath());

    /// The feature of `stone` on `s` seen from `perspective`: own stones first, Black's view
    /// mirrored top to bottom (the trainer numbers them the same way).
    static int featureIndex(Side perspective, Stone stone, Square s);

    /// Starts again from `board`, computing its accumulators from scratch.
    void reset(const Board &board);
    /// Before `board.makeMove(m)`: pushes the accumulators of the position after `m`.
    void push(const Board &board, Move m);
    /// Before a null move: the same stones, so the same accumulators.
    void pushNull();
    void pop();
    /// The net's value of the current position, for the side to move, in centipawns.
    Score evaluate(Side sideToMove) const;
    /// The current accumulator seen from `perspective` (hidden values), for tests.
    const std::int16_t *accumulator(Side perspective) const;
    const NnueNetwork &network() const { return m_network; }

private:
    std::int16_t *entry(int depth, Side perspective);

    const NnueNetwork &m_network;
    const common::NnueKernels &m_kernels;
    int m_hidden;
    int m_top = 0;
    std::vector<std::int16_t> m_values;
};

} // namespace xq
