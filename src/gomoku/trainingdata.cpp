#include "gomoku/trainingdata.h"

#include "gomoku/position.h"

#include <algorithm>
#include <optional>
#include <sstream>
#include <vector>

namespace gomoku {

namespace {

struct GamesHeader {
    Rule rule = Rule::FreeStyle;
    int size = 15;
};

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

bool isQuiet(const Position &position)
{
    return position.patternCount(Stone::Black, Pattern::Five) == 0
        && position.patternCount(Stone::White, Pattern::Five) == 0;
}

bool isScore(const std::string &text)
{
    const std::size_t digits = text.starts_with('-') ? 1 : 0;
    return text.size() > digits && text.size() <= digits + 6
        && std::all_of(text.begin() + std::ptrdiff_t(digits), text.end(),
            [](char c) { return c >= '0' && c <= '9'; });
}

void writeCounts(std::ostream &out, const Features &features)
{
    for (int c = 0; c < CombinationCount; ++c) {
        if (features[c] != 0) {
            out << ' ' << c << ':' << features[c];
        }
    }
}

// One game line: its rows, or the fault.
std::optional<std::string> gameRows(
    const std::string &line, const GamesHeader &header, std::ostream &out)
{
    std::istringstream in(line);
    std::string result;
    in >> result;
    if (result != "black" && result != "white" && result != "draw") {
        return "no result (black, white or draw) at the start";
    }
    const Stone winner
        = result == "black" ? Stone::Black : (result == "white" ? Stone::White : Stone::Empty);
    Position position(header.size, header.rule);
    for (std::string word; in >> word;) {
        const auto slash = word.find('/');
        const std::string name = word.substr(0, slash);
        const std::string score = slash == std::string::npos ? "-" : word.substr(slash + 1);
        const auto point = parsePointName(name, header.size);
        if (!point || position.board().at(*point) != Stone::Empty) {
            return "the move " + name + " is off the board or on a stone";
        }
        if (score != "-" && !isScore(score)) {
            return "the move " + name + " has no score after its '/'";
        }
        const Stone side = position.sideToMove();
        if (isQuiet(position)) {
            out << (winner == Stone::Empty ? "0.5" : (winner == side ? "1" : "0")) << ' ' << score
                << ' ' << (side == Stone::Black ? "black" : "white");
            writeCounts(out, position.features(side));
            out << " |";
            writeCounts(out, position.features(opponent(side)));
            out << '\n';
        }
        position.play(Board::indexOf(*point));
    }
    return std::nullopt;
}

} // namespace

bool writeTrainingRows(std::istream &games, std::ostream &out, std::string &error)
{
    std::string line;
    std::getline(games, line);
    const auto header = parseHeader(line);
    if (!header) {
        error = "line 1: not a gomoku-engine selfplay header (\"" + std::string(GamesMagic)
            + " rule R size N ...\")";
        return false;
    }
    out << "# gomoku training rows: rule " << ruleName(header->rule) << " size " << header->size
        << "; the result for the side to move, its search's score ('-': none), its colour, its"
        << " combination counts, '|', the other side's;"
        << " combinations";
    for (int c = 0; c < CombinationCount; ++c) {
        out << ' ' << combinationName(c);
    }
    out << '\n';
    for (int number = 2; std::getline(games, line); ++number) {
        if (const auto fault = gameRows(line, *header, out)) {
            error = "line " + std::to_string(number) + ": " + *fault;
            return false;
        }
    }
    return true;
}

} // namespace gomoku
