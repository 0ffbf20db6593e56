#pragma once

// Judging the moves of a repetition cycle: perpetual check, then perpetual chase, else a draw.
// docs/rules.md gives the rules case by case.

#include "core/board.h"

#include <optional>

namespace xq {

/// How a cycle ends: who loses and why, or a draw (no loser, reason Repetition).
struct CycleJudgement {
    enum class Reason { Repetition, PerpetualCheck, PerpetualChase };

    Reason reason = Reason::Repetition;
    std::optional<Side> loser;
};

/// Judges the moves played after history entry `startPly` up to the current position, which
/// must have the same key (the same position, same side to move).
CycleJudgement judgeCycle(const Board &board, int startPly);

} // namespace xq
