#include "records/mxq.h"

#include "records/readwarnings.h"
#include "records/textencoding.h"

#include <algorithm>
#include <array>
#include <iterator>
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

constexpr std::string_view MovesMarker = "Moves";
constexpr std::string_view EndsMarker = "Ends";

bool holdsAMove(const std::vector<Piece> &pieces)
{
    return std::any_of(pieces.begin(), pieces.end(),
        [](const Piece &piece) { return piece.text == MovesMarker || moveFrom(piece.text); });
}

/// The game's texts: a server game starts with the room, the date and the title
/// "Red-胜-Black" (负 Black wins, 和 a draw), before its "Moves" marker. The other texts
/// (ratings, time control, times used, how the game ended) are not read.
void readTexts(const std::vector<Piece> &header, GameTree &game)
{
    const std::array<const char *, 3> tags = { "Site", "Date", "Title" };
    for (std::size_t i = 0; i < tags.size() && i < header.size(); ++i) {
        if (!header[i].text.empty()) {
            game.tags().set(tags[i], gbkToUtf8Lenient(header[i].text));
        }
    }
    if (header.size() < tags.size()) {
        return;
    }
    const std::string title = game.tags().value("Title");
    const std::array<std::pair<std::string_view, GameResult>, 3> outcomes = { {
        { "-胜-", GameResult::RedWins },
        { "-负-", GameResult::BlackWins },
        { "-和-", GameResult::Draw },
    } };
    for (const auto &[word, result] : outcomes) {
        if (const std::size_t at = title.find(word); at != std::string::npos && at > 0) {
            game.tags().set("Red", title.substr(0, at));
            game.tags().set("Black", title.substr(at + word.size()));
            game.setResult(result);
            return;
        }
    }
}

/// The move strings: those between the "Moves" and "Ends" markers, or, in a file without
/// them, every string that reads as a move.
std::vector<Piece> moveStrings(const std::vector<Piece> &pieces, GameTree &game)
{
    const auto marker = std::find_if(
        pieces.begin(), pieces.end(), [](const Piece &piece) { return piece.text == MovesMarker; });
    if (marker == pieces.end()) {
        std::vector<Piece> moves;
        std::copy_if(pieces.begin(), pieces.end(), std::back_inserter(moves),
            [](const Piece &piece) { return moveFrom(piece.text).has_value(); });
        return moves;
    }
    readTexts({ pieces.begin(), marker }, game);
    const auto end = std::find_if(
        marker, pieces.end(), [](const Piece &piece) { return piece.text == EndsMarker; });
    return { marker + 1, end };
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
        return Result<GameTree>::failure(std::string(NotARecord)
            + ": not a Yitian record (.mxq): the bytes are no length-prefixed strings holding "
              "moves");
    }
    GameTree game;
    Board board = game.startBoard();
    NodeId node = GameTree::Root;
    for (const Piece &piece : moveStrings(*pieces, game)) {
        const auto move = moveFrom(piece.text);
        MoveList legal;
        board.generateLegal(legal);
        if (!move || std::find(legal.begin(), legal.end(), *move) == legal.end()) {
            return Result<GameTree>::failure(
                byteOffsetText(piece.offset) + ": " + illegalMoveText(board, piece.text));
        }
        node = game.addMove(board, node, *move);
        board.makeMove(*move);
    }
    return game;
}

} // namespace xq
