#include "records/fenstart.h"

#include "core/notation.h"
#include "records/readwarnings.h"

#include <cctype>

namespace xq {

namespace {

/// Some collections write the moves "H2-E2": the form ICCS readers take.
std::string plainIccs(std::string_view text)
{
    std::string move;
    for (char c : text) {
        if (c != '-') {
            move += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return move;
}

} // namespace

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

std::optional<std::string> playIccsLine(
    GameTree &game, std::string_view moves, const std::string &where)
{
    if (game.isDiagram()) {
        return std::nullopt;
    }
    constexpr std::string_view Separators = ", \t";
    Board board = game.startBoard();
    NodeId node = GameTree::Root;
    for (std::size_t start = moves.find_first_not_of(Separators); start != std::string_view::npos;
         start = moves.find_first_not_of(Separators, start)) {
        const std::size_t end = std::min(moves.find_first_of(Separators, start), moves.size());
        const std::string text = plainIccs(moves.substr(start, end - start));
        start = end;
        const auto move = parseMove(board, text, Notation::Iccs);
        if (!move.ok()) {
            return where + ": " + illegalMoveText(board, text) + ": " + move.error();
        }
        node = game.addMove(board, node, *move);
        board.makeMove(*move);
    }
    return std::nullopt;
}

} // namespace xq
