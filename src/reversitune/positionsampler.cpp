#include "positionsampler.h"

#include "reversi/search.h"

#include <iostream>
#include <random>

namespace reversi::tune {

namespace {

Move randomMove(Bitboard moves, std::mt19937 &random)
{
    for (int skip = static_cast<int>(random() % popCount(moves)); skip > 0; --skip) {
        moves &= moves - 1;
    }
    return firstSquare(moves);
}

/// Plays one game until the solver's range and returns its positions from the last random move
/// on, the last one with at most `solveEmpties` empties (or the game's end).
std::vector<Board> playGame(Search &search, const SamplerSettings &settings, std::mt19937 &random)
{
    const int randomMoves = settings.minRandomMoves
        + static_cast<int>(random() % (settings.maxRandomMoves - settings.minRandomMoves + 1));
    std::vector<Board> positions;
    Board board = Board::start();
    SearchLimits limits;
    limits.depth = settings.searchDepth;
    limits.exactEmpties = 0;
    limits.probCut = false;
    for (int ply = 0; !board.isGameOver() && board.emptyCount() > settings.solveEmpties; ++ply) {
        const bool randomly = ply < randomMoves;
        if (!randomly) {
            positions.push_back(board);
        }
        const Bitboard moves = board.legalMoves();
        const Move move = moves == 0 ? PassMove
            : randomly               ? randomMove(moves, random)
                                     : search.think(board, limits).move;
        Undo undo;
        board.makeMove(move, undo);
    }
    positions.push_back(board);
    return positions;
}

} // namespace

void samplePositions(const SamplerSettings &settings,
    const std::function<void(const std::vector<LabelledPosition> &)> &sink)
{
    std::mt19937 random(settings.seed);
    Search search;
    TranspositionTable table(20);
    SearchControl control;
    EndgameSolver solver(table, control);
    std::size_t total = 0;
    for (int game = 0; game < settings.games; ++game) {
        const std::vector<Board> positions = playGame(search, settings, random);
        const Board &last = positions.back();
        const int lastScore = solver.solve(last.player(), last.opponent()).score;
        std::vector<LabelledPosition> labelled;
        for (const Board &board : positions) {
            // The result from the last position's side to move, turned to this side's view.
            const int label = board.sideToMove() == last.sideToMove() ? lastScore : -lastScore;
            labelled.push_back({ board.player(), board.opponent(), label });
        }
        labelled.pop_back(); // the last one comes again, solved, below
        // The rest of the game with perfect play, each position with its own exact score.
        for (Board board = last; !board.isGameOver();) {
            const SolveResult solved = solver.solve(board.player(), board.opponent());
            labelled.push_back({ board.player(), board.opponent(), solved.score });
            Undo undo;
            board.makeMove(solved.move, undo);
        }
        total += labelled.size();
        sink(labelled);
        if ((game + 1) % 500 == 0) {
            std::cerr << "reversi-fit: " << game + 1 << " games, " << total << " positions\n";
        }
    }
}

} // namespace reversi::tune
