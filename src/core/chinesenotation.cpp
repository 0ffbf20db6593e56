#include "core/chinesenotation.h"

#include "core/chinesenumerals.h"
#include "core/utf8.h"

#include <array>
#include <utility>

namespace xq {

namespace {

constexpr std::array<char32_t, KindCount> RedStones
    = { U'帅', U'仕', U'相', U'马', U'车', U'炮', U'兵' };
constexpr std::array<char32_t, KindCount> BlackStones
    = { U'将', U'士', U'象', U'马', U'车', U'炮', U'卒' };
constexpr std::array<char32_t, 3> Directions = { U'进', U'退', U'平' };
constexpr char32_t Front = U'前';
constexpr char32_t Middle = U'中';
constexpr char32_t Rear = U'后';

/// Every character a reader meets for each kind: both sides' simplified forms and the
/// traditional ones (俥 傌 are Red's, 砲 and 包 Black's cannon; 伡 and 㐷 are rare simplified
/// forms of 俥 and 傌).
constexpr std::array<std::pair<char32_t, Kind>, 21> StoneReadings = { {
    { U'帅', Kind::General },
    { U'帥', Kind::General },
    { U'将', Kind::General },
    { U'將', Kind::General },
    { U'仕', Kind::Advisor },
    { U'士', Kind::Advisor },
    { U'相', Kind::Elephant },
    { U'象', Kind::Elephant },
    { U'马', Kind::Horse },
    { U'馬', Kind::Horse },
    { U'傌', Kind::Horse },
    { U'㐷', Kind::Horse },
    { U'车', Kind::Chariot },
    { U'車', Kind::Chariot },
    { U'俥', Kind::Chariot },
    { U'伡', Kind::Chariot },
    { U'炮', Kind::Cannon },
    { U'砲', Kind::Cannon },
    { U'包', Kind::Cannon },
    { U'兵', Kind::Soldier },
    { U'卒', Kind::Soldier },
} };

char32_t stoneGlyph(Side side, Kind kind)
{
    return (side == Side::Red ? RedStones : BlackStones)[index(kind)];
}

/// Files and steps: Red writes 一..九, Black １..９.
char32_t sideNumeral(Side side, int n)
{
    return side == Side::Red ? chineseNumeral(n) : fullWidthDigit(n);
}

std::string text(std::initializer_list<char32_t> codePoints)
{
    std::string out;
    for (char32_t c : codePoints) {
        appendUtf8(out, c);
    }
    return out;
}

/// What stands before the stone when its file does not name it. Ordinals are Chinese numerals
/// for both sides: they count stones, not files.
char32_t placeMark(const Standing &at, Kind kind)
{
    if (kind == Kind::Soldier && at.sharedFiles >= 2) {
        return chineseNumeral(at.ordinal + 1);
    }
    if (at.onFile >= 4) {
        return chineseNumeral(at.fromFront + 1);
    }
    return at.isFront() ? Front : at.isRear() ? Rear : Middle;
}

std::optional<Kind> readStone(char32_t c)
{
    for (const auto &[glyph, kind] : StoneReadings) {
        if (glyph == c) {
            return kind;
        }
    }
    return std::nullopt;
}

/// 前 中 后 (and 後) or a numeral, as the namer writes it.
std::optional<char32_t> readPlaceMark(char32_t c)
{
    if (c == Front || c == Middle || c == Rear) {
        return c;
    }
    if (c == U'後') {
        return Rear;
    }
    if (const auto n = readNumeral(c)) {
        return chineseNumeral(*n);
    }
    return std::nullopt;
}

std::optional<Motion> readDirection(char32_t c)
{
    if (c == U'進') {
        return Motion::Forward;
    }
    for (std::size_t d = 0; d < Directions.size(); ++d) {
        if (Directions[d] == c) {
            return static_cast<Motion>(d);
        }
    }
    return std::nullopt;
}

bool isSpace(char32_t c)
{
    return c == U' ' || c == U'\t' || c == U'　';
}

std::u32string withoutSpaces(const std::u32string &codePoints)
{
    std::u32string kept;
    for (char32_t c : codePoints) {
        if (!isSpace(c)) {
            kept.push_back(c);
        }
    }
    return kept;
}

/// Fills the stone's kind and name from the first two characters.
std::optional<std::string> readStoneName(const std::u32string &c, Side side, MoveText &move)
{
    if (const auto kind = readStone(c[0])) {
        const auto file = readNumeral(c[1]);
        if (!file) {
            return quoted(utf8(c[1])) + " is not a file number";
        }
        move.kind = *kind;
        move.namedFile = *file;
        move.stoneName = text({ stoneGlyph(side, *kind), sideNumeral(side, *file) });
        return std::nullopt;
    }
    const auto mark = readPlaceMark(c[0]);
    if (!mark) {
        return quoted(utf8(c[0])) + " is neither a stone (车 马 炮 ...) nor 前, 中 or 后";
    }
    const auto kind = readStone(c[1]);
    if (!kind) {
        return quoted(utf8(c[1])) + " is not a stone";
    }
    move.kind = *kind;
    move.stoneName = text({ *mark, stoneGlyph(side, *kind) });
    return std::nullopt;
}

} // namespace

StoneNames chineseNames(const Board &board, Square s)
{
    const Stone stone = board.stoneAt(s);
    const Standing at = standingOf(board, s);
    const char32_t glyph = stoneGlyph(stone.side(), stone.kind());
    const std::string byFile = text({ glyph, sideNumeral(stone.side(), at.file) });
    if (at.onFile == 1) {
        return { byFile, {} };
    }
    const std::string byPlace = text({ placeMark(at, stone.kind()), glyph });
    if (alwaysNamedByFile(stone.kind())) {
        return { byFile, byPlace };
    }
    return { byPlace, {} };
}

std::string formatChinese(const Board &board, Move m)
{
    const Side side = board.stoneAt(m.from()).side();
    const Step step = stepOf(board, m);
    return chineseNames(board, m.from()).written
        + text({ Directions[static_cast<int>(step.motion)], sideNumeral(side, step.number) });
}

Result<MoveText> readChinese(std::string_view input, Side side)
{
    using R = Result<MoveText>;
    const auto decoded = decodeUtf8(input);
    if (!decoded) {
        return R::failure("not a move: the text is not valid UTF-8");
    }
    const std::u32string c = withoutSpaces(*decoded);
    const std::string shown = quoted(input);
    if (c.size() != 4) {
        return R::failure(
            "not a Chinese move: " + shown + " (write four characters like 炮二平五)");
    }
    MoveText move;
    if (const auto error = readStoneName(c, side, move)) {
        return R::failure("not a Chinese move: " + shown + ": " + *error);
    }
    const auto motion = readDirection(c[2]);
    if (!motion) {
        return R::failure(
            "not a Chinese move: " + shown + ": " + quoted(utf8(c[2])) + " is not 进, 退 or 平");
    }
    const auto number = readNumeral(c[3]);
    if (!number) {
        return R::failure("not a Chinese move: " + shown + ": " + quoted(utf8(c[3]))
            + " is not a number from 1 to 9");
    }
    move.step = { *motion, *number };
    return move;
}

} // namespace xq
