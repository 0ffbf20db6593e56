#pragma once

// Where each kind of stone can step from each point, computed once at compile time, so move
// generation and attack tests walk short lists instead of testing board edges.

#include "core/types.h"

#include <array>
#include <cstdint>

namespace xq {

template <typename T, int N> struct SmallList {
    std::array<T, N> items {};
    std::int8_t count = 0;

    constexpr void push(T item) { items[count++] = item; }
    constexpr const T *begin() const { return items.data(); }
    constexpr const T *end() const { return items.data() + count; }
};

/// A step that can be blocked by a stone on `block` (a horse leg, an elephant eye).
struct BlockableStep {
    Square block = NoSquare;
    Square target = NoSquare;
};

enum Direction { Up, Down, Left, Right, DirectionCount };

struct Geometry {
    /// Points in a straight line from a point to the edge, nearest first.
    std::array<std::array<SmallList<Square, 9>, DirectionCount>, SquareCount> rays {};
    std::array<SmallList<BlockableStep, 8>, SquareCount> horseSteps {};
    /// Where a horse must stand to attack a point, with the leg it needs free.
    std::array<SmallList<BlockableStep, 8>, SquareCount> horseAttackers {};
    /// Elephant steps that stay on the elephant's own half.
    std::array<SmallList<BlockableStep, 4>, SquareCount> elephantSteps {};
    /// Diagonal steps inside the palace the point belongs to (empty outside a palace).
    std::array<SmallList<Square, 4>, SquareCount> advisorSteps {};
    /// Orthogonal steps inside the palace the point belongs to.
    std::array<SmallList<Square, 4>, SquareCount> generalSteps {};
    std::array<std::array<SmallList<Square, 3>, 2>, SquareCount> soldierSteps {};
    /// Where a soldier of a side must stand to attack a point.
    std::array<std::array<SmallList<Square, 3>, 2>, SquareCount> soldierAttackers {};
};

constexpr int forwardRankStep(Side side)
{
    return side == Side::Red ? 1 : -1;
}

constexpr bool inAnyPalace(Square s)
{
    return inPalace(Side::Red, s) || inPalace(Side::Black, s);
}

constexpr Geometry buildGeometry()
{
    constexpr int fileStep[DirectionCount] = { 0, 0, -1, 1 };
    constexpr int rankStep[DirectionCount] = { 1, -1, 0, 0 };
    Geometry g;
    for (Square s = 0; s < SquareCount; ++s) {
        const int f = fileOf(s);
        const int r = rankOf(s);
        for (int d = 0; d < DirectionCount; ++d) {
            for (int nf = f + fileStep[d], nr = r + rankStep[d]; onBoard(nf, nr);
                 nf += fileStep[d], nr += rankStep[d]) {
                g.rays[s][d].push(makeSquare(nf, nr));
            }
        }
        // Horse: a leg step along a line, then one diagonal step outward.
        for (int d = 0; d < DirectionCount; ++d) {
            const int lf = f + fileStep[d];
            const int lr = r + rankStep[d];
            for (int side : { -1, 1 }) {
                const int tf = lf + fileStep[d] + (fileStep[d] == 0 ? side : 0);
                const int tr = lr + rankStep[d] + (rankStep[d] == 0 ? side : 0);
                if (onBoard(tf, tr)) {
                    g.horseSteps[s].push({ makeSquare(lf, lr), makeSquare(tf, tr) });
                }
            }
        }
        for (int df : { -1, 1 }) {
            for (int dr : { -1, 1 }) {
                const int ef = f + df;
                const int er = r + dr;
                const int tf = f + 2 * df;
                const int tr = r + 2 * dr;
                if (onBoard(tf, tr) && (r <= 4) == (tr <= 4)) {
                    g.elephantSteps[s].push({ makeSquare(ef, er), makeSquare(tf, tr) });
                }
                if (onBoard(ef, er) && inAnyPalace(s) && inAnyPalace(makeSquare(ef, er))) {
                    g.advisorSteps[s].push(makeSquare(ef, er));
                }
            }
        }
        for (int d = 0; d < DirectionCount; ++d) {
            const int nf = f + fileStep[d];
            const int nr = r + rankStep[d];
            if (onBoard(nf, nr) && inAnyPalace(s) && inAnyPalace(makeSquare(nf, nr))) {
                g.generalSteps[s].push(makeSquare(nf, nr));
            }
        }
        for (Side side : { Side::Red, Side::Black }) {
            const int fr = r + forwardRankStep(side);
            if (onBoard(f, fr)) {
                g.soldierSteps[s][index(side)].push(makeSquare(f, fr));
            }
            if (!onOwnHalf(side, s)) {
                for (int nf : { f - 1, f + 1 }) {
                    if (onBoard(nf, r)) {
                        g.soldierSteps[s][index(side)].push(makeSquare(nf, r));
                    }
                }
            }
        }
    }
    // Attackers are the inverse of the steps.
    for (Square from = 0; from < SquareCount; ++from) {
        for (const BlockableStep &step : g.horseSteps[from]) {
            g.horseAttackers[step.target].push({ step.block, from });
        }
        for (int side = 0; side < 2; ++side) {
            for (Square to : g.soldierSteps[from][side]) {
                g.soldierAttackers[to][side].push(from);
            }
        }
    }
    return g;
}

inline constexpr Geometry geometry = buildGeometry();

} // namespace xq
