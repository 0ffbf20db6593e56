#include "gomoku/selfplay.h"

#include "gomoku/position.h"
#include "gomoku/searcher.h"

#include <random>
#include <string_view>
#include <vector>

namespace gomoku {

namespace {

// Plays one game on; the winner, or Empty for a draw.
Stone playGame(Position &position, const SelfPlaySettings &settings)
{
    Searcher searcher(16);
    SearchLimits limits;
    limits.maxDepth = settings.depth;
    while (position.board().stoneCount() < settings.maxPlies && !position.board().isFull()) {
        const Stone side = position.sideToMove();
        const int move = searcher.search(position, limits).move;
        position.play(move);
        if (!position.board().winningLine(move, position.rule()).empty()) {
            return side;
        }
    }
    return Stone::Empty;
}

std::string_view resultName(Stone winner)
{
    return winner == Stone::Black ? "black" : (winner == Stone::White ? "white" : "draw");
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
        out << resultName(playGame(position, settings));
        for (const auto &placed : position.board().history()) {
            out << ' ' << pointName(Board::pointOf(placed.index), settings.size);
        }
        out << '\n';
        out.flush();
    }
}

} // namespace gomoku
