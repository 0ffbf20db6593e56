#include "puzzles/tacticprover.h"

#include "puzzles/mateprover.h"

#include <algorithm>

namespace puzzles {

namespace {

using Failure = xq::Result<Puzzle>;
using LineFailure = xq::Result<EngineLine>;

std::string scoreText(int centipawns)
{
    std::string text = centipawns > 0 ? "+" : "";
    text += std::to_string(centipawns);
    return text;
}

} // namespace

TacticProver::TacticProver(TacticProofSettings settings)
    : m_settings(settings), m_engine(settings.hashMb)
{
}

xq::Result<EngineLine> TacticProver::uniqueMove(const xq::Board &board)
{
    const EngineAnswer answer = m_engine.search(board, m_settings.proofDepth, m_settings.nodeLimit);
    if (!answer.best || answer.best->pv.empty()) {
        return LineFailure::failure("no move to play");
    }
    EngineLine best = *answer.best;
    if (best.mateInMoves) {
        return LineFailure::failure("a mate, for the mate puzzles");
    }
    best.depth = answer.settledDepth;
    xq::MoveList legal;
    board.generateLegal(legal);
    std::vector<xq::Move> others;
    for (const xq::Move m : legal) {
        if (m != best.pv.front()) {
            others.push_back(m);
        }
    }
    if (others.empty()) {
        return best; // a forced move is the only one
    }
    const EngineAnswer other
        = m_engine.search(board, m_settings.proofDepth, m_settings.nodeLimit, others);
    if (!other.best || other.best->pv.empty()) {
        return LineFailure::failure("the search of the other moves stopped without an answer");
    }
    const int otherScore = other.best->mates() ? 100000 : other.best->scoreCp;
    if (best.scoreCp - otherScore < m_settings.scoreGap
        || otherScore > m_settings.otherMoveCeiling) {
        return LineFailure::failure("a second move is nearly as good: "
            + other.best->pv.front().toIccs() + " (" + scoreText(otherScore) + ") beside "
            + best.pv.front().toIccs() + " (" + scoreText(best.scoreCp) + ")");
    }
    return best;
}

xq::Result<Puzzle> TacticProver::prove(const xq::Board &played)
{
    const xq::Result<xq::Board> position = xq::Board::fromFen(played.fen());
    if (!position) {
        return Failure::failure(position.error());
    }
    const xq::Board &start = *position;
    xq::MoveList legal;
    start.generateLegal(legal);
    if (legal.size() < 2) {
        return Failure::failure("fewer than two legal moves");
    }
    // A quick look first: most positions win nothing, and the proof searches deeper twice.
    const EngineAnswer screened
        = m_engine.search(start, m_settings.screenDepth, m_settings.nodeLimit);
    if (!screened.best || screened.best->mateInMoves
        || screened.best->scoreCp < m_settings.scoreGap) {
        return Failure::failure("the engine sees no clear gain");
    }
    const xq::Side solver = start.sideToMove();
    const int before = materialBalance(start, solver);
    xq::Board board = start;
    std::vector<xq::Move> line;
    int difficulty = 0;
    for (int move = 0; move < m_settings.maxSolverMoves; ++move) {
        const xq::Result<EngineLine> unique = uniqueMove(board);
        if (!unique) {
            return Failure::failure(unique.error());
        }
        if (move == 0) {
            if (unique->scoreCp < m_settings.scoreGap) {
                return Failure::failure("the engine sees no clear gain at the proof's depth");
            }
            difficulty = unique->depth;
        }
        board.makeMove(unique->pv.front());
        line.push_back(unique->pv.front());
        if (unique->pv.size() < 2) {
            return Failure::failure("the engine's line stops before the defence's reply");
        }
        // The material must be won, and stay won after the defence's best reply.
        const bool won = materialBalance(board, solver) - before >= m_settings.materialMargin;
        board.makeMove(unique->pv[1]);
        if (won && materialBalance(board, solver) - before >= m_settings.materialMargin) {
            Puzzle puzzle;
            puzzle.fen = start.fen();
            puzzle.goal = Goal { GoalKind::WinMaterial, 0 };
            puzzle.solution = iccsMoves(line);
            puzzle.themes = tacticThemes(start, line, m_settings.materialMargin);
            puzzle.difficulty = difficulty;
            return puzzle;
        }
        line.push_back(unique->pv[1]);
    }
    return Failure::failure("no material won within " + std::to_string(m_settings.maxSolverMoves)
        + " moves of the engine's line");
}

std::optional<std::string> TacticProver::check(const Puzzle &puzzle)
{
    if (puzzle.goal.kind != GoalKind::WinMaterial) {
        return "not a tactic";
    }
    const xq::Result<xq::Board> end = playLine(puzzle.fen, puzzle.solution);
    if (!end) {
        return end.error();
    }
    const xq::Result<xq::Board> start = xq::Board::fromFen(puzzle.fen);
    const xq::Side solver = start->sideToMove();
    if (puzzle.solution.size() % 2 == 0
        || materialBalance(*end, solver) - materialBalance(*start, solver)
            < m_settings.materialMargin) {
        return "the solution does not end with material won by the solver's move";
    }
    const xq::Result<Puzzle> proof = prove(*start);
    if (!proof) {
        return "no longer proven: " + proof.error();
    }
    if (proof->solution != puzzle.solution) {
        std::string line;
        for (const std::string &m : proof->solution) {
            line += (line.empty() ? "" : " ") + m;
        }
        return "the engine proves another line: " + line;
    }
    return std::nullopt;
}

} // namespace puzzles
