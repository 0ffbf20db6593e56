#include "records/mxq.h"

#include "records/readwarnings.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace xq {

namespace {

/// Longer strings are taken as a sign that the length prefix was misread.
constexpr std::size_t MaxStringLength = 4096;

struct Piece {
    std::size_t offset = 0;
    std::string_view text;
};

/// The strings of the file with length prefixes of `width` bytes (little-endian), or none when
/// the bytes do not divide into such strings exactly.
std::optional<std::vector<Piece>> strings(std::string_view bytes, std::size_t width)
{
    std::vector<Piece> pieces;
    std::size_t at = 0;
    while (at < bytes.size()) {
        if (at + width > bytes.size()) {
            return std::nullopt;
        }
        std::size_t length = 0;
        for (std::size_t i = width; i > 0; --i) {
            length = length * 256 + static_cast<unsigned char>(bytes[at + i - 1]);
        }
        if (length > MaxStringLength || at + width + length > bytes.size()) {
            return std::nullopt;
        }
        pieces.push_back({ at, bytes.substr(at + width, length) });
        at += width + length;
    }
    return pieces;
}

/// "7C-4C": a file 0-8 from Red's left and a rank A-J from Red's side, twice.
std::optional<Move> moveFrom(std::string_view text)
{
    if (text.size() != 5 || text[2] != '-') {
        return std::nullopt;
    }
    auto point = [](char file, char rank) -> std::optional<Square> {
        if (file < '0' || file > '8' || rank < 'A' || rank > 'J') {
            return std::nullopt;
        }
        return makeSquare(file - '0', rank - 'A');
    };
    const auto from = point(text[0], text[1]);
    const auto to = point(text[3], text[4]);
    if (!from || !to) {
        return std::nullopt;
    }
    return Move(*from, *to);
}

bool holdsAMove(const std::vector<Piece> &pieces)
{
    for (const Piece &piece : pieces) {
        if (moveFrom(piece.text)) {
            return true;
        }
    }
    return false;
}

} // namespace

Result<GameTree> readMxq(std::string_view bytes, const ReadOptions &)
{
    std::optional<std::vector<Piece>> pieces;
    for (const std::size_t width : { 1, 2, 4 }) {
        if (auto found = strings(bytes, width); found && holdsAMove(*found)) {
            pieces = std::move(found);
            break;
        }
    }
    if (!pieces) {
        return Result<GameTree>::failure(
            "not a Yitian record: the bytes are no length-prefixed strings holding moves");
    }
    GameTree game;
    Board board = game.startBoard();
    NodeId node = GameTree::Root;
    for (const Piece &piece : *pieces) {
        const auto move = moveFrom(piece.text);
        if (!move) {
            continue; // the game's texts
        }
        MoveList legal;
        board.generateLegal(legal);
        if (std::find(legal.begin(), legal.end(), *move) == legal.end()) {
            return Result<GameTree>::failure(
                byteOffsetText(piece.offset) + ": " + illegalMoveText(board, piece.text));
        }
        node = game.addMove(board, node, *move);
        board.makeMove(*move);
    }
    return game;
}

} // namespace xq
