#include "puzzles/reversipuzzles.h"

#include "reversi/endgamesolver.h"
#include "reversi/levels.h"
#include "reversi/recordformats.h"

#include <algorithm>
#include <random>
#include <set>
#include <string>

namespace puzzles {

namespace {

using reversi::Board;

std::vector<reversi::Move> legalMoveList(const Board &board)
{
    std::vector<reversi::Move> moves;
    for (reversi::Bitboard legal = board.legalMoves(); legal; legal &= legal - 1) {
        moves.push_back(static_cast<reversi::Move>(reversi::firstSquare(legal)));
    }
    return moves;
}

/// The exact final score of `board` for its side to move, passes included.
int exactScore(const Board &board)
{
    if (board.isGameOver()) {
        return board.finalScore();
    }
    reversi::TranspositionTable table;
    reversi::SearchControl control;
    reversi::EndgameSolver solver(table, control);
    return solver.solve(board.player(), board.opponent()).score;
}

} // namespace

reversi::Move bestMove(const Board &board)
{
    if (board.mustPass()) {
        return reversi::PassMove;
    }
    const auto scores = exactMoveScores(board);
    return std::max_element(scores.begin(), scores.end(), [](const auto &a, const auto &b) {
        return a.second < b.second;
    })->first;
}

std::vector<std::pair<reversi::Move, int>> exactMoveScores(const Board &board)
{
    std::vector<std::pair<reversi::Move, int>> scores;
    for (const reversi::Move move : legalMoveList(board)) {
        Board after = board;
        reversi::Undo undo;
        after.makeMove(move, undo);
        scores.emplace_back(move, -exactScore(after));
    }
    return scores;
}

std::optional<Puzzle> proveBestMove(const Board &board)
{
    auto scores = exactMoveScores(board);
    if (scores.size() < 2) {
        return std::nullopt;
    }
    std::sort(scores.begin(), scores.end(),
        [](const auto &a, const auto &b) { return a.second > b.second; });
    const auto [best, margin] = scores.front();
    if (margin <= 0 || scores[1].second == margin) {
        return std::nullopt;
    }
    Puzzle puzzle;
    puzzle.fen = board.toText();
    puzzle.goal = { GoalKind::WinByDiscs, margin };
    puzzle.solution = { reversi::moveName(best) };
    puzzle.difficulty = board.emptyCount();
    return puzzle;
}

std::optional<std::string> checkBestMove(const Puzzle &puzzle)
{
    const std::optional<Board> board = Board::fromText(puzzle.fen);
    if (!board) {
        return "not a Reversi position";
    }
    const std::optional<Puzzle> proven = proveBestMove(*board);
    if (!proven) {
        return "no single best move that wins";
    }
    if (proven->goal != puzzle.goal || proven->solution != puzzle.solution) {
        return "the solver finds " + proven->solution.front() + ", " + goalText(proven->goal);
    }
    return std::nullopt;
}

std::optional<std::vector<std::string>> continueBestMove(
    const Puzzle &puzzle, const std::vector<std::string> &played)
{
    std::optional<Board> board = Board::fromText(puzzle.fen);
    if (puzzle.goal.kind != GoalKind::WinByDiscs || played.size() % 2 == 0 || !board) {
        return std::nullopt;
    }
    const reversi::Color solver = board->sideToMove();
    for (const std::string &name : played) {
        const reversi::Move move = reversi::parseMove(name);
        if (move == reversi::NoMove || !board->isLegal(move)) {
            return std::nullopt;
        }
        reversi::Undo undo;
        board->makeMove(move, undo);
    }
    // The solver's moves must keep the puzzle's exact score: what perfect play on both sides
    // ends with from here.
    const int score = exactScore(*board);
    if ((board->sideToMove() == solver ? score : -score) != puzzle.goal.length) {
        return std::nullopt;
    }
    std::vector<std::string> rest;
    // The defence's best reply, then the solver's best next move (for the hints), each a pass
    // where the side has no move; nothing once the game is over.
    for (int move = 0; move < 2 && !board->isGameOver(); ++move) {
        const reversi::Move best = bestMove(*board);
        rest.push_back(reversi::moveName(best));
        reversi::Undo undo;
        board->makeMove(best, undo);
    }
    return rest;
}

std::optional<std::string> reversiPuzzleRecord(const Puzzle &puzzle, int number)
{
    const std::optional<Board> board = Board::fromText(puzzle.fen);
    if (!board) {
        return std::nullopt;
    }
    reversi::GameRecord record(*board);
    for (const std::string &name : puzzle.solution) {
        if (!record.play(reversi::parseMove(name))) {
            return std::nullopt;
        }
    }
    const std::string goal = "puzzle " + std::to_string(number) + ": " + goalText(puzzle.goal);
    (board->sideToMove() == reversi::Color::Black ? record.blackName : record.whiteName) = goal;
    return reversi::writeGgf(record);
}

std::vector<Puzzle> makeReversiPuzzles(
    const ReversiPuzzleSettings &settings, const std::function<void(int)> &onGame)
{
    std::vector<Puzzle> puzzles;
    std::set<std::string> seen;
    std::mt19937 random(settings.seed);
    reversi::Engine engine;
    engine.setDepth(settings.depth);
    for (int game = 1; game <= settings.games; ++game) {
        Board board = Board::start();
        for (int ply = 0; !board.isGameOver() && board.emptyCount() > settings.minEmpties; ++ply) {
            if (board.emptyCount() <= settings.maxEmpties) {
                if (auto puzzle = proveBestMove(board)) {
                    if (seen.insert(puzzle->fen).second) {
                        puzzle->source = "reversi self-play seed " + std::to_string(settings.seed)
                            + " game " + std::to_string(game);
                        puzzles.push_back(std::move(*puzzle));
                    }
                    break;
                }
            }
            reversi::Move move = reversi::PassMove;
            if (!board.mustPass()) {
                const std::vector<reversi::Move> moves = legalMoveList(board);
                move = ply < settings.randomMoves
                    ? moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]
                    : engine.play(board).move;
            }
            reversi::Undo undo;
            board.makeMove(move, undo);
        }
        if (onGame) {
            onGame(game);
        }
    }
    return puzzles;
}

} // namespace puzzles
