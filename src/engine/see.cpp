#include "engine/see.h"

#include "engine/evaluation.h"

#include "core/attacks.h"

#include <algorithm>
#include <array>

namespace xq {

namespace {

/// The general recaptures last: it may only when nothing defends the point any more.
constexpr int GeneralExchangeValue = 100000;
constexpr int MaxExchanges = 32;

int exchangeValue(Kind kind)
{
    return kind == Kind::General ? GeneralExchangeValue : stoneValue(kind);
}

/// The least valuable stone of `side` attacking `target` on `stones`, or NoSquare.
Square leastValuableAttacker(const std::array<Stone, SquareCount> &stones, Square target, Side side)
{
    Square best = NoSquare;
    int bestValue = 0;
    detail::visitAttackers<false>(
        target, side, [&stones](Square s) { return stones[s]; },
        [&](Square s) {
            const int value = exchangeValue(stones[s].kind());
            if (best == NoSquare || value < bestValue) {
                best = s;
                bestValue = value;
            }
            return false;
        });
    return best;
}

std::array<Stone, SquareCount> stonesOf(const Board &board)
{
    std::array<Stone, SquareCount> stones;
    for (Square s = 0; s < SquareCount; ++s) {
        stones[s] = board.stoneAt(s);
    }
    return stones;
}

/// The exchange of `mover` playing `m` on `stones`, the points before the move.
int exchange(std::array<Stone, SquareCount> stones, Move m, Side mover)
{
    const Square target = m.to();
    // gains[i]: material won by the side making exchange i, if the exchanges stop after it.
    std::array<int, MaxExchanges> gains {};
    // A quiet move wins nothing at first; the exchanges may still lose the stone moved.
    gains[0] = stones[target].isEmpty() ? 0 : stoneValue(stones[target].kind());
    Stone onTarget = stones[m.from()];
    stones[target] = onTarget;
    stones[m.from()] = Stone();
    Side side = opposite(mover);
    int depth = 0;
    while (depth + 1 < MaxExchanges) {
        const Square attacker = leastValuableAttacker(stones, target, side);
        if (attacker == NoSquare) {
            break;
        }
        const bool generalCapture = stones[attacker].kind() == Kind::General;
        ++depth;
        gains[depth] = exchangeValue(onTarget.kind()) - gains[depth - 1];
        onTarget = stones[attacker];
        stones[target] = onTarget;
        stones[attacker] = Stone();
        if (generalCapture) {
            // Legal only if the other side cannot take the general back.
            if (leastValuableAttacker(stones, target, opposite(side)) != NoSquare) {
                --depth;
            }
            break;
        }
        side = opposite(side);
    }
    // Each side stops exchanging where going on would cost it.
    while (depth > 0) {
        gains[depth - 1] = -std::max(-gains[depth - 1], gains[depth]);
        --depth;
    }
    return gains[0];
}

} // namespace

int staticExchange(const Board &board, Move m)
{
    return exchange(stonesOf(board), m, board.sideToMove());
}

int lastMoveExchange(const Board &board)
{
    const PlyRecord &last = board.history().back();
    std::array<Stone, SquareCount> stones = stonesOf(board);
    stones[last.move.from()] = stones[last.move.to()];
    stones[last.move.to()] = last.captured;
    return exchange(stones, last.move, opposite(board.sideToMove()));
}

} // namespace xq
