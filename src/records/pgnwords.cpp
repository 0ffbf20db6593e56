#include "records/pgnwords.h"

#include "core/utf8.h"

#include <cctype>

namespace xq::pgn {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

std::optional<Notation> notationFromFormatTag(std::string value)
{
    for (char &c : value) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    if (value == "chinese") {
        return Notation::Chinese;
    }
    if (value == "wxf") {
        return Notation::Wxf;
    }
    if (value == "iccs") {
        return Notation::Iccs;
    }
    return std::nullopt;
}

bool isMoveTextTag(std::string_view text)
{
    text.remove_prefix(std::min(text.find_first_not_of(" \t"), text.size()));
    return text.starts_with("[Score ") || text.starts_with("[Score\"");
}

bool closesTagValue(std::string_view text)
{
    const std::size_t next = text.find_first_not_of(" \t", 1);
    return next != std::string_view::npos && text[next] == ']';
}

std::string_view withoutMoveNumber(std::string_view token)
{
    std::size_t i = 0;
    while (i < token.size() && isDigit(token[i])) {
        ++i;
    }
    std::size_t dots = i;
    while (dots < token.size() && token[dots] == '.') {
        ++dots;
    }
    if (dots == i || (dots == i + 1 && dots < token.size() && isDigit(token[dots]))) {
        return token; // digits not followed by a dot, or a decimal number: not a move number
    }
    return token.substr(dots);
}

std::string cleanTagValue(std::string_view value)
{
    std::string text;
    for (char c : value) {
        text += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
    const auto first = text.find_first_not_of(' ');
    return first == std::string::npos ? std::string()
                                      : text.substr(first, text.find_last_not_of(' ') - first + 1);
}

std::string halfWidth(std::string_view text)
{
    constexpr char32_t FirstFullWidth = 0xFF01;
    constexpr char32_t LastFullWidth = 0xFF5E;
    constexpr char32_t Offset = FirstFullWidth - U'!';
    const auto codePoints = decodeUtf8(text);
    if (!codePoints) {
        return std::string(text);
    }
    std::string out;
    for (char32_t c : *codePoints) {
        appendUtf8(out, c >= FirstFullWidth && c <= LastFullWidth ? c - Offset : c);
    }
    return out;
}

std::vector<std::string> gluedMoves(std::string_view word)
{
    constexpr std::size_t MoveLength = 4;
    const auto codePoints = decodeUtf8(word);
    if (!codePoints || codePoints->size() <= MoveLength || codePoints->size() % MoveLength != 0) {
        return {};
    }
    std::vector<std::string> moves;
    for (std::size_t i = 0; i < codePoints->size(); i += MoveLength) {
        std::string move;
        for (std::size_t j = i; j < i + MoveLength; ++j) {
            appendUtf8(move, (*codePoints)[j]);
        }
        moves.push_back(std::move(move));
    }
    return moves;
}

namespace {

// PGN's move assessments, NAG 1 to 6, in their order.
constexpr std::string_view AssessmentGlyphs[] = { "!", "?", "!!", "??", "!?", "?!" };

} // namespace

int glyphNag(std::string_view glyph)
{
    for (int i = 0; i < 6; ++i) {
        if (glyph == AssessmentGlyphs[i]) {
            return i + 1;
        }
    }
    return 0;
}

std::string_view nagGlyph(int nag)
{
    return nag >= 1 && nag <= 6 ? AssessmentGlyphs[nag - 1] : std::string_view();
}

std::optional<int> parseNag(std::string_view token)
{
    constexpr int MaxNag = 255;
    if (token.size() < 2 || token.size() > 4 || token.front() != '$') {
        return std::nullopt;
    }
    int value = 0;
    for (const char c : token.substr(1)) {
        if (!isDigit(c)) {
            return std::nullopt;
        }
        value = value * 10 + (c - '0');
    }
    return value >= 1 && value <= MaxNag ? std::optional<int>(value) : std::nullopt;
}

std::string_view withoutAnnotation(std::string_view token)
{
    while (!token.empty() && (token.back() == '!' || token.back() == '?')) {
        token.remove_suffix(1);
    }
    return token;
}

} // namespace xq::pgn
