#include "records/fenrecord.h"

#include "core/textutil.h"
#include "records/fenstart.h"
#include "records/textencoding.h"

namespace xq {

namespace {

/// The position, and the moves and result that may follow it after commas:
/// "FEN, h2e2 h9g7, 1-0", as engines' test files keep a position and a line played from it.
Result<GameTree> gameFromFenLine(
    std::string_view line, const ReadOptions &options, const std::string &where)
{
    const std::size_t comma = std::min(line.find(','), line.size());
    auto game = gameFromFen(trimmed(line.substr(0, comma)), options, where);
    if (!game.ok() || comma == line.size()) {
        return game;
    }
    const std::string_view after = line.substr(comma + 1);
    const std::size_t resultComma = std::min(after.find(','), after.size());
    if (auto error = playIccsLine(*game, after.substr(0, resultComma), where)) {
        return Result<GameTree>::failure(*error);
    }
    if (resultComma == after.size()) {
        return game;
    }
    const std::string_view resultText = trimmed(after.substr(resultComma + 1));
    const auto result = parseResultText(resultText);
    if (!result) {
        return Result<GameTree>::failure(where + ": '" + std::string(resultText)
            + "' is no result (1-0, 0-1, 1/2-1/2 or * after the FEN and its moves)");
    }
    game->setResult(*result);
    return game;
}

} // namespace

Result<GameTree> readFenRecord(std::string_view bytes, const ReadOptions &options)
{
    std::string_view text = withoutUtf8Bom(bytes);
    int lineNumber = 1;
    std::string_view line;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        line = trimmed(text.substr(0, end));
        text.remove_prefix(std::min(end + 1, text.size()));
        if (!line.empty()) {
            break;
        }
        ++lineNumber;
    }
    if (line.empty()) {
        return Result<GameTree>::failure("no FEN found (the file is blank)");
    }
    if (line.starts_with("fen ") || line.starts_with("FEN ")) {
        line = trimmed(line.substr(4));
    }
    return gameFromFenLine(line, options, "line " + std::to_string(lineNumber));
}

std::string writeFenRecord(const GameTree &game)
{
    return game.boardAt(game.lastInLine(GameTree::Root)).fen() + "\n";
}

} // namespace xq
