#include "gomoku/selfplay.h"

#include "gomoku/position.h"
#include "gomoku/searcher.h"

#include <random>
#include <vector>

namespace gomoku {

namespace {

struct Sample {
    Stone toMove;
    Features own;
    Features other;
};

bool isQuiet(const Position &position)
{
    return position.patternCount(Stone::Black, Pattern::Five) == 0
        && position.patternCount(Stone::White, Pattern::Five) == 0;
}

// Plays one game on; the winner, or Empty for a draw.
Stone playGame(Position &position, const SelfPlaySettings &settings, std::vector<Sample> &samples)
{
    Searcher searcher(16);
    SearchLimits limits;
    limits.maxDepth = settings.depth;
    while (position.board().stoneCount() < settings.maxPlies && !position.board().isFull()) {
        const Stone side = position.sideToMove();
        if (isQuiet(position)) {
            samples.push_back({ side, position.features(side), position.features(opponent(side)) });
        }
        const int move = searcher.search(position, limits).move;
        position.play(move);
        if (!position.board().winningLine(move, position.rule()).empty()) {
            return side;
        }
    }
    return Stone::Empty;
}

void writeFeatures(std::ostream &out, const Features &features)
{
    for (const int count : features) {
        out << ' ' << count;
    }
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
    out << "# gomoku self-play: rule " << ruleName(settings.rule) << " size " << settings.size
        << " seed " << settings.seed << " depth " << settings.depth << " games " << settings.games
        << "; result for the side to move, then";
    for (const char *who : { "own", "other" }) {
        for (int f = 0; f < FeatureCount; ++f) {
            out << ' ' << who << '.' << featureName(f);
        }
    }
    out << '\n';
    std::mt19937 random(settings.seed);
    for (int game = 0; game < settings.games; ++game) {
        Position position(settings.size, settings.rule);
        playRandomOpening(position, settings.randomMoves, random);
        std::vector<Sample> samples;
        const Stone winner = playGame(position, settings, samples);
        for (const Sample &sample : samples) {
            out << (winner == Stone::Empty ? "0.5" : (winner == sample.toMove ? "1" : "0"));
            writeFeatures(out, sample.own);
            writeFeatures(out, sample.other);
            out << '\n';
        }
        out.flush();
    }
}

} // namespace gomoku
