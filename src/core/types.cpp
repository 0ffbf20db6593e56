#include "core/types.h"

#include <cctype>

namespace xq {

namespace {

constexpr std::array<char, KindCount> FenLetters = { 'K', 'A', 'B', 'N', 'R', 'C', 'P' };
constexpr std::array<const char *, KindCount> KindNames
    = { "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier" };

} // namespace

const char *sideName(Side side)
{
    return side == Side::Red ? "Red" : "Black";
}

const char *kindName(Kind kind)
{
    return KindNames[index(kind)];
}

char Stone::fenLetter() const
{
    const char upper = FenLetters[index(kind())];
    return side() == Side::Red ? upper : static_cast<char>(std::tolower(upper));
}

std::optional<Stone> Stone::fromFenLetter(char letter)
{
    const Side side = std::isupper(static_cast<unsigned char>(letter)) ? Side::Red : Side::Black;
    switch (std::toupper(static_cast<unsigned char>(letter))) {
    case 'K': return Stone(side, Kind::General);
    case 'A': return Stone(side, Kind::Advisor);
    case 'B':
    case 'E': return Stone(side, Kind::Elephant);
    case 'N':
    case 'H': return Stone(side, Kind::Horse);
    case 'R': return Stone(side, Kind::Chariot);
    case 'C': return Stone(side, Kind::Cannon);
    case 'P': return Stone(side, Kind::Soldier);
    default: return std::nullopt;
    }
}

std::string squareName(Square s)
{
    return { static_cast<char>('a' + fileOf(s)), static_cast<char>('0' + rankOf(s)) };
}

std::optional<Square> parseSquare(std::string_view text)
{
    if (text.size() != 2) {
        return std::nullopt;
    }
    const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
    const int rank = text[1] - '0';
    if (!onBoard(file, rank)) {
        return std::nullopt;
    }
    return makeSquare(file, rank);
}

std::string Move::toIccs() const
{
    if (isNone() || isNull()) {
        return "0000";
    }
    return squareName(from()) + squareName(to());
}

std::optional<Move> Move::fromIccs(std::string_view text)
{
    const bool pgnStyle = text.size() == 5 && text[2] == '-';
    if (text.size() != 4 && !pgnStyle) {
        return std::nullopt;
    }
    const auto from = parseSquare(text.substr(0, 2));
    const auto to = parseSquare(text.substr(pgnStyle ? 3 : 2, 2));
    if (!from || !to || *from == *to) {
        return std::nullopt;
    }
    return Move(*from, *to);
}

} // namespace xq
