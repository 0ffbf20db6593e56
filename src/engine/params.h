#pragma once

// Every tunable number of the engine, with its name: evaluation weights, search margins and
// time management. Evaluation terms are pairs (opening, endgame) blended by the game phase.
// docs/engine.md says how they were tuned.

#include "core/types.h"

#include <array>

namespace xq {

/// An evaluation term for the opening/middlegame and for the endgame.
struct Weight {
    int mg = 0;
    int eg = 0;

    constexpr bool operator==(const Weight &) const = default;
};

/// The evaluation's tunable weights. The defaults are the engine's weights (the evaluation and
/// its piece-square table are folded from them at compile time); xiangqi-tune fits other sets to
/// positions scored by a reference engine, and matches decide (docs/engine.md, "How it was
/// tuned").
struct EvalParams {
    // --- Material, indexed by Kind: General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier.
    std::array<Weight, KindCount> Material = { {
        { 0, 0 },
        { 170, 150 },
        { 170, 150 },
        { 420, 470 },
        { 1000, 1080 },
        { 450, 430 },
        { 70, 110 },
    } };

    // --- Soldiers: before and across the river ("crossed").
    Weight SoldierOwnBank = { 10, 10 }; ///< on its own river bank, ready to cross
    Weight SoldierCrossed = { 60, 90 }; ///< across the river, moving sideways too
    Weight SoldierCentralFile = { 8, 12 }; ///< per file nearer the centre, once crossed
    std::array<int, 10> SoldierAdvance = { 0, 0, 0, 0, 0, 0, 15, 30, 25, -45 };
    Weight SoldierNearPalace = { 25, 30 }; ///< crossed soldier on a palace file, ranks 6-8

    // --- Horses.
    Weight HorseCentralFile = { 7, 5 }; ///< per file nearer the centre
    std::array<int, 10> HorseAdvance = { -25, -10, 0, 5, 15, 20, 30, 30, 15, -15 };
    Weight HorseEdgeFile = { -15, -10 };
    Weight HorseMobility = { 10, 12 }; ///< per free step (leg unblocked, not own stone)
    Weight HorseTrapped = { -40, -40 }; ///< no free step at all
    Weight HorsePalaceCentre = { -40, -10 }; ///< on its own palace's centre, hemming the general

    // --- Chariots.
    Weight ChariotMobility = { 6, 8 }; ///< per reachable point
    Weight ChariotRibFile = { 10, 0 }; ///< files d and f, beside the palace
    Weight ChariotCornerUndeveloped = { -25, 0 };
    Weight ChariotEnemyBank = { 15, 10 }; ///< ranks 5-7 from its own side
    Weight ChariotPin = { 30, 30 }; ///< an enemy stone between it and the enemy general

    // --- Cannons.
    Weight CannonMobility = { 2, 2 }; ///< per point it can slide to
    Weight CannonCentralFile = { 20, 0 };
    Weight CannonScreenedGeneral = { 35, 10 }; ///< one stone between it and the general
    Weight CannonEmptyHead = { 90, 40 }; ///< on the general's file, nothing between
    Weight CannonBottomRank = { 20, 0 }; ///< on the enemy's back rank

    // --- Advisors, elephants, the general: palace safety.
    Weight ElephantCentre = { 10, 5 };
    Weight AdvisorCentre = { 8, 5 };
    Weight GeneralOffHome = { -20, 0 }; ///< general raised from its home rank
    Weight GeneralOffFile = { -10, 0 }; ///< general off the centre file
    /// Attacking weight of an enemy stone across the river, by kind (chariot, horse, cannon,
    /// soldier), against the general's defenders.
    std::array<int, KindCount> AttackWeight = { 0, 0, 0, 3, 5, 3, 1 };
    Weight MissingDefender = { 2, 1 }; ///< per missing advisor/elephant per attack unit
    Weight OpenPalaceLine = { 30, 10 }; ///< enemy chariot on the general's file, unblocked
    /// Palace pressure: each point of the enemy palace a stone attacks adds its kind's units; the
    /// defender loses units * units * PalaceDanger / PalaceDangerScale, so joined attacks count
    /// most.
    std::array<int, KindCount> PalaceHitUnits = { 0, 0, 0, 3, 3, 2, 2 };
    Weight PalaceDanger = { 4, 2 };

    // --- Threats: stones the enemy attacks.
    Weight Hanging = { -35, -45 }; ///< attacked and not defended
    /// Attacked by a stone worth less, defended or not, by the kind attacked.
    std::array<Weight, KindCount> ThreatByLesser = { {
        { 0, 0 },
        { -20, -20 },
        { -20, -20 },
        { -45, -45 },
        { -80, -80 },
        { -45, -45 },
        { 0, 0 },
    } };

    // --- Whole-position terms.
    int Tempo = 20;
};

namespace params {

/// The engine's evaluation weights.
inline constexpr EvalParams Eval {};

/// Phase weight of each kind; the opening has MaxPhase (2 chariots, horses, cannons a side).
constexpr std::array<int, KindCount> PhaseWeight = { 0, 0, 0, 3, 6, 3, 0 };
constexpr int MaxPhase = 2 * (2 * 6 + 2 * 3 + 2 * 3);
/// Mobility counts from these numbers of steps or points: fewer count against the stone.
constexpr int HorseMobilityBase = 3;
constexpr int ChariotMobilityBase = 8;
constexpr int CannonMobilityBase = 6;
constexpr int PalaceDangerScale = 16;
constexpr int PalaceDangerMaxUnits = 40;
/// A side with nothing that can cross the river cannot win: its lead is divided by this.
constexpr int NoAttackerScaleDown = 8;

} // namespace params

namespace searchparams {

constexpr int AspirationWindow = 30;
constexpr int AspirationMinDepth = 5;
constexpr int NullMoveMinDepth = 3;
constexpr int NullMoveBaseReduction = 3;
constexpr int NullMoveDepthDivisor = 4;
/// One ply more null-move reduction per this much static evaluation above beta, at most Max.
constexpr int NullMoveEvalDivisor = 200;
constexpr int NullMoveMaxEvalReduction = 3;
/// Null move needs this much material (phase units) for the side to move: no zugzwang risk.
constexpr int NullMoveMinPhase = 6;
constexpr int StaticNullMaxDepth = 6;
constexpr int StaticNullMargin = 90; ///< per ply of depth
constexpr int FutilityMaxDepth = 4;
constexpr int FutilityBase = 80;
constexpr int FutilityPerDepth = 110;
constexpr int RazorMaxDepth = 2;
constexpr int RazorMargin = 300;
/// Late move pruning, up to MaxDepth: quiet moves after the first base + d * d moves at depth d
/// (half that when not improving) are dropped.
constexpr int LateMovePruningBase = 4;
constexpr int LateMovePruningMaxDepth = 8;
constexpr int LmrMinDepth = 3;
constexpr int LmrMinMoveIndex = 3;
constexpr double LmrBase = 0.6;
constexpr double LmrDivisor = 1.8;
/// History points worth one ply less (or more, when negative) reduction.
constexpr int LmrHistoryDivisor = 4096;
constexpr int HistoryMax = 16384;
constexpr int CheckExtension = 1;
constexpr int QuiescenceDeltaMargin = 200;
/// Singular extension: from this depth, with a lower-bound table entry at most Margin plies
/// shallower, the hash move is extended when every other move stays PerDepth * depth below it.
constexpr int SingularMinDepth = 8;
constexpr int SingularTableDepthMargin = 3;
constexpr int SingularMarginPerDepth = 2;
/// ProbCut: from this depth, a capture searched Reduction plies shallower against beta + Margin.
constexpr int ProbCutMinDepth = 5;
constexpr int ProbCutMargin = 200;
constexpr int ProbCutReduction = 4;
constexpr int IidMinDepth = 6;
constexpr int IidReduction = 3;
/// Internal iterative reduction off the principal variation from this depth.
constexpr int IirMinDepth = 4;

} // namespace searchparams

namespace timeparams {

/// Kept back from every limit for the answer to reach the other side in time.
constexpr int MoveOverheadMs = 10;
/// Moves the rest of the game is assumed to take when the GUI does not say.
constexpr int DefaultMovesToGo = 30;
/// Share of the increment spent on each move, in percent.
constexpr int IncrementUsePercent = 80;
/// The hard limit is this many soft budgets, and never more than this share of the clock.
constexpr int HardPerSoft = 4;
constexpr int MaxClockSharePercent = 40;
/// A stable best move lets the search stop at this share of the soft budget, in percent.
constexpr int StableSharePercent = 50;
constexpr int StableIterations = 4;
constexpr int MinimumMs = 5;

} // namespace timeparams

} // namespace xq
