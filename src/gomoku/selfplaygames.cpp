#include "gomoku/selfplaygames.h"

#include "gomoku/position.h"

#include <algorithm>
#include <optional>
#include <sstream>

namespace gomoku {

namespace {

constexpr std::string_view GamesMagic = "# gomoku self-play games:";

std::optional<GamesHeader> parseHeader(const std::string &line)
{
    if (!line.starts_with(GamesMagic)) {
        return std::nullopt;
    }
    std::istringstream in(line.substr(GamesMagic.size()));
    std::string ruleKey;
    std::string ruleText;
    std::string sizeKey;
    GamesHeader header;
    if (!(in >> ruleKey >> ruleText >> sizeKey >> header.size) || ruleKey != "rule"
        || sizeKey != "size" || header.size < MinSize || header.size > MaxSize) {
        return std::nullopt;
    }
    const auto rule = parseRule(ruleText);
    if (!rule) {
        return std::nullopt;
    }
    header.rule = *rule;
    return header;
}

bool isScore(const std::string &text)
{
    const std::size_t digits = text.starts_with('-') ? 1 : 0;
    return text.size() > digits && text.size() <= digits + 6
        && std::all_of(text.begin() + std::ptrdiff_t(digits), text.end(),
            [](char c) { return c >= '0' && c <= '9'; });
}

// One game line replayed: nothing, or the fault.
std::optional<std::string> replayGame(const std::string &line, const GamesHeader &header,
    const std::function<void(const Position &, const ReplayedMove &)> &onMove)
{
    std::istringstream in(line);
    std::string result;
    in >> result;
    if (result != "black" && result != "white" && result != "draw") {
        return "no result (black, white or draw) at the start";
    }
    ReplayedMove move;
    move.winner
        = result == "black" ? Stone::Black : (result == "white" ? Stone::White : Stone::Empty);
    Position position(header.size, header.rule);
    for (std::string word; in >> word;) {
        const auto slash = word.find('/');
        const std::string name = word.substr(0, slash);
        move.score = slash == std::string::npos ? "-" : word.substr(slash + 1);
        const auto point = parsePointName(name, header.size);
        if (!point || position.board().at(*point) != Stone::Empty) {
            return "the move " + name + " is off the board or on a stone";
        }
        if (move.score != "-" && !isScore(move.score)) {
            return "the move " + name + " has no score after its '/'";
        }
        move.index = Board::indexOf(*point);
        onMove(position, move);
        position.play(move.index);
    }
    return std::nullopt;
}

} // namespace

bool replaySelfPlayGames(std::istream &games,
    const std::function<void(const GamesHeader &)> &onHeader,
    const std::function<void(const Position &, const ReplayedMove &)> &onMove, std::string &error)
{
    std::string line;
    std::getline(games, line);
    const auto header = parseHeader(line);
    if (!header) {
        error = "line 1: not a gomoku-engine selfplay header (\"" + std::string(GamesMagic)
            + " rule R size N ...\")";
        return false;
    }
    onHeader(*header);
    for (int number = 2; std::getline(games, line); ++number) {
        if (const auto fault = replayGame(line, *header, onMove)) {
            error = "line " + std::to_string(number) + ": " + *fault;
            return false;
        }
    }
    return true;
}

} // namespace gomoku
