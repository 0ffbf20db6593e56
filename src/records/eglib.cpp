#include "records/eglib.h"

#include "core/textutil.h"
#include "records/fenstart.h"
#include "records/textencoding.h"

#include <algorithm>

namespace xq {

namespace {

struct PuzzleLine {
    std::string_view name;
    std::string_view fen;
    std::string_view moves;
};

/// Nine '/' between the ranks: a FEN's board.
bool holdsFenBoard(std::string_view text)
{
    return std::count(text.begin(), text.end(), '/') == 9;
}

/// The FEN's first word is a board: stones' letters, digits and nine '/'.
bool startsWithFenBoard(std::string_view fen)
{
    const std::string_view board = fen.substr(0, fen.find_first_of(" \t"));
    return holdsFenBoard(board)
        && board.find_first_not_of("0123456789/KAEBHNRCPkaebhnrcp") == std::string_view::npos;
}

/// A line of a list of positions, `title,FEN` (`10步杀8152,FEN w`): one comma, the title before
/// it without a '/', a FEN's board after it.
std::optional<PuzzleLine> splitPositionLine(std::string_view line)
{
    const std::size_t comma = line.find(',');
    if (comma == 0 || comma == std::string_view::npos
        || line.find(',', comma + 1) != std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view title = trimmed(line.substr(0, comma));
    const std::string_view fen = trimmed(line.substr(comma + 1));
    if (title.find('/') != std::string_view::npos || !startsWithFenBoard(fen)) {
        return std::nullopt;
    }
    return PuzzleLine { title, fen, {} };
}

/// A line's fields, or none when it is neither `name|FEN|moves` nor a list's `title,FEN`. A
/// line of a name and a FEN only is a position without its solution, as real collections hold
/// some.
std::optional<PuzzleLine> splitLine(std::string_view line)
{
    const std::size_t first = line.find('|');
    if (first == std::string_view::npos) {
        return splitPositionLine(line);
    }
    const std::size_t second = std::min(line.find('|', first + 1), line.size());
    const std::string_view moves = second < line.size() ? line.substr(second + 1) : "";
    return PuzzleLine { trimmed(line.substr(0, first)),
        trimmed(line.substr(first + 1, second - first - 1)), trimmed(moves) };
}

/// True when every line of the start of `text` is a list's `title,FEN` (the last one is left
/// out when the start ends inside it): prose with a comma and a slash now and then is no list.
bool startsAsPositionList(std::string_view text)
{
    constexpr std::size_t Window = 4096;
    std::string_view start = text.substr(0, Window);
    if (start.size() < text.size() && start.find('\n') != std::string_view::npos) {
        start = start.substr(0, start.rfind('\n'));
    }
    bool any = false;
    while (!start.empty()) {
        const std::size_t end = std::min(start.find('\n'), start.size());
        const std::string_view line = trimmed(start.substr(0, end));
        start.remove_prefix(std::min(end + 1, start.size()));
        if (!line.empty() && !splitPositionLine(line)) {
            return false;
        }
        any = any || !line.empty();
    }
    return any;
}

Result<GameTree> readPuzzle(std::string_view line, int number, const ReadOptions &options)
{
    const std::string where = "line " + std::to_string(number);
    const auto fields = splitLine(line);
    if (!fields) {
        return Result<GameTree>::failure(where
            + ": not a puzzle line (name|FEN|moves, name|FEN or name,FEN): '"
            + std::string(line.substr(0, 40)) + "'");
    }
    auto game = gameFromFen(fields->fen, options, where);
    if (!game.ok()) {
        return game;
    }
    if (!fields->name.empty()) {
        game->tags().set("Title", std::string(fields->name));
    }
    if (auto error = playIccsLine(*game, fields->moves, where)) {
        return Result<GameTree>::failure(*error);
    }
    return game;
}

} // namespace

bool looksLikeEglib(std::string_view bytes)
{
    const std::string_view text = trimmed(withoutUtf8Bom(bytes));
    const std::string_view line = text.substr(0, text.find('\n'));
    if (line.find('|') == std::string_view::npos) {
        return startsAsPositionList(text);
    }
    const auto fields = splitLine(line);
    return fields && holdsFenBoard(fields->fen);
}

std::vector<Result<GameTree>> readEglibGames(std::string_view bytes, const ReadOptions &options)
{
    auto text = decodeRecordTextLeniently(bytes, options.strict);
    if (!text.ok()) {
        return { Result<GameTree>::failure(text.error()) };
    }
    std::vector<Result<GameTree>> games;
    std::string_view rest = text->text;
    for (int number = 1; !rest.empty(); ++number) {
        const std::size_t end = std::min(rest.find('\n'), rest.size());
        const std::string_view line = trimmed(rest.substr(0, end));
        rest.remove_prefix(std::min(end + 1, rest.size()));
        if (!line.empty()) {
            games.push_back(readPuzzle(line, number, options));
        }
    }
    if (games.empty()) {
        return { Result<GameTree>::failure("no puzzle found (the file is blank)") };
    }
    if (!text->warning.empty() && games.front().ok()) {
        games.front()->addReadWarning(text->warning);
    }
    return games;
}

std::string writeEglib(const GameTree &game)
{
    std::string name;
    for (char c : game.tags().value("Title")) {
        name += c == '|' || static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
    std::string moves;
    for (NodeId node : game.mainLine()) {
        moves += moves.empty() ? "" : ",";
        moves += game.move(node).toIccs();
    }
    return std::string(trimmed(name)) + "|" + game.startBoard().fen() + "|" + moves + "\n";
}

} // namespace xq
