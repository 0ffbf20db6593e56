#pragma once

// The static evaluation: a linear sum of features of the position seen from the side to move
// (mobility, potential mobility, corners, X- and C-squares, edges, stable discs, parity, discs),
// with one weight vector per phase (a band of empty-square counts). The weights are fitted by
// `reversi-fit` (src/reversitune) and live in evalweights.h.

#include "reversi/bitboard.h"

#include <array>

namespace reversi {

enum class Feature {
    Mobility,
    PotentialMobility,
    Corners,
    XSquares,
    CSquares,
    Edges,
    Stable,
    Parity,
    Discs,
    Tempo,
    Count
};
constexpr int FeatureCount = static_cast<int>(Feature::Count);
constexpr int PhaseCount = 6;
using Features = std::array<int, FeatureCount>;

/// Scores are in hundredths of a disc; an exact result of d discs is d * DiscScale.
constexpr int DiscScale = 100;

/// The phase of a position with this many empty squares (0 = the last ten empties).
constexpr int phaseOf(int empties)
{
    return empties <= 0 ? 0 : (empties - 1) / 10 < PhaseCount ? (empties - 1) / 10 : PhaseCount - 1;
}

/// The discs of `player` that can never be flipped (an inner approximation: grown from the
/// corners along lines that are full or end in a stable disc of its own or the board's edge).
Bitboard stableDiscs(Bitboard player, Bitboard opponent);

/// The feature values for the side to move (`player`), each "mine minus theirs" where it applies.
Features features(Bitboard player, Bitboard opponent);

/// The evaluation of the position for the side to move, in hundredths of a disc.
int evaluate(Bitboard player, Bitboard opponent);

} // namespace reversi
