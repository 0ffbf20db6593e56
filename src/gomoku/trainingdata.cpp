#include "gomoku/trainingdata.h"

#include "gomoku/position.h"
#include "gomoku/selfplaygames.h"

namespace gomoku {

namespace {

bool isQuiet(const Position &position)
{
    return position.patternCount(Stone::Black, Pattern::Five) == 0
        && position.patternCount(Stone::White, Pattern::Five) == 0;
}

void writeCounts(std::ostream &out, const Features &features)
{
    for (int c = 0; c < CombinationCount; ++c) {
        if (features[c] != 0) {
            out << ' ' << c << ':' << features[c];
        }
    }
}

void writeHeader(std::ostream &out, const GamesHeader &header)
{
    out << "# gomoku training rows: rule " << ruleName(header.rule) << " size " << header.size
        << "; the result for the side to move, its search's score ('-': none), its colour, its"
        << " combination counts, '|', the other side's;"
        << " combinations";
    for (int c = 0; c < CombinationCount; ++c) {
        out << ' ' << combinationName(c);
    }
    out << '\n';
}

void writeRow(std::ostream &out, const Position &position, const ReplayedMove &move)
{
    if (!isQuiet(position)) {
        return;
    }
    const Stone side = position.sideToMove();
    out << (move.winner == Stone::Empty ? "0.5" : (move.winner == side ? "1" : "0")) << ' '
        << move.score << ' ' << (side == Stone::Black ? "black" : "white");
    writeCounts(out, position.features(side));
    out << " |";
    writeCounts(out, position.features(opponent(side)));
    out << '\n';
}

} // namespace

bool writeTrainingRows(std::istream &games, std::ostream &out, std::string &error)
{
    return replaySelfPlayGames(
        games, [&](const GamesHeader &header) { writeHeader(out, header); },
        [&](const Position &position, const ReplayedMove &move) { writeRow(out, position, move); },
        error);
}

} // namespace gomoku
