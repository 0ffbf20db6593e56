#include "engineclient/dialect.h"

#include <array>
#include <charconv>

namespace xq::client {

namespace {

// clang-format off
constexpr std::array<Dialect, 3> Dialects { {
    { DialectKind::Uci, "uci", Protocol::Uci, "uci", "uciok", "ucinewgame", "", 0, true, false,
      false },
    { DialectKind::UciFsf, "uci-fsf", Protocol::Uci, "uci", "uciok", "ucinewgame", "", 1, true,
      false, false },
    { DialectKind::Ucci, "ucci", Protocol::Ucci, "ucci", "ucciok", "", "nobestmove", 0, false,
      true, true },
} };
// clang-format on

/// Reads a file letter and a rank number at the front of `text`, consuming them.
std::optional<Square> readSquare(std::string_view &text, int rankOffset)
{
    if (text.size() < 2 || text[0] < 'a' || text[0] > 'i') {
        return std::nullopt;
    }
    const int file = text[0] - 'a';
    int rank = -1;
    const auto [end, error] = std::from_chars(text.data() + 1, text.data() + text.size(), rank);
    if (error != std::errc() || end - text.data() > 3) {
        return std::nullopt;
    }
    rank -= rankOffset;
    if (!onBoard(file, rank)) {
        return std::nullopt;
    }
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    return makeSquare(file, rank);
}

} // namespace

const Dialect &dialectFor(DialectKind kind)
{
    for (const Dialect &d : Dialects) {
        if (d.kind == kind) {
            return d;
        }
    }
    return Dialects[0];
}

std::optional<DialectKind> parseDialect(std::string_view name)
{
    if (name == "fsf") {
        return DialectKind::UciFsf;
    }
    for (const Dialect &d : Dialects) {
        if (d.name == name) {
            return d.kind;
        }
    }
    return std::nullopt;
}

std::string formatEngineMove(Move move, const Dialect &dialect)
{
    std::string text;
    for (const Square s : { move.from(), move.to() }) {
        text += static_cast<char>('a' + fileOf(s));
        text += std::to_string(rankOf(s) + dialect.rankOffset);
    }
    return text;
}

std::optional<Move> parseEngineMove(std::string_view text, const Dialect &dialect)
{
    const auto from = readSquare(text, dialect.rankOffset);
    if (!from) {
        return std::nullopt;
    }
    const auto to = readSquare(text, dialect.rankOffset);
    if (!to || !text.empty()) {
        return std::nullopt;
    }
    return Move(*from, *to);
}

} // namespace xq::client
