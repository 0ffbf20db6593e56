#include "gomoku/gamerecord.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace gomoku {

namespace {

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        while (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1); // CR LF, and stray CRs a name line could not keep
        }
        lines.push_back(line);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    }
    return lines;
}

std::optional<int> parseInt(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

// "x,y,ms" with three integers; the move in 0-based coordinates.
std::optional<Point> parsePsqMove(std::string_view line)
{
    const auto first = line.find(',');
    const auto second = first == std::string_view::npos ? first : line.find(',', first + 1);
    if (second == std::string_view::npos) {
        return std::nullopt;
    }
    const auto x = parseInt(line.substr(0, first));
    const auto y = parseInt(line.substr(first + 1, second - first - 1));
    const auto ms = parseInt(line.substr(second + 1));
    if (!x || !y || !ms) {
        return std::nullopt;
    }
    return Point { *x - 1, *y - 1 };
}

// "Piskvorky 15x15, 11:11, 0": the board size, square only.
std::optional<int> parsePsqHeader(std::string_view line)
{
    constexpr std::string_view Prefix = "Piskvorky ";
    if (!line.starts_with(Prefix)) {
        return std::nullopt;
    }
    line.remove_prefix(Prefix.size());
    const auto cross = line.find('x');
    const auto comma = line.find(',');
    if (cross == std::string_view::npos) {
        return std::nullopt;
    }
    const auto width = parseInt(line.substr(0, cross));
    const auto height = parseInt(line.substr(cross + 1, comma - cross - 1));
    if (!width || width != height) {
        return std::nullopt;
    }
    return *width;
}

RecordResult failure(std::string error)
{
    return { std::nullopt, std::move(error) };
}

} // namespace

std::optional<std::string> checkMoves(const GameRecord &record)
{
    if (record.size < MinSize || record.size > MaxSize) {
        return "board size " + std::to_string(record.size) + " is not between 5 and 20";
    }
    std::set<std::pair<int, int>> taken;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Point p = record.moves[i];
        const std::string which = "move " + std::to_string(i + 1);
        if (p.x < 0 || p.y < 0 || p.x >= record.size || p.y >= record.size) {
            return which + " is off the board";
        }
        if (!taken.insert({ p.x, p.y }).second) {
            return which + " is on an occupied point";
        }
    }
    return std::nullopt;
}

RecordResult readPsq(std::string_view text)
{
    const auto lines = splitLines(text);
    if (lines.empty()) {
        return failure("empty file");
    }
    const auto size = parsePsqHeader(lines.front());
    if (!size) {
        return failure("line 1 is not a Piskvork header (\"Piskvorky 15x15, 11:11, 0\")");
    }
    GameRecord record;
    record.size = *size;
    std::size_t line = 1;
    for (; line < lines.size(); ++line) {
        const auto move = parsePsqMove(lines[line]);
        if (!move) {
            break;
        }
        record.moves.push_back(*move);
    }
    if (line < lines.size() && !parseInt(lines[line])) {
        record.black = std::string(lines[line++]);
        if (line < lines.size() && !parseInt(lines[line])) {
            record.white = std::string(lines[line]);
        }
    }
    if (const auto error = checkMoves(record)) {
        return failure(*error);
    }
    return { record, {} };
}

std::string writePsq(const GameRecord &record)
{
    std::string text = "Piskvorky " + std::to_string(record.size) + "x"
        + std::to_string(record.size) + ", 11:11, 0\n";
    for (const Point p : record.moves) {
        text += std::to_string(p.x + 1) + "," + std::to_string(p.y + 1) + ",0\n";
    }
    text += record.black + "\n" + record.white + "\n0\n";
    return text;
}

RecordResult readMoveList(std::string_view text, int size)
{
    GameRecord record;
    record.size = size;
    const auto isSeparator
        = [](char c) { return c == ' ' || c == ',' || c == '\n' || c == '\r' || c == '\t'; };
    std::size_t pos = 0;
    while (pos < text.size()) {
        while (pos < text.size() && isSeparator(text[pos])) {
            ++pos;
        }
        std::size_t end = pos;
        while (end < text.size() && !isSeparator(text[end])) {
            ++end;
        }
        if (end == pos) {
            break;
        }
        const auto token = text.substr(pos, end - pos);
        const auto point = parsePointName(token, size);
        if (!point) {
            std::string error = "\"";
            error.append(token.substr(0, 16));
            error += "\" is not a point of the board";
            return failure(error);
        }
        record.moves.push_back(*point);
        pos = end;
    }
    if (const auto error = checkMoves(record)) {
        return failure(*error);
    }
    return { record, {} };
}

std::string writeMoveList(const GameRecord &record)
{
    std::string text;
    for (const Point p : record.moves) {
        if (!text.empty()) {
            text += ' ';
        }
        text += pointName(p, record.size);
    }
    return text + "\n";
}

} // namespace gomoku
