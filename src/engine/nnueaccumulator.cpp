#include "engine/nnueaccumulator.h"

#include <algorithm>
#include <cassert>

namespace xq {

namespace {

/// Plies a search can push beyond its root: the search's ply limit and a margin.
constexpr int StackDepth = MaxPly + 8;

} // namespace

NnueAccumulatorStack::NnueAccumulatorStack(const NnueNetwork &network, common::SimdPath path)
    : m_network(network), m_kernels(common::nnueKernels(path)), m_hidden(network.hidden()),
      m_values(static_cast<std::size_t>(StackDepth) * 2 * network.hidden())
{
}

int NnueAccumulatorStack::featureIndex(Side perspective, Stone stone, Square s)
{
    const int kind = index(stone.kind()) + (stone.side() == perspective ? 0 : KindCount);
    const Square viewed
        = perspective == Side::Red ? s : makeSquare(fileOf(s), RankCount - 1 - rankOf(s));
    return kind * SquareCount + viewed;
}

std::int16_t *NnueAccumulatorStack::entry(int depth, Side perspective)
{
    return m_values.data() + (static_cast<std::size_t>(depth) * 2 + index(perspective)) * m_hidden;
}

const std::int16_t *NnueAccumulatorStack::accumulator(Side perspective) const
{
    return m_values.data() + (static_cast<std::size_t>(m_top) * 2 + index(perspective)) * m_hidden;
}

void NnueAccumulatorStack::reset(const Board &board)
{
    m_top = 0;
    for (const Side perspective : { Side::Red, Side::Black }) {
        std::int16_t *acc = entry(0, perspective);
        std::copy_n(m_network.biases(), m_hidden, acc);
        for (Square s = 0; s < SquareCount; ++s) {
            if (const Stone stone = board.stoneAt(s)) {
                m_kernels.addRow(
                    acc, m_network.featureRow(featureIndex(perspective, stone, s)), m_hidden);
            }
        }
    }
}

void NnueAccumulatorStack::push(const Board &board, Move m)
{
    assert(m_top + 1 < StackDepth);
    const Stone moved = board.stoneAt(m.from());
    const Stone captured = board.stoneAt(m.to());
    for (const Side perspective : { Side::Red, Side::Black }) {
        const std::int16_t *added[1]
            = { m_network.featureRow(featureIndex(perspective, moved, m.to())) };
        const std::int16_t *removed[2]
            = { m_network.featureRow(featureIndex(perspective, moved, m.from())),
                  captured ? m_network.featureRow(featureIndex(perspective, captured, m.to()))
                           : nullptr };
        const common::AccumulatorDelta delta { added, removed, 1, captured ? 2 : 1 };
        m_kernels.applyDelta(
            entry(m_top + 1, perspective), entry(m_top, perspective), delta, m_hidden);
    }
    ++m_top;
}

void NnueAccumulatorStack::pushNull()
{
    assert(m_top + 1 < StackDepth);
    const std::size_t size = static_cast<std::size_t>(2) * m_hidden;
    std::copy_n(entry(m_top, Side::Red), size, entry(m_top + 1, Side::Red));
    ++m_top;
}

void NnueAccumulatorStack::pop()
{
    assert(m_top > 0);
    --m_top;
}

Score NnueAccumulatorStack::evaluate(Side sideToMove) const
{
    const std::int16_t *weights = m_network.outputWeights();
    const std::int64_t sum = static_cast<std::int64_t>(m_network.outputBias())
        + m_kernels.clippedDot(accumulator(sideToMove), weights, m_hidden)
        + m_kernels.clippedDot(accumulator(opposite(sideToMove)), weights + m_hidden, m_hidden);
    constexpr std::int64_t One = NnueNetwork::ActivationOne * NnueNetwork::OutputOne;
    const auto cp = sum * m_network.outputScale() / One;
    return static_cast<Score>(
        std::clamp<std::int64_t>(cp, -ScoreMateBound + 1, ScoreMateBound - 1));
}

} // namespace xq
