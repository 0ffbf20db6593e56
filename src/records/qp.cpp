#include "records/qp.h"

#include "records/fenstart.h"
#include "records/readwarnings.h"

#include <array>

namespace xq {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',';
}

/// A file or rank byte: a number, or a digit character.
int coordinate(char c)
{
    const auto byte = static_cast<unsigned char>(c);
    return byte >= '0' && byte <= '9' ? byte - '0' : byte;
}

/// Reads the triples of one position (`bytes` after its signature, `base` its offset in the
/// file) as a FEN placement.
Result<std::string> placement(std::string_view bytes, std::size_t base)
{
    std::array<Stone, SquareCount> points {};
    bool redGeneralHigh = false;
    std::size_t i = 0;
    while (i < bytes.size()) {
        if (isBlank(bytes[i])) {
            ++i;
            continue;
        }
        if (i + 3 > bytes.size()) {
            return Result<std::string>::failure(
                byteOffsetText(base + i) + ": the file ends inside a stone (truncated file)");
        }
        const auto stone = Stone::fromFenLetter(bytes[i]);
        const int file = coordinate(bytes[i + 1]);
        const int rank = coordinate(bytes[i + 2]);
        if (!stone || file >= FileCount || rank >= RankCount) {
            return Result<std::string>::failure(byteOffsetText(base + i)
                + ": not a stone (a FEN letter, a file 0-8 and a rank 0-9)");
        }
        const Square square = makeSquare(file, rank);
        if (points[square]) {
            return Result<std::string>::failure(
                byteOffsetText(base + i) + ": two stones on point " + squareName(square));
        }
        points[square] = *stone;
        redGeneralHigh = redGeneralHigh || (stone->is(Side::Red, Kind::General) && rank >= 7);
        i += 3;
    }
    if (redGeneralHigh) {
        // Ranks counted from the top of the board: turn them over.
        std::array<Stone, SquareCount> turned {};
        for (int s = 0; s < SquareCount; ++s) {
            turned[makeSquare(fileOf(s), RankCount - 1 - rankOf(s))] = points[s];
        }
        points = turned;
    }
    return fenPlacement(points);
}

Result<GameTree> readPosition(std::string_view bytes, std::size_t base, const ReadOptions &options)
{
    const auto stones = placement(bytes, base);
    if (!stones.ok()) {
        return Result<GameTree>::failure(stones.error());
    }
    // Puzzles are Red to move; a position only Black can move in is Black's.
    const std::string where = byteOffsetText(base);
    auto red = gameFromFen(*stones + " w", options, where);
    if (auto black = red.ok() ? red : gameFromFen(*stones + " b", options, where); black.ok()) {
        return black;
    }
    return red;
}

} // namespace

std::vector<Result<GameTree>> readQpGames(std::string_view bytes, const ReadOptions &options)
{
    if (!bytes.starts_with(QpSignature)) {
        return { Result<GameTree>::failure("offset 0x0: no QP signature ('ccf0')") };
    }
    std::vector<Result<GameTree>> positions;
    for (std::size_t start = 0; start != std::string_view::npos;) {
        const std::size_t body = start + QpSignature.size();
        const std::size_t next = bytes.find(QpSignature, body);
        const std::size_t end = next == std::string_view::npos ? bytes.size() : next;
        positions.push_back(readPosition(bytes.substr(body, end - body), body, options));
        start = next;
    }
    return positions;
}

} // namespace xq
