// Interim: mate, stalemate and plain repetition only, until the full judge lands.
#include "rulesjudge.h"

namespace xq {

Verdict RulesJudge::judge(const Board &board, int)
{
    if (!board.hasLegalMove()) {
        const Outcome loser = board.sideToMove() == Side::Red ? Outcome::BlackWins : Outcome::RedWins;
        return {loser, board.inCheck() ? EndReason::Checkmate : EndReason::Stalemate};
    }
    return {};
}

RepetitionVerdict RulesJudge::repetition(const Board &board)
{
    const auto &history = board.history();
    const int last = static_cast<int>(history.size()) - 1;
    for (int i = last - 4; i >= 0 && i >= last - board.pliesSinceCapture(); i -= 2) {
        if (history[i].key == board.key()) {
            return RepetitionVerdict::Draw;
        }
    }
    return RepetitionVerdict::None;
}

std::string RulesJudge::describe(EndReason reason)
{
    return reason == EndReason::Checkmate ? "checkmate" : "game over";
}

} // namespace xq
