#include "puzzles/continuation.h"

#include "puzzles/endgames.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/mateprover.h"
#include "puzzles/reversipuzzles.h"

namespace puzzles {

std::optional<std::vector<std::string>> continueLine(
    const Puzzle &puzzle, const std::vector<std::string> &played)
{
    switch (puzzle.goal.kind) {
    case GoalKind::Mate: return continueMate(puzzle, played);
    case GoalKind::Vcf: return continueVcf(puzzle, played);
    case GoalKind::Vct: return continueVct(puzzle, played);
    case GoalKind::WinByDiscs: return continueBestMove(puzzle, played);
    case GoalKind::Draw:
    case GoalKind::Win: return continueEndgame(puzzle, played);
    case GoalKind::WinMaterial: break;
    }
    return std::nullopt;
}

bool engineJudges(const Goal &goal)
{
    return goal.kind != GoalKind::WinMaterial;
}

} // namespace puzzles
