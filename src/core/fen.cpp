// FEN reading and writing for Board, and the checks that refuse impossible positions.

#include "core/board.h"
#include "core/positioncheck.h"

#include <charconv>
#include <sstream>
#include <vector>

namespace xq {

namespace {

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) {
            return parts;
        }
        start = end + 1;
    }
}

std::vector<std::string_view> fields(std::string_view text)
{
    std::vector<std::string_view> parts;
    for (std::string_view part : split(text, ' ')) {
        if (!part.empty()) {
            parts.push_back(part);
        }
    }
    return parts;
}

std::optional<int> parseCounter(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0) {
        return std::nullopt;
    }
    return value;
}

} // namespace

Result<Board> Board::parseFen(std::string_view fen)
{
    using R = Result<Board>;
    const std::vector<std::string_view> parts = fields(fen);
    if (parts.empty()) {
        return R::failure("empty FEN");
    }
    const std::vector<std::string_view> ranks = split(parts[0], '/');
    if (ranks.size() != RankCount) {
        return R::failure("the board has " + std::to_string(ranks.size()) + " ranks, not 10");
    }
    Board board;
    for (int row = 0; row < RankCount; ++row) {
        const int rank = RankCount - 1 - row;
        int file = 0;
        for (char c : ranks[row]) {
            if (c >= '1' && c <= '9') {
                file += c - '0';
                continue;
            }
            const auto stone = Stone::fromFenLetter(c);
            if (!stone) {
                return R::failure(
                    std::string("unknown letter '") + c + "' on rank " + std::to_string(rank));
            }
            if (file >= FileCount) {
                return R::failure("rank " + std::to_string(rank) + " has more than 9 files");
            }
            board.put(*stone, makeSquare(file, rank));
            ++file;
        }
        if (file != FileCount) {
            return R::failure("rank " + std::to_string(rank) + " does not have 9 files");
        }
    }

    if (parts.size() < 2) {
        return R::failure("the side to move is missing");
    }
    if (parts[1] == "w" || parts[1] == "r") {
        board.m_sideToMove = Side::Red;
    } else if (parts[1] == "b") {
        board.m_sideToMove = Side::Black;
    } else {
        return R::failure("side to move must be w, r or b, not '" + std::string(parts[1]) + "'");
    }
    board.m_startSide = board.m_sideToMove;
    if (board.m_sideToMove == Side::Black) {
        board.m_history.back().key ^= zobrist.blackToMove;
    }
    if (parts.size() > 6) {
        return R::failure("too many fields");
    }
    if (parts.size() >= 5) {
        const auto plies = parseCounter(parts[4]);
        if (!plies || *plies > 10000) {
            return R::failure("bad ply counter '" + std::string(parts[4]) + "'");
        }
        board.m_history.back().pliesSinceCapture = static_cast<std::int16_t>(*plies);
    }
    if (parts.size() == 6) {
        const auto number = parseCounter(parts[5]);
        if (!number || *number < 1) {
            return R::failure("bad move number '" + std::string(parts[5]) + "'");
        }
        board.m_startMoveNumber = *number;
    }
    if (const auto problem = board.validateStones()) {
        return R::failure(*problem);
    }
    board.m_history.back().inCheck = !board.checkers().isEmpty();
    return board;
}

Result<Board> Board::fromFen(std::string_view fen)
{
    auto board = parseFen(fen);
    if (board.ok() && board->waitingSideInCheck()) {
        const Side waiting = opposite(board->sideToMove());
        return Result<Board>::failure(std::string(sideName(waiting)) + " is in check but it is "
            + sideName(board->sideToMove()) + "'s move");
    }
    return board;
}

Result<Board> Board::diagramFromFen(std::string_view fen)
{
    return parseFen(fen);
}

bool Board::waitingSideInCheck() const
{
    return !attackersOf(generalSquare(opposite(m_sideToMove)), m_sideToMove).isEmpty();
}

std::optional<std::string> Board::validateStones() const
{
    for (Side side : { Side::Red, Side::Black }) {
        if (const auto issue = checkStones(m_squares, side)) {
            const std::string owner = std::string(sideName(side)) + " ";
            switch (issue->problem) {
            case SetupProblem::UnreachablePoint:
                return owner + kindName(issue->kind) + " on " + squareName(issue->square)
                    + ", a point it can never reach";
            case SetupProblem::TooManyStones:
                return "too many " + owner + kindName(issue->kind) + "s";
            default: return owner + "has no general";
            }
        }
    }
    return std::nullopt;
}

std::string fenPlacement(const std::array<Stone, SquareCount> &stones)
{
    std::string placement;
    for (int rank = RankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < FileCount; ++file) {
            const Stone stone = stones[makeSquare(file, rank)];
            if (stone.isEmpty()) {
                ++empty;
                continue;
            }
            if (empty > 0) {
                placement += static_cast<char>('0' + empty);
                empty = 0;
            }
            placement += stone.fenLetter();
        }
        if (empty > 0) {
            placement += static_cast<char>('0' + empty);
        }
        if (rank > 0) {
            placement += '/';
        }
    }
    return placement;
}

std::string Board::fen() const
{
    std::ostringstream out;
    out << fenPlacement(m_squares) << (m_sideToMove == Side::Red ? " w" : " b") << " - - "
        << pliesSinceCapture() << ' ' << moveNumber();
    return out.str();
}

} // namespace xq
