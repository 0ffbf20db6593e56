#include "puzzles/mateprover.h"

#include "puzzles/themes.h"

namespace puzzles {

namespace {

using Failure = xq::Result<Puzzle>;

std::vector<std::string> iccsMoves(const std::vector<xq::Move> &moves)
{
    std::vector<std::string> texts;
    texts.reserve(moves.size());
    for (const xq::Move m : moves) {
        texts.push_back(m.toIccs());
    }
    return texts;
}

bool isMated(const xq::Board &board)
{
    return !board.hasLegalMove();
}

} // namespace

MateProver::MateProver(MateProofSettings settings) : m_settings(settings)
{
}

xq::Result<std::vector<xq::Move>> MateProver::mateLine(xq::Board board, int plies)
{
    using LineFailure = xq::Result<std::vector<xq::Move>>;
    const std::string noMate = "no mate within " + std::to_string((plies + 1) / 2) + " moves";
    std::vector<xq::Move> line;
    // The engine's line may stop short where the table cut it: search on from its end. The
    // attacker is to move while an odd number of plies is left.
    while (!isMated(board)) {
        const int left = plies - static_cast<int>(line.size());
        if (left <= 0) {
            return LineFailure::failure(noMate);
        }
        const EngineAnswer answer
            = m_engine.search(board, left + m_settings.depthMargin, m_settings.nodeLimit);
        if (!answer.best || !answer.best->mateInMoves) {
            return LineFailure::failure(noMate);
        }
        const bool attackerToMove = left % 2 == 1;
        const int mate = *answer.best->mateInMoves;
        if ((mate > 0) != attackerToMove || (mate > 0 ? 2 * mate - 1 : -2 * mate) > left) {
            return LineFailure::failure(noMate);
        }
        for (const xq::Move m : answer.best->pv) {
            if (static_cast<int>(line.size()) == plies || isMated(board)) {
                break;
            }
            if (!board.canMove(m.from(), m.to())) {
                return LineFailure::failure(
                    "the engine's line holds an illegal move " + m.toIccs());
            }
            board.makeMove(m);
            line.push_back(m);
        }
    }
    return line;
}

std::optional<std::string> MateProver::alternative(
    const xq::Board &board, xq::Move first, int length)
{
    xq::MoveList legal;
    board.generateLegal(legal);
    for (const xq::Move m : legal) {
        if (m == first) {
            continue;
        }
        const EngineAnswer other
            = m_engine.search(board, proofDepth(length), m_settings.alternativeNodeLimit, { m });
        if (other.best && other.best->mates() && *other.best->mateInMoves <= length) {
            return "a second first move mates as fast: " + m.toIccs() + " (mate "
                + std::to_string(*other.best->mateInMoves) + ")";
        }
    }
    return std::nullopt;
}

xq::Result<EngineAnswer> MateProver::screen(const xq::Board &board)
{
    EngineAnswer answer
        = m_engine.search(board, m_settings.screenDepth, m_settings.screenNodeLimit);
    if (!answer.best || !answer.best->mates() || *answer.best->mateInMoves > m_settings.maxLength) {
        return xq::Result<EngineAnswer>::failure(
            "no mate within " + std::to_string(m_settings.maxLength) + " moves");
    }
    return answer;
}

Puzzle MateProver::matePuzzle(const xq::Board &board, const std::vector<xq::Move> &line)
{
    xq::Board end = board;
    for (const xq::Move m : line) {
        end.makeMove(m);
    }
    Puzzle puzzle;
    puzzle.fen = board.fen();
    puzzle.goal = Goal { GoalKind::Mate, static_cast<int>(line.size() + 1) / 2 };
    puzzle.solution = iccsMoves(line);
    puzzle.themes = mateThemes(end);
    return puzzle;
}

xq::Result<Puzzle> MateProver::prove(const xq::Board &board)
{
    xq::MoveList legal;
    board.generateLegal(legal);
    if (legal.size() < 2) {
        return Failure::failure("fewer than two legal moves");
    }
    const xq::Result<EngineAnswer> screened = screen(board);
    if (!screened) {
        return Failure::failure(screened.error());
    }
    const int length = *screened->best->mateInMoves;
    const EngineAnswer proof = m_engine.search(board, proofDepth(length), m_settings.nodeLimit);
    if (!proof.best || proof.best->depth < proofDepth(length)) {
        return Failure::failure("the proof search did not finish");
    }
    const EngineLine &best = *proof.best;
    if (!best.mates() || *best.mateInMoves != length) {
        return Failure::failure("the deeper search finds another length");
    }
    if (const auto other = alternative(board, best.pv.front(), length)) {
        return Failure::failure(*other);
    }
    xq::Result<std::vector<xq::Move>> line = mateLine(board, 2 * length - 1);
    if (!line) {
        return Failure::failure(line.error());
    }
    if (static_cast<int>(line->size()) != 2 * length - 1) {
        return Failure::failure("the line mates sooner than the proof");
    }
    if (line->front() != best.pv.front()) {
        return Failure::failure("the solution's first move changed");
    }
    Puzzle puzzle = matePuzzle(board, *line);
    puzzle.difficulty = proof.settledDepth;
    return puzzle;
}

xq::Result<Puzzle> MateProver::solve(const xq::Board &board)
{
    const xq::Result<EngineAnswer> screened = screen(board);
    if (!screened) {
        return Failure::failure(screened.error());
    }
    xq::Result<std::vector<xq::Move>> line = mateLine(board, 2 * *screened->best->mateInMoves - 1);
    if (!line) {
        return Failure::failure(line.error());
    }
    Puzzle puzzle = matePuzzle(board, *line);
    puzzle.difficulty = screened->settledDepth;
    return puzzle;
}

std::optional<std::string> MateProver::check(const Puzzle &puzzle)
{
    if (puzzle.goal.kind != GoalKind::Mate) {
        return "not a mate puzzle";
    }
    if (static_cast<int>(puzzle.solution.size()) != 2 * puzzle.goal.length - 1) {
        return "the solution has " + std::to_string(puzzle.solution.size())
            + " moves, the goal needs " + std::to_string(2 * puzzle.goal.length - 1);
    }
    xq::Result<xq::Board> end = playLine(puzzle.fen, puzzle.solution);
    if (!end) {
        return end.error();
    }
    if (!isMated(*end)) {
        return "the solution does not end in mate";
    }
    const xq::Result<xq::Board> start = xq::Board::fromFen(puzzle.fen);
    const xq::Result<Puzzle> proof = prove(*start);
    if (!proof) {
        return "no longer proven: " + proof.error();
    }
    if (proof->goal != puzzle.goal) {
        return "the engine proves " + goalText(proof->goal) + " instead";
    }
    if (proof->solution.front() != puzzle.solution.front()) {
        return "the engine's first move is " + proof->solution.front();
    }
    return std::nullopt;
}

std::optional<std::vector<std::string>> continueMate(
    const Puzzle &puzzle, const std::vector<std::string> &played, const MateProofSettings &settings)
{
    const int movesLeft = puzzle.goal.length - static_cast<int>(played.size() + 1) / 2;
    if (puzzle.goal.kind != GoalKind::Mate || played.size() % 2 == 0 || movesLeft < 0) {
        return std::nullopt;
    }
    const xq::Result<xq::Board> board = playLine(puzzle.fen, played);
    if (!board) {
        return std::nullopt;
    }
    MateProver prover(settings);
    const xq::Result<std::vector<xq::Move>> line = prover.mateLine(*board, 2 * movesLeft);
    if (!line) {
        return std::nullopt;
    }
    return iccsMoves(*line);
}

xq::Result<xq::Board> playLine(const std::string &fen, const std::vector<std::string> &moves)
{
    xq::Result<xq::Board> board = xq::Board::fromFen(fen);
    if (!board) {
        return board;
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::optional<xq::Move> m = xq::Move::fromIccs(moves[i]);
        if (!m || !board->canMove(m->from(), m->to())) {
            return xq::Result<xq::Board>::failure(
                "move " + std::to_string(i + 1) + " '" + moves[i] + "' is not legal");
        }
        board->makeMove(*m);
    }
    return board;
}

} // namespace puzzles
