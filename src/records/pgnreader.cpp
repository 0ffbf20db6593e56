// Reads Xiangqi PGN files: the text decoded, then split into games (pgngame.h reads each). A
// game that cannot be read is passed over up to the next tag section, so one bad game does not
// hide the others.

#include "records/pgn.h"
#include "records/pgngame.h"
#include "records/textcursor.h"
#include "records/textencoding.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace xq {

namespace {

bool opensWithBracket(std::string_view line)
{
    const std::size_t first = line.find_first_not_of(" \t");
    return first != std::string_view::npos && line[first] == '[';
}

/// Where the game after `gameStart` begins when the text did not run into its tags: the next
/// line that opens with '[' at or after the line of `stop`, past the rest of the tag section
/// when the game stopped inside it. The end of the text when there is none.
std::size_t nextGameStart(
    std::string_view text, std::size_t gameStart, std::size_t stop, bool insideTags)
{
    const std::size_t previousBreak
        = stop == 0 ? std::string_view::npos : text.rfind('\n', stop - 1);
    std::size_t begin = previousBreak == std::string_view::npos ? 0 : previousBreak + 1;
    bool tagSection = insideTags;
    while (begin < text.size()) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        const std::string_view line = text.substr(begin, end - begin);
        const bool tagLine = opensWithBracket(line);
        const std::size_t bracket = begin + line.find_first_not_of(" \t");
        if (tagLine && !tagSection && bracket > gameStart) {
            return bracket;
        }
        tagSection = tagSection && tagLine;
        begin = end + 1;
    }
    return text.size();
}

/// Reads up to `maxGames` games one after the other. A game that cannot be read is skipped up
/// to the next tag section, so one bad game does not hide the others.
std::vector<Result<GameTree>> readGames(
    std::string_view text, std::size_t maxGames, const ReadOptions &options, int firstLine)
{
    std::vector<Result<GameTree>> games;
    TextCursor cursor(text, firstLine);
    for (cursor.skipSpace(); !cursor.atEnd() && games.size() < maxGames; cursor.skipSpace()) {
        const std::size_t start = cursor.position();
        auto read = pgn::readGame(cursor, options);
        games.push_back(std::move(read.game));
        if (!games.back().ok() || !read.stoppedAtNextTags) {
            cursor.advanceTo(nextGameStart(text, start, cursor.position(), read.failedInTags));
        }
    }
    if (games.empty()) {
        games.push_back(Result<GameTree>::failure("no PGN tags or moves found"));
    }
    return games;
}

std::vector<Result<GameTree>> decodeAndRead(
    std::string_view bytes, std::size_t maxGames, const ReadOptions &options, TextPlace place)
{
    auto text = decodeRecordTextLeniently(bytes, options.strict, place);
    if (!text.ok()) {
        return { Result<GameTree>::failure(text.error()) };
    }
    auto games = readGames(text->text, maxGames, options, place.line);
    if (!text->warning.empty() && games.front().ok()) {
        games.front()->addReadWarning(text->warning);
    } else if (!text->warning.empty()) {
        games.front()
            = Result<GameTree>::failure(games.front().error() + " (" + text->warning + ")");
    }
    return games;
}

} // namespace

std::vector<Result<GameTree>> readPgnGames(
    std::string_view bytes, const ReadOptions &options, TextPlace place)
{
    return decodeAndRead(bytes, std::numeric_limits<std::size_t>::max(), options, place);
}

Result<GameTree> readPgn(std::string_view bytes, const ReadOptions &options)
{
    return std::move(decodeAndRead(bytes, 1, options, {}).front());
}

} // namespace xq
