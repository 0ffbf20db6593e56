#include "reversi/openingbook.h"

#include "reversi/binaryfile.h"
#include "reversi/patterns.h"

#include <string_view>

namespace reversi {

namespace {

constexpr std::string_view Magic = "XQRVBOK1";
constexpr std::uint32_t Version = 1;
constexpr std::size_t HeaderBytes = Magic.size() + 2 * 4;
constexpr std::size_t EntryBytes = 8 + 8 + 1 + 2;
constexpr int SymmetryCount = 8;

/// The discs a symmetry moves: square s of the result holds what symmetricSquare(s) held.
Bitboard turned(Bitboard discs, int symmetry)
{
    Bitboard result = 0;
    for (int square = 0; square < SquareCount; ++square) {
        if (discs & squareBit(symmetricSquare(square, symmetry))) {
            result |= squareBit(square);
        }
    }
    return result;
}

/// The symmetry that makes the position's (player, opponent) pair smallest.
int canonicalSymmetry(Bitboard player, Bitboard opponent)
{
    int best = 0;
    std::pair<Bitboard, Bitboard> smallest { player, opponent };
    for (int symmetry = 1; symmetry < SymmetryCount; ++symmetry) {
        const std::pair candidate { turned(player, symmetry), turned(opponent, symmetry) };
        if (candidate < smallest) {
            smallest = candidate;
            best = symmetry;
        }
    }
    return best;
}

/// The square of the turned board that holds what `square` of the original holds.
int turnedSquare(int square, int symmetry)
{
    for (int candidate = 0; candidate < SquareCount; ++candidate) {
        if (symmetricSquare(candidate, symmetry) == square) {
            return candidate;
        }
    }
    return NoMove;
}

} // namespace

OpeningBook::Position OpeningBook::canonical(Bitboard player, Bitboard opponent)
{
    const int symmetry = canonicalSymmetry(player, opponent);
    return { turned(player, symmetry), turned(opponent, symmetry) };
}

void OpeningBook::add(Bitboard player, Bitboard opponent, Move move, int score)
{
    const int symmetry = canonicalSymmetry(player, opponent);
    m_entries[{ turned(player, symmetry), turned(opponent, symmetry) }]
        = { turnedSquare(move, symmetry), score };
}

std::optional<BookMove> OpeningBook::find(Bitboard player, Bitboard opponent) const
{
    const int symmetry = canonicalSymmetry(player, opponent);
    const auto entry = m_entries.find({ turned(player, symmetry), turned(opponent, symmetry) });
    if (entry == m_entries.end()) {
        return std::nullopt;
    }
    return BookMove { symmetricSquare(entry->second.move, symmetry), entry->second.score };
}

std::optional<OpeningBook> OpeningBook::fromBytes(
    std::span<const std::uint8_t> bytes, std::string &error)
{
    using binaryfile::readLittleEndian;
    if (!binaryfile::hasMagic(bytes, Magic, HeaderBytes + binaryfile::ChecksumBytes)) {
        error = "not a Reversi opening book (no XQRVBOK1 header)";
        return std::nullopt;
    }
    if (binaryfile::readU32(bytes, Magic.size()) != Version) {
        error = "Reversi opening book of another version";
        return std::nullopt;
    }
    const std::size_t count = binaryfile::readU32(bytes, Magic.size() + 4);
    if (bytes.size() != HeaderBytes + count * EntryBytes + binaryfile::ChecksumBytes) {
        error = "Reversi opening book is truncated or too long for its header";
        return std::nullopt;
    }
    if (!binaryfile::checksumMatches(bytes)) {
        error = "Reversi opening book checksum does not match: the file is damaged";
        return std::nullopt;
    }
    OpeningBook book;
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t at = HeaderBytes + i * EntryBytes;
        const Bitboard player = readLittleEndian(bytes, at, 8);
        const Bitboard opponent = readLittleEndian(bytes, at + 8, 8);
        const Move move = bytes[at + 16];
        const auto score = static_cast<std::int16_t>(readLittleEndian(bytes, at + 17, 2));
        if ((player & opponent) || move >= SquareCount
            || !(legalMoves(player, opponent) & squareBit(move))
            || canonicalSymmetry(player, opponent) != 0) {
            error = "Reversi opening book entry " + std::to_string(i + 1)
                + " is not a position with a legal move";
            return std::nullopt;
        }
        book.m_entries[{ player, opponent }] = { move, score };
    }
    if (book.m_entries.size() != count) {
        error = "Reversi opening book lists a position twice";
        return std::nullopt;
    }
    return book;
}

std::optional<OpeningBook> OpeningBook::fromFile(const std::string &path, std::string &error)
{
    return binaryfile::readFileAs<OpeningBook>(path, error);
}

std::vector<std::uint8_t> OpeningBook::toBytes() const
{
    std::vector<std::uint8_t> out(Magic.begin(), Magic.end());
    binaryfile::putU32(out, Version);
    binaryfile::putU32(out, static_cast<std::uint32_t>(m_entries.size()));
    for (const auto &[position, entry] : m_entries) {
        binaryfile::putLittleEndian(out, position.first, 8);
        binaryfile::putLittleEndian(out, position.second, 8);
        out.push_back(static_cast<std::uint8_t>(entry.move));
        binaryfile::putLittleEndian(out, static_cast<std::uint16_t>(entry.score), 2);
    }
    binaryfile::appendChecksum(out);
    return out;
}

} // namespace reversi
