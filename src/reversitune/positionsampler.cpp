#include "positionsampler.h"

#include "reversi/evaluation.h"
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

/// Plays one game until the solver's range and returns its positions, the last one with
/// at most `solveEmpties` empties (or the game's end).
std::vector<Board> playGame(Search &search, const SamplerSettings &settings, std::mt19937 &random)
{
    std::vector<Board> positions;
    Board board = Board::start();
    SearchLimits limits;
    limits.depth = settings.searchDepth;
    limits.exactEmpties = 0;
    int ply = 0;
    while (!board.isGameOver() && board.emptyCount() > settings.solveEmpties) {
        positions.push_back(board);
        const Bitboard moves = board.legalMoves();
        Move move = PassMove;
        if (moves) {
            const bool randomly = ply < settings.randomOpeningMoves
                || static_cast<int>(random() % 100) < settings.randomMovePercent;
            move = randomly ? randomMove(moves, random) : search.think(board, limits).move;
        }
        Undo undo;
        board.makeMove(move, undo);
        ++ply;
    }
    positions.push_back(board);
    return positions;
}

} // namespace

std::vector<LabelledPosition> samplePositions(const SamplerSettings &settings)
{
    std::mt19937 random(settings.seed);
    Search search;
    TranspositionTable table(20);
    SearchControl control;
    EndgameSolver solver(table, control);
    std::vector<LabelledPosition> labelled;
    for (int game = 0; game < settings.games; ++game) {
        const std::vector<Board> positions = playGame(search, settings, random);
        const Board &last = positions.back();
        const int lastScore = solver.solve(last.player(), last.opponent()).score * DiscScale;
        for (const Board &board : positions) {
            // The result from the last position's side to move, turned to this side's view.
            const int label = board.sideToMove() == last.sideToMove() ? lastScore : -lastScore;
            labelled.push_back({ board.player(), board.opponent(), label, game });
        }
        // The rest of the game with perfect play, each position with its own exact score.
        for (Board board = last; !board.isGameOver();) {
            const SolveResult solved = solver.solve(board.player(), board.opponent());
            labelled.push_back(
                { board.player(), board.opponent(), solved.score * DiscScale, game });
            Undo undo;
            board.makeMove(solved.move, undo);
        }
        if ((game + 1) % 100 == 0) {
            std::cerr << "reversi-fit: " << game + 1 << " games, " << labelled.size()
                      << " positions\n";
        }
    }
    return labelled;
}

} // namespace reversi::tune
