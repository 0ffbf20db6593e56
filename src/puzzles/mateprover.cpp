#include "puzzles/mateprover.h"

#include "puzzles/proofnumbersearch.h"
#include "puzzles/themes.h"

#include <functional>

namespace puzzles {

namespace {

using Failure = xq::Result<Puzzle>;
const Failure Unfinished = Failure::failure("the exact search did not finish");
const Failure ProofNumberUnfinished = Failure::failure("the proof-number search did not finish");

bool isMated(const xq::Board &board)
{
    return !board.hasLegalMove();
}

/// Is the side to move mated within `moves` moves of the other side? Nothing when the search
/// gave up.
using MatedWithin = std::function<std::optional<bool>(const xq::Board &position, int moves)>;

/// The only first move of `board` after which the defender is mated within the `length - 1`
/// moves left, or why there is not exactly one (a second one is a cook), or `unfinished` when
/// the search gave up. `known`, when given, is such a move already proven: only the others are
/// searched.
xq::Result<xq::Move> uniqueFirstMove(const xq::Board &board, int length, const MatedWithin &mated,
    const std::string &unfinished, std::optional<xq::Move> known = std::nullopt)
{
    using MoveFailure = xq::Result<xq::Move>;
    xq::MoveList legal;
    board.generateLegal(legal);
    std::optional<xq::Move> found = known;
    for (const xq::Move m : legal) {
        if (known && m == *known) {
            continue;
        }
        xq::Board after = board;
        after.makeMove(m);
        const std::optional<bool> mates = mated(after, length - 1);
        if (!mates) {
            return MoveFailure::failure(unfinished);
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
    const xq::Result<xq::Board> position = puzzlePosition(played);
    if (!position) {
        return Failure::failure(position.error());
    }
    const xq::Board &board = *position;
    if (m_settings.minLength > m_settings.longestExactMate) {
        return proveByChecks(board); // only long mates wanted: no screening for short ones
    }
    const xq::Result<EngineAnswer> screened = screen(board);
    if (!screened || *screened->best->mateInMoves > m_settings.longestExactMate) {
        return proveByChecks(board);
    }
    const int screenedLength = *screened->best->mateInMoves;
    if (screenedLength < m_settings.minLength) {
        return Failure::failure("the engine sees a mate in " + std::to_string(screenedLength)
            + ", shorter than " + std::to_string(m_settings.minLength));
    }
    return proveExactly(board, screenedLength, *screened);
}

xq::Result<xq::Board> MateProver::puzzlePosition(const xq::Board &played)
{
    xq::Result<xq::Board> position = xq::Board::fromFen(played.fen());
    if (!position) {
        return position;
    }
    xq::MoveList legal;
    position->generateLegal(legal);
    if (legal.size() < 2) {
        return xq::Result<xq::Board>::failure("fewer than two legal moves");
    }
    return position;
}

xq::Result<Puzzle> MateProver::proveExactly(
    const xq::Board &board, int upTo, const std::optional<EngineAnswer> &screened)
{
    // The exact searches decide the length and the move; the screening's mate may be false
    // (a defence it pruned) or longer than the shortest. The mate must hold with repetitions
    // ignored, and nothing shorter, nor a second first move, may mate under the rules'
    // judgement of repetitions.
    MateSearch exact(m_settings.exactNodeLimit, Repetitions::Ignored);
    MateSearch judged(m_settings.exactNodeLimit, Repetitions::PerpetualCheckLoses);
    xq::Board root = board;
    const std::optional<int> length = exact.shortestMate(root, upTo);
    if (!length) {
        return Unfinished;
    }
    if (*length == 0) {
        return Failure::failure(judged.mates(root, upTo).value_or(false)
                ? "the mate needs the rule against perpetual check: the defence lasts longer "
                  "where repeating a position is allowed"
                : "the defence outlasts the engine's mate in " + std::to_string(upTo)
                    + " when every move is searched");
    }
    if (*length < m_settings.minLength) {
        return Failure::failure("a mate in " + std::to_string(*length) + ", shorter than "
            + std::to_string(m_settings.minLength));
    }
    const std::optional<bool> shorter = judged.mates(root, *length - 1);
    if (!shorter) {
        return Unfinished;
    }
    if (*shorter) {
        return Failure::failure("the rules against perpetual check cut the defence short");
    }
    const xq::Result<xq::Move> first = uniqueFirstMove(
        board, *length,
        [&judged](const xq::Board &after, int moves) {
            xq::Board position = after;
            return judged.isMated(position, moves);
        },
        Unfinished.error());
    if (!first) {
        return Failure::failure(first.error());
    }
    const EngineAnswer settled = settledAnswer(board, *first, *length, screened);
    const std::optional<std::vector<xq::Move>> line = exact.line(board, *length,
        engineFinds(settled, *first) ? settled.best->pv : std::vector<xq::Move> { *first });
    if (!line || line->front() != *first) {
        return Unfinished;
    }
    return judgedPuzzle(board, *line, settled);
}

xq::Result<Puzzle> MateProver::proveByChecks(const xq::Board &board)
{
    ProofNumberSearch checks(m_settings.proofNumberNodeLimit);
    const std::optional<int> length = checks.shortestMate(board, m_settings.maxLength);
    if (!length) {
        return ProofNumberUnfinished;
    }
    if (*length == 0) {
        return Failure::failure("no mate within " + std::to_string(m_settings.maxLength)
            + " moves by checks, nor a shorter one the engine sees");
    }
    if (*length <= m_settings.longestExactMate) {
        // A short mate the screening did not see: the exact search's to prove.
        return proveExactly(board, *length, std::nullopt);
    }
    if (*length < m_settings.minLength) {
        return Failure::failure("a mate by checks in " + std::to_string(*length) + ", shorter than "
            + std::to_string(m_settings.minLength));
    }
    // Followed by checks, no first move but one mates within the length: the cheap question,
    // which turns most cooks away.
    const xq::Result<xq::Move> first = uniqueFirstMove(
        board, *length,
        [&checks](const xq::Board &after, int moves) { return checks.isMated(after, moves); },
        ProofNumberUnfinished.error());
    if (!first) {
        return Failure::failure(first.error());
    }
    // The cheap questions above asked only of checks after the first move. Now every move of
    // both sides (repetitions judged by the rules): nothing mates in fewer moves, and no other
    // first move mates as fast.
    MateSearch judged(
        m_settings.longExactNodeLimit, Repetitions::PerpetualCheckLoses, MoveOrder::Witnesses);
    xq::Board root = board;
    const std::optional<int> shorter = judged.shortestMate(root, *length - 1);
    if (!shorter) {
        return Unfinished;
    }
    if (*shorter > 0 && *shorter <= m_settings.longestExactMate) {
        // A short mate with a quiet move, which the screening did not see: the exact search's
        // puzzle.
        return proveExactly(board, *shorter, std::nullopt);
    }
    if (*shorter > 0) {
        return Failure::failure("a mate in " + std::to_string(*shorter)
            + " with moves that are not all checks, shorter than the mate in "
            + std::to_string(*length) + " by checks");
    }
    const xq::Result<xq::Move> onlyFirst = uniqueFirstMove(
        board, *length,
        [&judged](const xq::Board &after, int moves) {
            xq::Board position = after;
            return judged.isMated(position, moves);
        },
        Unfinished.error(), *first);
    if (!onlyFirst) {
        return Failure::failure(onlyFirst.error());
    }
    const std::optional<std::vector<xq::Move>> line = checks.line(board, *length);
    if (!line || line->front() != *first) {
        return ProofNumberUnfinished;
    }
    return judgedPuzzle(board, *line, settledAnswer(board, *first, *length, std::nullopt));
}

EngineAnswer MateProver::settledAnswer(
    const xq::Board &board, xq::Move first, int length, const std::optional<EngineAnswer> &screened)
{
    if (screened && screened->best && screened->best->pv.front() == first) {
        return *screened;
    }
    return m_engine.search(board, proofDepth(length), m_settings.nodeLimit);
}

bool MateProver::engineFinds(const EngineAnswer &answer, xq::Move first)
{
    return answer.best && !answer.best->pv.empty() && answer.best->pv.front() == first;
}

Puzzle MateProver::judgedPuzzle(
    const xq::Board &board, const std::vector<xq::Move> &line, const EngineAnswer &settled)
{
    Puzzle puzzle = matePuzzle(board, line);
    // A first move the engine does not find even at the proof's depth is harder than any depth
    // it searched.
    puzzle.difficulty = engineFinds(settled, line.front()) ? settled.settledDepth
                                                           : proofDepth(puzzle.goal.length) + 1;
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
    // A long mate is proven as one: the screening for short mates has nothing to say of it.
    const xq::Result<xq::Board> start = puzzlePosition(*xq::Board::fromFen(puzzle.fen));
    const xq::Result<Puzzle> proof = !start                ? Failure::failure(start.error())
        : puzzle.goal.length > m_settings.longestExactMate ? proveByChecks(*start)
                                                           : prove(*start);
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
