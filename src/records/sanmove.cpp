#include "records/sanmove.h"

#include <optional>

namespace xq {

namespace {

std::optional<Kind> kindOfLetter(char letter)
{
    switch (letter) {
    case 'K': return Kind::General;
    case 'A': return Kind::Advisor;
    case 'B':
    case 'E': return Kind::Elephant;
    case 'N':
    case 'H': return Kind::Horse;
    case 'R': return Kind::Chariot;
    case 'C': return Kind::Cannon;
    case 'P': return Kind::Soldier;
    default: return std::nullopt;
    }
}

/// What a SAN word says: the stone's kind, the destination, and the parts of the origin given.
struct SanParts {
    Kind kind = Kind::Soldier;
    int toFile = -1;
    int toRank = -1;
    int fromFile = -1;
    int fromRank = -1;
};

/// A file letter or a rank number (0-9, or 1-10 when `firstRank` is 1) at the front of `text`.
struct Coordinate {
    bool isFile = false;
    int value = 0;
    std::size_t length = 1;
};

std::optional<Coordinate> coordinateAt(std::string_view text, int firstRank)
{
    if (text.empty()) {
        return std::nullopt;
    }
    if (text[0] >= 'a' && text[0] <= 'i') {
        return Coordinate { true, text[0] - 'a', 1 };
    }
    if (firstRank == 1 && text.starts_with("10")) {
        return Coordinate { false, 9, 2 };
    }
    if (text[0] >= '0' && text[0] <= '9' && text[0] - '0' - firstRank >= 0) {
        return Coordinate { false, text[0] - '0' - firstRank, 1 };
    }
    return std::nullopt;
}

std::optional<SanParts> splitSan(std::string_view text, int firstRank)
{
    while (!text.empty() && (text.back() == '+' || text.back() == '#')) {
        text.remove_suffix(1);
    }
    SanParts parts;
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') {
        const auto kind = kindOfLetter(text[0]);
        if (!kind) {
            return std::nullopt;
        }
        parts.kind = *kind;
        text.remove_prefix(1);
    }
    std::vector<Coordinate> coordinates;
    while (!text.empty()) {
        if (text[0] == 'x' || text[0] == '-') {
            text.remove_prefix(1);
            continue;
        }
        const auto coordinate = coordinateAt(text, firstRank);
        if (!coordinate) {
            return std::nullopt;
        }
        coordinates.push_back(*coordinate);
        text.remove_prefix(coordinate->length);
    }
    // The last two are the destination, file then rank; any before them tell the origin.
    const std::size_t n = coordinates.size();
    if (n < 2 || n > 4 || !coordinates[n - 2].isFile || coordinates[n - 1].isFile) {
        return std::nullopt;
    }
    parts.toFile = coordinates[n - 2].value;
    parts.toRank = coordinates[n - 1].value;
    for (std::size_t i = 0; i + 2 < n; ++i) {
        (coordinates[i].isFile ? parts.fromFile : parts.fromRank) = coordinates[i].value;
    }
    return parts;
}

/// The legal moves the parts can mean.
std::vector<Move> candidates(const Board &board, const SanParts &parts)
{
    MoveList legal;
    board.generateLegal(legal);
    std::vector<Move> matching;
    for (const Move move : legal) {
        const Stone stone = board.stoneAt(move.from());
        if (stone.kind() == parts.kind && move.to() == makeSquare(parts.toFile, parts.toRank)
            && (parts.fromFile < 0 || fileOf(move.from()) == parts.fromFile)
            && (parts.fromRank < 0 || rankOf(move.from()) == parts.fromRank)) {
            matching.push_back(move);
        }
    }
    return matching;
}

} // namespace

Result<Move> parseSanMove(const Board &board, std::string_view text)
{
    bool ambiguous = false;
    for (const int firstRank : { 0, 1 }) {
        const auto parts = splitSan(text, firstRank);
        const auto moves = parts ? candidates(board, *parts) : std::vector<Move>();
        if (moves.size() == 1) {
            return moves.front();
        }
        ambiguous = ambiguous || moves.size() > 1;
    }
    return Result<Move>::failure("'" + std::string(text) + "' is "
        + (ambiguous ? "ambiguous" : "no legal move") + " in WinBoard's notation");
}

} // namespace xq
