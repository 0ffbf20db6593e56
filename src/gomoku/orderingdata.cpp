#include "gomoku/orderingdata.h"

#include "gomoku/moveordering.h"
#include "gomoku/movepicker.h"
#include "gomoku/position.h"
#include "gomoku/selfplaygames.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace gomoku {

namespace {

void writeRow(std::ostream &out, const Position &position, const ReplayedMove &move)
{
    if (move.score == "-" || position.patternCount(Stone::Black, Pattern::Five) > 0
        || position.patternCount(Stone::White, Pattern::Five) > 0) {
        return;
    }
    std::vector<int> candidates;
    MovePicker picker(position, -1, std::numeric_limits<int>::max());
    for (int point = picker.next(); point >= 0; point = picker.next()) {
        candidates.push_back(point);
    }
    std::sort(candidates.begin(), candidates.end()); // board order, as the search breaks ties
    const auto played = std::find(candidates.begin(), candidates.end(), move.index);
    if (played == candidates.end()) {
        return;
    }
    out << (played - candidates.begin()) << ' ' << candidates.size();
    const Stone side = position.sideToMove();
    for (const int point : candidates) {
        const OrderingFeatures f = orderingFeatures(position, point);
        out << ' ' << f.own << ' ' << f.other << ' ' << f.last << ' ' << f.before << ' '
            << int(f.tier) << ' '
            << position.value(side, point) * 6 + position.value(opponent(side), point) * 5;
    }
    out << '\n';
}

} // namespace

bool writeOrderingRows(std::istream &games, std::ostream &out, std::string &error)
{
    return replaySelfPlayGames(
        games,
        [&](const GamesHeader &header) {
            out << "# gomoku ordering rows: rule " << ruleName(header.rule) << " size "
                << header.size << "; per position the played move's place among the candidates"
                << " and their count, then per candidate: own other last before tier hand\n";
        },
        [&](const Position &position, const ReplayedMove &move) { writeRow(out, position, move); },
        error);
}

} // namespace gomoku
