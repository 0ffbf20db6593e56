#include "records/fenstart.h"

#include "records/readwarnings.h"

namespace xq {

std::optional<std::string> withMoveNumberOne(std::string_view fen)
{
    const std::size_t end = fen.find_last_not_of(" \t");
    if (end == std::string_view::npos || end < 1 || fen[end] != '0' || fen[end - 1] != ' ') {
        return std::nullopt;
    }
    return std::string(fen.substr(0, end)) + "1";
}

Result<GameTree> gameFromFen(
    std::string_view fen, const ReadOptions &options, const std::string &where)
{
    auto board = Board::fromFen(fen);
    const auto repaired = board.ok() ? std::nullopt : withMoveNumberOne(fen);
    if (auto renumbered = repaired ? Board::fromFen(*repaired) : board;
        !board.ok() && renumbered.ok() && !options.strict) {
        GameTree game(*renumbered);
        game.addReadWarning(where + ": FEN: move number 0 read as 1");
        return game;
    }
    if (board.ok()) {
        return GameTree(*board);
    }
    const auto diagram = bothInCheckDiagram(repaired ? *repaired : std::string(fen));
    if (diagram && !options.strict) {
        GameTree game(*diagram);
        game.markAsDiagram();
        game.addReadWarning(where + ": " + std::string(DiagramWarning));
        return game;
    }
    return Result<GameTree>::failure(
        where + ": " + (diagram ? std::string(DiagramRefusal) : board.error()));
}

} // namespace xq
