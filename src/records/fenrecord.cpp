#include "records/fenrecord.h"

#include "core/textutil.h"
#include "records/readwarnings.h"
#include "records/textencoding.h"

namespace xq {

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
    const auto board = Board::fromFen(line);
    const std::string where = "line " + std::to_string(lineNumber) + ": ";
    if (const auto diagram = board.ok() ? std::nullopt : bothInCheckDiagram(line);
        diagram && !options.strict) {
        GameTree game(*diagram);
        game.markAsDiagram();
        game.addReadWarning(where + std::string(DiagramWarning));
        return game;
    }
    if (!board.ok()) {
        const bool diagram = bothInCheckDiagram(line).has_value();
        return Result<GameTree>::failure(
            where + (diagram ? std::string(DiagramRefusal) : board.error()));
    }
    return GameTree(*board);
}

std::string writeFenRecord(const GameTree &game)
{
    return game.boardAt(game.lastInLine(GameTree::Root)).fen() + "\n";
}

} // namespace xq
