#pragma once

// The static evaluation: n-tuple patterns (patterns.h) with weights per stage fitted to
// self-play positions (patternweights.h), in hundredths of a disc for the side to move; and the
// stable discs, which the solver's cutoffs use.

#include "reversi/bitboard.h"

#include <memory>

namespace reversi {

class PatternWeights;

/// Scores are in hundredths of a disc; an exact result of d discs is d * DiscScale.
constexpr int DiscScale = 100;

/// The discs of `player` that can never be flipped (an inner approximation: grown from the
/// corners along lines that are full or end in a stable disc of its own or the board's edge).
Bitboard stableDiscs(Bitboard player, Bitboard opponent);

/// The evaluation of the position for the side to move, in hundredths of a disc, strictly
/// between the worst and the best exact result.
int evaluate(Bitboard player, Bitboard opponent);

/// The weights evaluate() uses: the built-in set unless another was installed.
const PatternWeights &activeWeights();
/// Makes evaluate() use `weights` (nullptr: the built-in set again); call it while no search
/// runs.
void installWeights(std::shared_ptr<const PatternWeights> weights);

} // namespace reversi
