#include "gomoku/selfplay.h"

#include "gomoku/position.h"
#include "gomoku/searcher.h"

#include <optional>
#include <random>
#include <string_view>
#include <vector>

namespace gomoku {

namespace {

// Plays one game on, keeping each move's score (none for a forced block, which has none); the
// winner, or Empty for a draw.
Stone playGame(
    Position &position, const SelfPlaySettings &settings, std::vector<std::optional<int>> &scores)
{
    Searcher searcher(16);
    SearchLimits limits;
    limits.maxDepth = settings.depth;
    while (position.board().stoneCount() < settings.maxPlies && !position.board().isFull()) {
        const Stone side = position.sideToMove();
        const SearchResult result = searcher.search(position, limits);
        const int move = result.move;
        scores.push_back(result.how == "block" ? std::nullopt : std::optional<int>(result.score));
        position.play(move);
        if (!position.board().winningLine(move, position.rule()).empty()) {
            return side;
        }
    }
    return Stone::Empty;
}

} // namespace

void playRandomOpening(Position &position, int randomMoves, std::mt19937 &random)
{
    const int size = position.size();
    position.play(Board::indexOf({ size / 2, size / 2 }));
    for (int i = 0; i < randomMoves; ++i) {
        std::vector<int> near;
        for (const int index : position.points()) {
            if (position.board().cell(index) == Stone::Empty && position.isNearStones(index)
                && !position.isForbidden(position.sideToMove(), index)) {
                near.push_back(index);
            }
        }
        position.play(near[std::uniform_int_distribution<std::size_t>(0, near.size() - 1)(random)]);
    }
}

void writeSelfPlay(std::ostream &out, const SelfPlaySettings &settings)
{
    out << "# gomoku self-play games: rule " << ruleName(settings.rule) << " size " << settings.size
        << " seed " << settings.seed << " depth " << settings.depth << " games " << settings.games
        << "; the result, then the moves\n";
    std::mt19937 random(settings.seed);
    for (int game = 0; game < settings.games; ++game) {
        Position position(settings.size, settings.rule);
        playRandomOpening(position, settings.randomMoves, random);
        const int opening = position.board().stoneCount();
        std::vector<std::optional<int>> scores;
        out << gameResultName(playGame(position, settings, scores));
        const auto &history = position.board().history();
        for (std::size_t ply = 0; ply < history.size(); ++ply) {
            out << ' ' << pointName(Board::pointOf(history[ply].index), settings.size);
            if (int(ply) >= opening && scores[ply - opening]) {
                out << '/' << *scores[ply - opening];
            }
        }
        out << '\n';
        out.flush();
    }
}

std::string_view gameResultName(Stone winner)
{
    return winner == Stone::Black ? "black" : (winner == Stone::White ? "white" : "draw");
}

} // namespace gomoku
