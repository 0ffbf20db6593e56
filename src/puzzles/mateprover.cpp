#include "puzzles/mateprover.h"

#include "puzzles/themes.h"

namespace puzzles {

namespace {

using Failure = xq::Result<Puzzle>;

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

xq::Result<xq::Move> MateProver::uniqueFirstMove(MateSearch &exact, xq::Board board, int length)
{
    using MoveFailure = xq::Result<xq::Move>;
    const MoveFailure unfinished = MoveFailure::failure("the exact search did not finish");
    xq::MoveList legal;
    board.generateLegal(legal);
    std::optional<xq::Move> found;
    for (const xq::Move m : legal) {
        board.makeMove(m);
        const std::optional<bool> mates = exact.isMated(board, length - 1);
        board.unmakeMove();
        if (!mates) {
            return unfinished;
        }
        if (*mates && found) {
            return MoveFailure::failure("a second first move mates as fast: " + m.toIccs()
                + " beside " + found->toIccs() + " (mate " + std::to_string(length) + ")");
        }
        if (*mates) {
            found = m;
        }
    }
    if (!found) {
        return MoveFailure::failure("no first move mates in " + std::to_string(length));
    }
    return *found;
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

xq::Result<Puzzle> MateProver::prove(const xq::Board &played)
{
    // A puzzle is its FEN: the moves that led to the position, and the repetitions they could
    // make with the search's, must not change the verdict, or `check` (from the FEN) would
    // disagree with `make` (from a game).
    const xq::Result<xq::Board> position = xq::Board::fromFen(played.fen());
    if (!position) {
        return Failure::failure(position.error());
    }
    const xq::Board &board = *position;
    xq::MoveList legal;
    board.generateLegal(legal);
    if (legal.size() < 2) {
        return Failure::failure("fewer than two legal moves");
    }
    const xq::Result<EngineAnswer> screened = screen(board);
    if (!screened) {
        return Failure::failure(screened.error());
    }
    // The exact searches decide the length and the move; the screening's mate may be false
    // (a defence it pruned) or longer than the shortest. The mate must hold with repetitions
    // ignored, and nothing shorter, nor a second first move, may mate under the rules'
    // judgement of repetitions.
    const int screenedLength = *screened->best->mateInMoves;
    MateSearch exact(m_settings.exactNodeLimit, Repetitions::Ignored);
    MateSearch judged(m_settings.exactNodeLimit, Repetitions::PerpetualCheckLoses);
    xq::Board root = board;
    const std::optional<int> length = exact.shortestMate(root, screenedLength);
    if (!length) {
        return Failure::failure("the exact search did not finish");
    }
    if (*length == 0) {
        return Failure::failure(judged.mates(root, screenedLength).value_or(false)
                ? "the mate needs the rule against perpetual check: the defence lasts longer "
                  "where repeating a position is allowed"
                : "the defence outlasts the engine's mate in " + std::to_string(screenedLength)
                    + " when every move is searched");
    }
    const std::optional<bool> shorter = judged.mates(root, *length - 1);
    if (!shorter) {
        return Failure::failure("the exact search did not finish");
    }
    if (*shorter) {
        return Failure::failure("the rules against perpetual check cut the defence short");
    }
    const xq::Result<xq::Move> first = uniqueFirstMove(judged, board, *length);
    if (!first) {
        return Failure::failure(first.error());
    }
    const EngineAnswer settled = *first == screened->best->pv.front()
        ? *screened
        : m_engine.search(board, proofDepth(*length), m_settings.nodeLimit);
    // A first move the engine does not find even there is harder than any depth it searched.
    const bool engineFinds = settled.best && settled.best->pv.front() == *first;
    const std::optional<std::vector<xq::Move>> line = exact.line(
        board, *length, engineFinds ? settled.best->pv : std::vector<xq::Move> { *first });
    if (!line || line->front() != *first) {
        return Failure::failure("the exact search did not finish");
    }
    Puzzle puzzle = matePuzzle(board, *line);
    puzzle.difficulty = engineFinds ? settled.settledDepth : proofDepth(*length) + 1;
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

std::vector<std::string> iccsMoves(const std::vector<xq::Move> &moves)
{
    std::vector<std::string> texts;
    texts.reserve(moves.size());
    for (const xq::Move m : moves) {
        texts.push_back(m.toIccs());
    }
    return texts;
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
