#include "gomoku/rescore.h"

#include "gomoku/position.h"
#include "gomoku/searcher.h"
#include "gomoku/selfplay.h"
#include "gomoku/selfplaygames.h"

#include <memory>

namespace gomoku {

bool rescoreSelfPlayGames(std::istream &games, std::ostream &out, int depth, std::string &error)
{
    int size = 15;
    std::unique_ptr<Searcher> searcher;
    SearchLimits limits;
    limits.maxDepth = depth;
    const auto onHeader = [&](const GamesHeader &header) {
        size = header.size;
        out << "# gomoku self-play games: rule " << ruleName(header.rule) << " size " << header.size
            << " rescored depth " << depth << "; the result, then the moves\n";
    };
    const auto onMove = [&](const Position &position, const ReplayedMove &move) {
        if (position.board().stoneCount() == 0) {
            if (searcher) {
                out << '\n';
                out.flush(); // a game at a time: a run cut short is a prefix of the full one
            }
            // A searcher per game: its table starts empty, so each game's scores are the same
            // whatever came before it.
            searcher = std::make_unique<Searcher>(16);
            out << gameResultName(move.winner);
        }
        out << ' ' << pointName(Board::pointOf(move.index), size);
        if (move.score != "-") {
            Position copy = position;
            out << '/' << searcher->search(copy, limits).score;
        }
    };
    const bool read = replaySelfPlayGames(games, onHeader, onMove, error);
    if (searcher) {
        out << '\n';
    }
    out.flush();
    return read;
}

} // namespace gomoku
