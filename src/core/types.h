#pragma once

// The value types the whole product speaks in: sides, stone kinds, stones, squares and moves.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xq {

enum class Side : std::uint8_t { Red, Black };

constexpr Side opposite(Side s)
{
    return s == Side::Red ? Side::Black : Side::Red;
}
constexpr int index(Side s)
{
    return static_cast<int>(s);
}

enum class Kind : std::uint8_t { General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier };

constexpr int KindCount = 7;
constexpr int index(Kind k)
{
    return static_cast<int>(k);
}

/// "Red" or "Black", for messages.
const char *sideName(Side side);
/// "general", "advisor", ... for messages.
const char *kindName(Kind kind);

/// A stone on a point, or no stone. Packed in one byte: bit 3 is the side, bits 0-2 kind + 1.
class Stone {
public:
    constexpr Stone() = default;
    constexpr Stone(Side side, Kind kind)
        : m_bits(static_cast<std::uint8_t>((index(side) << 3) | (index(kind) + 1)))
    {
    }

    constexpr bool isEmpty() const { return m_bits == 0; }
    constexpr explicit operator bool() const { return m_bits != 0; }
    constexpr Side side() const { return static_cast<Side>(m_bits >> 3); }
    constexpr Kind kind() const { return static_cast<Kind>((m_bits & 7) - 1); }
    constexpr bool is(Side side, Kind kind) const { return *this == Stone(side, kind); }
    constexpr bool belongsTo(Side side) const { return !isEmpty() && this->side() == side; }
    /// Dense number 0..13 for table lookups; only for non-empty stones.
    constexpr int tableIndex() const { return index(side()) * KindCount + index(kind()); }

    constexpr bool operator==(const Stone &) const = default;

    /// FEN letter: upper case for Red. Writes B for the elephant and N for the horse.
    char fenLetter() const;
    /// Reads K A B/E N/H R C P, either case.
    static std::optional<Stone> fromFenLetter(char letter);

private:
    std::uint8_t m_bits = 0;
};

constexpr int FileCount = 9;
constexpr int RankCount = 10;
constexpr int SquareCount = FileCount * RankCount;

/// A point of the board: files a-i (0-8) from Red's left, ranks 0-9 from Red's side (ICCS).
using Square = std::int8_t;
constexpr Square NoSquare = -1;

constexpr Square makeSquare(int file, int rank)
{
    return static_cast<Square>(rank * FileCount + file);
}
constexpr int fileOf(Square s)
{
    return s % FileCount;
}
constexpr int rankOf(Square s)
{
    return s / FileCount;
}
constexpr bool onBoard(int file, int rank)
{
    return file >= 0 && file < FileCount && rank >= 0 && rank < RankCount;
}
/// Ranks 0-4 are Red's half, 5-9 Black's.
constexpr bool onOwnHalf(Side side, Square s)
{
    return side == Side::Red ? rankOf(s) <= 4 : rankOf(s) >= 5;
}
constexpr bool inPalace(Side side, Square s)
{
    const int f = fileOf(s);
    const int r = rankOf(s);
    const bool palaceRanks = side == Side::Red ? r <= 2 : r >= 7;
    return f >= 3 && f <= 5 && palaceRanks;
}
/// How far a point is from the side's own back rank (0-9), so one rule serves both sides.
constexpr int relativeRank(Side side, Square s)
{
    return side == Side::Red ? rankOf(s) : RankCount - 1 - rankOf(s);
}
/// "e4" style name of a square.
std::string squareName(Square s);
std::optional<Square> parseSquare(std::string_view text);

/// A move from one point to another, packed in 16 bits. The zero value is "no move".
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to)
        : m_bits(static_cast<std::uint16_t>(from | (to << 7) | ValidBit))
    {
    }

    static constexpr Move none() { return Move(); }
    /// A pass, used by the search's null-move pruning only.
    static constexpr Move null() { return fromBits(NullBits); }
    static constexpr Move fromBits(std::uint16_t bits)
    {
        Move m;
        m.m_bits = bits;
        return m;
    }

    constexpr Square from() const { return static_cast<Square>(m_bits & 0x7F); }
    constexpr Square to() const { return static_cast<Square>((m_bits >> 7) & 0x7F); }
    constexpr bool isNone() const { return m_bits == 0; }
    constexpr bool isNull() const { return m_bits == NullBits; }
    constexpr explicit operator bool() const { return m_bits != 0; }
    constexpr std::uint16_t bits() const { return m_bits; }
    constexpr bool operator==(const Move &) const = default;

    /// ICCS engine form, e.g. "h2e2"; "0000" for none.
    std::string toIccs() const;
    /// Reads "h2e2" (and "H2-E2" as PGN files write it). Checks only the syntax.
    static std::optional<Move> fromIccs(std::string_view text);

private:
    static constexpr std::uint16_t ValidBit = 1u << 14;
    static constexpr std::uint16_t NullBits = 1u << 15;
    std::uint16_t m_bits = 0;
};

} // namespace xq
