#include "net/movelist.h"

#include <algorithm>

namespace xq::net {

Reconciled reconcile(
    GameRules &rules, const std::vector<std::string> &theirs, std::optional<Side> mover)
{
    const std::vector<std::string> mine = rules.moves();
    const std::size_t common = std::min(mine.size(), theirs.size());
    if (!std::equal(
            theirs.begin(), theirs.begin() + static_cast<std::ptrdiff_t>(common), mine.begin())) {
        return { ErrorCode::Desync, 0 };
    }
    const int before = rules.ply();
    for (std::size_t i = mine.size(); i < theirs.size(); ++i) {
        std::optional<ErrorCode> why;
        if (mover && rules.sideToMove() != *mover) {
            why = ErrorCode::Desync;
        } else if (!rules.isLegal(theirs[i])) {
            why = ErrorCode::IllegalMove;
        }
        if (why) {
            while (rules.ply() > before) {
                rules.undo();
            }
            return { why, 0 };
        }
        rules.play(theirs[i]);
    }
    return { std::nullopt, rules.ply() - before };
}

} // namespace xq::net
