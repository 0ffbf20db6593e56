#pragma once

// The evaluation terms that depend only on a stone and its point (material, soldiers across the
// river, horses toward the centre, chariots on the rib files, ...), written as rules over the
// weights of params.h and folded into one table at compile time, so the evaluation looks each
// stone up once.

#include "params.h"

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

constexpr void soldierPlacement(Side side, Square s, PlacementSum &t)
{
    const int rank = relativeRank(side, s);
    if (rank == 4) {
        t.add(params::SoldierOwnBank);
    }
    if (onOwnHalf(side, s)) {
        return;
    }
    t.add(params::SoldierCrossed);
    t.add(params::SoldierCentralFile, centrality(s));
    t.add(params::SoldierAdvance[rank]);
    if (rank >= 6 && rank <= 8 && fileOf(s) >= 3 && fileOf(s) <= 5) {
        t.add(params::SoldierNearPalace);
    }
}

constexpr void horsePlacement(Side side, Square s, PlacementSum &t)
{
    t.add(params::HorseCentralFile, centrality(s));
    t.add(params::HorseAdvance[relativeRank(side, s)]);
    if (fileOf(s) == 0 || fileOf(s) == 8) {
        t.add(params::HorseEdgeFile);
    }
}

constexpr void chariotPlacement(Side side, Square s, PlacementSum &t)
{
    const int rank = relativeRank(side, s);
    if (fileOf(s) == 3 || fileOf(s) == 5) {
        t.add(params::ChariotRibFile);
    }
    if (rank == 0 && (fileOf(s) == 0 || fileOf(s) == 8)) {
        t.add(params::ChariotCornerUndeveloped);
    }
    if (rank >= 5 && rank <= 7) {
        t.add(params::ChariotEnemyBank);
    }
}

constexpr void cannonPlacement(Side side, Square s, PlacementSum &t)
{
    if (fileOf(s) == 4) {
        t.add(params::CannonCentralFile);
    }
    if (relativeRank(side, s) == 9) {
        t.add(params::CannonBottomRank);
    }
}

constexpr void generalPlacement(Side side, Square s, PlacementSum &t)
{
    if (relativeRank(side, s) != 0) {
        t.add(params::GeneralOffHome);
    }
    if (fileOf(s) != 4) {
        t.add(params::GeneralOffFile);
    }
}

constexpr Weight placement(Side side, Kind kind, Square s)
{
    PlacementSum t;
    t.add(params::Material[index(kind)]);
    switch (kind) {
    case Kind::Soldier: soldierPlacement(side, s, t); break;
    case Kind::Horse: horsePlacement(side, s, t); break;
    case Kind::Chariot: chariotPlacement(side, s, t); break;
    case Kind::Cannon: cannonPlacement(side, s, t); break;
    case Kind::Advisor:
        if (fileOf(s) == 4) {
            t.add(params::AdvisorCentre);
        }
        break;
    case Kind::Elephant:
        if (fileOf(s) == 4) {
            t.add(params::ElephantCentre);
        }
        break;
    case Kind::General: generalPlacement(side, s, t); break;
    }
    return t.total;
}

constexpr PieceSquareTable buildPieceSquareTable()
{
    PieceSquareTable table {};
    for (Side side : { Side::Red, Side::Black }) {
        for (int k = 0; k < KindCount; ++k) {
            const Kind kind = static_cast<Kind>(k);
            for (Square s = 0; s < SquareCount; ++s) {
                table[Stone(side, kind).tableIndex()][s] = placement(side, kind, s);
            }
        }
    }
    return table;
}

} // namespace detail

inline constexpr PieceSquareTable pieceSquareTable = detail::buildPieceSquareTable();

} // namespace xq
