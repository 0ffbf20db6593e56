#include "puzzles/puzzlerecord.h"

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

} // namespace

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
