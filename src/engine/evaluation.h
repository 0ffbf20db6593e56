#pragma once

// The static evaluation: material, piece-square terms by game phase, mobility, palace safety,
// soldiers across the river, horse and cannon specifics and tempo, in centipawns from the side
// to move's point of view. The weights live in params.h.

#include "core/board.h"
#include "engine/piecesquaretable.h"
#include "engine/score.h"

namespace xq {

/// The position's value for the side to move.
Score evaluate(const Board &board);
/// The same with other weights, `table` being buildPieceSquareTable(params): for the tuner.
Score evaluate(const Board &board, const EvalParams &params, const PieceSquareTable &table);

/// Opening value of a stone kind, for move ordering and exchange tests.
int stoneValue(Kind kind);

/// Phase units of one side's chariots, horses and cannons: half of MaxPhase at the start.
int sidePhase(const Board &board, Side side);

} // namespace xq
