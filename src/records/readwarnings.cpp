#include "records/readwarnings.h"

#include <algorithm>
#include <cstdio>

namespace xq {

namespace {

std::string branch(int ply, std::size_t index)
{
    return "ply " + std::to_string(ply) + " line " + std::to_string(index + 1);
}

} // namespace

std::string byteOffsetText(std::size_t offset)
{
    char text[32];
    std::snprintf(text, sizeof text, "offset 0x%zX", offset);
    return text;
}

bool isNotARecord(std::string_view error)
{
    return error.starts_with(NotARecord);
}

std::string unreadableFile(std::string_view what, std::string_view reason)
{
    return std::string(Unreadable) + std::string(what) + ": " + std::string(reason);
}

bool countsNoGame(std::string_view error)
{
    return isNotARecord(error) || error.starts_with(Unreadable);
}

std::optional<Board> bothInCheckDiagram(std::string_view fen)
{
    auto board = Board::diagramFromFen(fen);
    if (!board.ok() || !board->inCheck() || !board->waitingSideInCheck()) {
        return std::nullopt;
    }
    return std::move(board).value();
}

std::string illegalMoveText(const Board &board, std::string_view text)
{
    const bool red = board.sideToMove() == Side::Red;
    return "illegal move " + std::to_string(board.moveNumber()) + (red ? ". " : "... ")
        + std::string(text) + " (" + (red ? "Red" : "Black") + ")";
}

std::string variationPath(const GameTree &game, NodeId parent, std::size_t index)
{
    std::string path;
    for (NodeId node : game.path(parent)) {
        const auto &siblings = game.children(game.parent(node));
        const auto place = std::find(siblings.begin(), siblings.end(), node);
        const auto at = static_cast<std::size_t>(place - siblings.begin());
        if (at > 0) {
            path += branch(game.ply(node), at) + " > ";
        }
    }
    return path + branch(game.ply(parent) + 1, index);
}

} // namespace xq
