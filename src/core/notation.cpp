// The public face of notation: ICCS here, WXF and Chinese in their own files, and the guess of
// which notation a text is written in.

#include "core/notation.h"

#include "core/chinesenotation.h"
#include "core/movedescription.h"
#include "core/textutil.h"
#include "core/wxfnotation.h"

#include <cctype>

namespace xq {

namespace {

Result<Move> parseIccs(const Board &board, std::string_view text)
{
    const auto move = Move::fromIccs(text);
    if (!move) {
        return Result<Move>::failure("not an ICCS move: " + quoted(text) + " (write it like h2e2)");
    }
    return checkLegal(board, *move);
}

Result<Move> resolve(const Board &board, const Result<MoveText> &text, StoneNamer namer)
{
    if (!text) {
        return Result<Move>::failure(text.error());
    }
    return resolveMove(board, *text, namer);
}

bool isAlpha(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) != 0;
}
bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

/// ICCS starts with a square (h2e2, H2-E2); WXF has its direction third (C2.5); anything
/// beyond ASCII is Chinese.
std::optional<Notation> guessNotation(std::string_view text)
{
    for (char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80) {
            return Notation::Chinese;
        }
    }
    const auto squareAt = [text](std::size_t i) {
        return i + 1 < text.size() && isAlpha(text[i]) && isDigit(text[i + 1]);
    };
    const bool engineStyle = text.size() == 4 && squareAt(0) && squareAt(2);
    const bool pgnStyle = text.size() == 5 && squareAt(0) && text[2] == '-' && squareAt(3);
    if (engineStyle || pgnStyle) {
        return Notation::Iccs;
    }
    if (text.size() == 4 && std::string_view("+-.=").find(text[2]) != std::string_view::npos) {
        return Notation::Wxf;
    }
    return std::nullopt;
}

} // namespace

std::string formatMove(const Board &board, Move m, Notation notation)
{
    if (m.isNone() || m.isNull() || !board.stoneAt(m.from())) {
        // Not a move of this board: its coordinates are all that can be said about it.
        return m.toIccs();
    }
    switch (notation) {
    case Notation::Wxf: return formatWxf(board, m);
    case Notation::Chinese: return formatChinese(board, m);
    case Notation::Iccs: break;
    }
    return m.toIccs();
}

Result<Move> parseMove(const Board &board, std::string_view text, Notation notation)
{
    const std::string_view move = trimmed(text);
    if (move.empty()) {
        return Result<Move>::failure("no move given");
    }
    switch (notation) {
    case Notation::Wxf: return resolve(board, readWxf(move), wxfNames);
    case Notation::Chinese:
        return resolve(board, readChinese(move, board.sideToMove()), chineseNames);
    case Notation::Iccs: break;
    }
    return parseIccs(board, move);
}

Result<LenientMove> parseMoveLeniently(const Board &board, std::string_view text, Notation notation)
{
    auto strict = parseMove(board, text, notation);
    if (strict.ok()) {
        return LenientMove { *strict, false };
    }
    const std::string_view move = trimmed(text);
    const auto parts = notation == Notation::Wxf ? readWxf(move)
        : notation == Notation::Chinese          ? readChinese(move, board.sideToMove())
                                                 : Result<MoveText>::failure(strict.error());
    if (parts.ok()) {
        if (const auto byFile = resolveByFile(board, *parts); byFile.ok()) {
            return LenientMove { *byFile, true };
        }
    }
    return Result<LenientMove>::failure(strict.error());
}

Result<Move> parseMove(const Board &board, std::string_view text)
{
    if (trimmed(text).empty()) {
        return Result<Move>::failure("no move given");
    }
    const auto notation = guessNotation(trimmed(text));
    if (!notation) {
        return Result<Move>::failure(quoted(trimmed(text))
            + " is not a move in ICCS (h2e2), WXF (C2.5) or Chinese "
              "(炮二平五) notation");
    }
    return parseMove(board, text, *notation);
}

Result<LenientMove> parseMoveLeniently(const Board &board, std::string_view text)
{
    const auto notation = guessNotation(trimmed(text));
    if (!notation) {
        const auto strict = parseMove(board, text);
        return Result<LenientMove>::failure(strict.error());
    }
    return parseMoveLeniently(board, text, *notation);
}

} // namespace xq
