#include "puzzles/puzzlerecord.h"

#include "puzzles/themes.h"

#include <cstdlib>
#include <sstream>

namespace puzzles {

namespace {

std::string joinedThemes(const std::vector<std::string> &themes)
{
    std::string text;
    for (const std::string &key : themes) {
        text += (text.empty() ? "" : ",") + key;
    }
    return text;
}

std::vector<std::string> splitThemes(const std::string &text)
{
    std::vector<std::string> themes;
    std::istringstream fields(text);
    for (std::string key; std::getline(fields, key, ',');) {
        if (!key.empty()) {
            themes.push_back(key);
        }
    }
    return themes;
}

bool isOpeningPosition(const xq::Board &board)
{
    return board.key() == xq::Board::startPosition().key();
}

/// The goal a stored line reaches: the Goal tag, a mate at its end, or the record's result for
/// the side to move; nothing when none of them says.
std::optional<Goal> storedGoal(const xq::GameTree &record, const xq::Board &end, int solverMoves)
{
    if (const auto tagged = parseGoal(record.tags().value("Goal"))) {
        return tagged;
    }
    if (!end.hasLegalMove()) {
        return Goal { GoalKind::Mate, solverMoves };
    }
    const bool redSolves = record.startBoard().sideToMove() == xq::Side::Red;
    switch (record.result()) {
    case xq::GameResult::Draw: return Goal { GoalKind::Draw, 0 };
    case xq::GameResult::RedWins:
        return redSolves ? std::optional(Goal { GoalKind::Win, 0 }) : std::nullopt;
    case xq::GameResult::BlackWins:
        return redSolves ? std::nullopt : std::optional(Goal { GoalKind::Win, 0 });
    case xq::GameResult::Unknown: break;
    }
    return std::nullopt;
}

/// The puzzle of the record's own main line, or nothing when it has none or reaches no goal.
std::optional<Puzzle> storedPuzzle(const xq::GameTree &record)
{
    std::vector<xq::Move> line = record.movesTo(record.lastInLine(xq::GameTree::Root));
    if (line.size() % 2 == 0 && !line.empty()) {
        line.pop_back(); // the defender's reply after the solver's last move
    }
    if (line.empty()) {
        return std::nullopt;
    }
    xq::Board end = record.startBoard();
    for (const xq::Move m : line) {
        end.makeMove(m);
    }
    const int solverMoves = static_cast<int>(line.size() + 1) / 2;
    const std::optional<Goal> goal = storedGoal(record, end, solverMoves);
    if (!goal) {
        return std::nullopt;
    }
    Puzzle puzzle;
    puzzle.fen = record.startBoard().fen();
    puzzle.goal = *goal;
    for (const xq::Move m : line) {
        puzzle.solution.push_back(m.toIccs());
    }
    puzzle.themes = goal->kind == GoalKind::Mate ? mateThemes(end) : std::vector<std::string> {};
    puzzle.difficulty = solverMoves;
    return puzzle;
}

} // namespace

xq::Result<Puzzle> recordPuzzle(const xq::GameTree &record, MateProver &prover)
{
    if (isOpeningPosition(record.startBoard())) {
        return xq::Result<Puzzle>::failure("starts from the opening position, not a set-up one");
    }
    std::optional<Puzzle> puzzle = storedPuzzle(record);
    if (!puzzle) {
        xq::Result<Puzzle> solved = prover.solve(record.startBoard());
        if (!solved) {
            return xq::Result<Puzzle>::failure(
                "no solution stored and the engine finds " + solved.error());
        }
        puzzle = std::move(solved).value();
    }
    if (const std::string themes = record.tags().value("Themes"); !themes.empty()) {
        puzzle->themes = splitThemes(themes);
    }
    if (const std::string difficulty = record.tags().value("Difficulty"); !difficulty.empty()) {
        puzzle->difficulty = std::atoi(difficulty.c_str());
    }
    for (const char *tag : { "Source", "Title", "Event" }) {
        if (const std::string value = record.tags().value(tag); !value.empty()) {
            puzzle->source = value;
            break;
        }
    }
    return std::move(puzzle).value();
}

xq::Result<xq::GameTree> puzzleRecord(const Puzzle &puzzle, int number)
{
    using Failure = xq::Result<xq::GameTree>;
    xq::Result<xq::Board> board = xq::Board::fromFen(puzzle.fen);
    if (!board) {
        return Failure::failure("puzzle " + std::to_string(number) + ": " + board.error());
    }
    xq::GameTree record(*board);
    xq::NodeId node = xq::GameTree::Root;
    for (const std::string &text : puzzle.solution) {
        const std::optional<xq::Move> m = xq::Move::fromIccs(text);
        if (!m || !board->canMove(m->from(), m->to())) {
            return Failure::failure(
                "puzzle " + std::to_string(number) + ": move '" + text + "' is not legal");
        }
        node = record.addMove(*board, node, *m, xq::AddMode::MainLine);
        board->makeMove(*m);
    }
    record.tags().set("Event", "Puzzle " + std::to_string(number));
    record.tags().set("Goal", goalText(puzzle.goal));
    if (!puzzle.themes.empty()) {
        record.tags().set("Themes", joinedThemes(puzzle.themes));
    }
    record.tags().set("Difficulty", std::to_string(puzzle.difficulty));
    if (!puzzle.source.empty()) {
        record.tags().set("Source", puzzle.source);
    }
    return record;
}

} // namespace puzzles
