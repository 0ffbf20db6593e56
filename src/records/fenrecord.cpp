#include "records/fenrecord.h"

#include "core/textutil.h"
#include "records/fenstart.h"
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
    return gameFromFen(line, options, "line " + std::to_string(lineNumber));
}

std::string writeFenRecord(const GameTree &game)
{
    return game.boardAt(game.lastInLine(GameTree::Root)).fen() + "\n";
}

} // namespace xq
