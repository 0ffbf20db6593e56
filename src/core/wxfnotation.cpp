#include "core/wxfnotation.h"

#include <array>
#include <cctype>

namespace xq {

namespace {

constexpr std::array<char, KindCount> Letters = { 'K', 'A', 'E', 'H', 'R', 'C', 'P' };

char digit(int n)
{
    return static_cast<char>('0' + n);
}

/// Front, rear or (for the middle soldier) the file: what replaces the file for tandem stones.
char tandemMark(const Standing &at)
{
    return at.isFront() ? '+' : at.isRear() ? '-' : digit(at.file);
}

/// Soldiers all doubled on one file: with four or five the outermost are "++" and "--", the
/// next ones "P+" and "P-"; a middle soldier keeps its file ("P3").
std::string soldierOnOneFile(const Standing &at)
{
    const int fromBack = at.onFile - 1 - at.fromFront;
    const bool many = at.onFile >= 4;
    if (many && (at.fromFront == 0 || fromBack == 0)) {
        return at.fromFront == 0 ? "++" : "--";
    }
    const int outer = many ? 1 : 0;
    const char mark = at.fromFront == outer ? '+' : fromBack == outer ? '-' : digit(at.file);
    return { 'P', mark };
}

std::optional<Kind> kindOfLetter(char letter)
{
    switch (std::toupper(static_cast<unsigned char>(letter))) {
    case 'B': return Kind::Elephant;
    case 'N': return Kind::Horse;
    default: break;
    }
    for (int k = 0; k < KindCount; ++k) {
        if (Letters[k] == std::toupper(static_cast<unsigned char>(letter))) {
            return static_cast<Kind>(k);
        }
    }
    return std::nullopt;
}

bool isFileDigit(char c)
{
    return c >= '1' && c <= '9';
}

std::optional<Motion> motionOf(char c)
{
    switch (c) {
    case '+': return Motion::Forward;
    case '-': return Motion::Back;
    case '.':
    case '=': return Motion::Sideways;
    default: return std::nullopt;
    }
}

} // namespace

StoneNames wxfNames(const Board &board, Square s)
{
    const Kind kind = board.stoneAt(s).kind();
    const Standing at = standingOf(board, s);
    const char letter = Letters[index(kind)];
    const std::string byFile = { letter, digit(at.file) };
    if (at.onFile == 1) {
        return { byFile, {} };
    }
    if (alwaysNamedByFile(kind)) {
        return { byFile, { letter, tandemMark(at) } };
    }
    if (kind != Kind::Soldier) {
        return { { letter, tandemMark(at) }, {} };
    }
    if (at.sharedFiles >= 2) {
        // The file digit takes the letter's place; a middle soldier may also keep "P3".
        const bool middle = !at.isFront() && !at.isRear();
        return { { digit(at.file), tandemMark(at) }, middle ? byFile : std::string() };
    }
    return { soldierOnOneFile(at), {} };
}

std::string formatWxf(const Board &board, Move m)
{
    static constexpr std::array<char, 3> MotionMarks = { '+', '-', '.' };
    const Step step = stepOf(board, m);
    return wxfNames(board, m.from()).written + MotionMarks[static_cast<int>(step.motion)]
        + digit(step.number);
}

Result<MoveText> readWxf(std::string_view written)
{
    using R = Result<MoveText>;
    const std::string shown = quoted(written);
    if (written.size() != 4) {
        return R::failure("not a WXF move: " + shown + " (write it like C2.5)");
    }
    // Some collections put the front/rear mark before the letter ("+C-2" for "C+-2").
    const bool markBeforeLetter = (written[0] == '+' || written[0] == '-')
        && std::isalpha(static_cast<unsigned char>(written[1]));
    const std::string text = markBeforeLetter
        ? std::string { written[1], written[0], written[2], written[3] }
        : std::string(written);
    MoveText move;
    const bool lettered = std::isalpha(static_cast<unsigned char>(text[0]));
    const auto kind = lettered ? kindOfLetter(text[0]) : std::optional<Kind>(Kind::Soldier);
    const bool tandemFirst = text[0] == '+' || text[0] == '-' || isFileDigit(text[0]);
    if (!kind || (!lettered && !tandemFirst)) {
        return R::failure("not a WXF move: " + shown + " does not start with K A E H R C P");
    }
    move.kind = *kind;
    const bool tandemSecond = text[1] == '+' || text[1] == '-';
    if (!isFileDigit(text[1]) && !tandemSecond) {
        return R::failure("not a WXF move: " + shown + " needs a file or + or - second");
    }
    const auto motion = motionOf(text[2]);
    if (!motion || !isFileDigit(text[3])) {
        return R::failure("not a WXF move: " + shown + " must end in +, - or . and a digit");
    }
    const char first = lettered ? Letters[index(*kind)] : text[0];
    move.stoneName = { first, text[1] };
    if (lettered && isFileDigit(text[1])) {
        move.namedFile = text[1] - '0';
    }
    move.step = { *motion, text[3] - '0' };
    return move;
}

} // namespace xq
