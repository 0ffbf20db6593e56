#pragma once

// The evaluation terms that depend only on a stone and its point (material, soldiers across the
// river, horses toward the centre, chariots on the rib files, ...), written as rules over the
// weights of params.h and folded into one table, so the evaluation looks each stone up once. The
// engine's table is folded at compile time; the tuner builds tables from other weights.

#include "engine/params.h"

#include "core/types.h"

#include <array>

namespace xq {

/// 4 on the centre file down to 0 on the edge files.
constexpr int centrality(Square s)
{
    const int offCentre = fileOf(s) - 4;
    return 4 - (offCentre < 0 ? -offCentre : offCentre);
}

/// Material and placement of every stone (by Stone::tableIndex) on every point.
using PieceSquareTable = std::array<std::array<Weight, SquareCount>, 2 * KindCount>;

namespace detail {

struct PlacementSum {
    Weight total;

    constexpr void add(Weight w, int times = 1)
    {
        total.mg += w.mg * times;
        total.eg += w.eg * times;
    }
    constexpr void add(int both) { add(Weight { both, both }); }
};

constexpr void soldierPlacement(const EvalParams &p, Side side, Square s, PlacementSum &t)
{
    const int rank = relativeRank(side, s);
    if (rank == 4) {
        t.add(p.SoldierOwnBank);
    }
    if (onOwnHalf(side, s)) {
        return;
    }
    t.add(p.SoldierCrossed);
    t.add(p.SoldierCentralFile, centrality(s));
    t.add(p.SoldierAdvance[rank]);
    if (rank >= 6 && rank <= 8 && fileOf(s) >= 3 && fileOf(s) <= 5) {
        t.add(p.SoldierNearPalace);
    }
}

constexpr void horsePlacement(const EvalParams &p, Side side, Square s, PlacementSum &t)
{
    t.add(p.HorseCentralFile, centrality(s));
    t.add(p.HorseAdvance[relativeRank(side, s)]);
    if (fileOf(s) == 0 || fileOf(s) == 8) {
        t.add(p.HorseEdgeFile);
    }
    if (relativeRank(side, s) == 1 && fileOf(s) == 4) {
        t.add(p.HorsePalaceCentre);
    }
}

constexpr void chariotPlacement(const EvalParams &p, Side side, Square s, PlacementSum &t)
{
    const int rank = relativeRank(side, s);
    if (fileOf(s) == 3 || fileOf(s) == 5) {
        t.add(p.ChariotRibFile);
    }
    if (rank == 0 && (fileOf(s) == 0 || fileOf(s) == 8)) {
        t.add(p.ChariotCornerUndeveloped);
    }
    if (rank >= 5 && rank <= 7) {
        t.add(p.ChariotEnemyBank);
    }
}

constexpr void cannonPlacement(const EvalParams &p, Side side, Square s, PlacementSum &t)
{
    if (fileOf(s) == 4) {
        t.add(p.CannonCentralFile);
    }
    if (relativeRank(side, s) == 9) {
        t.add(p.CannonBottomRank);
    }
}

constexpr void generalPlacement(const EvalParams &p, Side side, Square s, PlacementSum &t)
{
    if (relativeRank(side, s) != 0) {
        t.add(p.GeneralOffHome);
    }
    if (fileOf(s) != 4) {
        t.add(p.GeneralOffFile);
    }
}

constexpr Weight placement(const EvalParams &p, Side side, Kind kind, Square s)
{
    PlacementSum t;
    t.add(p.Material[index(kind)]);
    switch (kind) {
    case Kind::Soldier: soldierPlacement(p, side, s, t); break;
    case Kind::Horse: horsePlacement(p, side, s, t); break;
    case Kind::Chariot: chariotPlacement(p, side, s, t); break;
    case Kind::Cannon: cannonPlacement(p, side, s, t); break;
    case Kind::Advisor:
        if (fileOf(s) == 4) {
            t.add(p.AdvisorCentre);
        }
        break;
    case Kind::Elephant:
        if (fileOf(s) == 4) {
            t.add(p.ElephantCentre);
        }
        break;
    case Kind::General: generalPlacement(p, side, s, t); break;
    }
    return t.total;
}

} // namespace detail

/// The table of material and placement for the weights `p`.
constexpr PieceSquareTable buildPieceSquareTable(const EvalParams &p)
{
    PieceSquareTable table {};
    for (Side side : { Side::Red, Side::Black }) {
        for (int k = 0; k < KindCount; ++k) {
            const Kind kind = static_cast<Kind>(k);
            for (Square s = 0; s < SquareCount; ++s) {
                table[Stone(side, kind).tableIndex()][s] = detail::placement(p, side, kind, s);
            }
        }
    }
    return table;
}

/// The engine's table, from the default weights.
inline constexpr PieceSquareTable pieceSquareTable = buildPieceSquareTable(params::Eval);

} // namespace xq
