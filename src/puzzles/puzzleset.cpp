#include "puzzles/puzzleset.h"

#include "core/textutil.h"

#include <charconv>

namespace puzzles {

namespace {

using xq::trimmed;

constexpr std::string_view FieldSeparator = " | "; ///< as written; reading splits at the bar
constexpr int FieldCount = 6;

std::vector<std::string> split(std::string_view text, char separator)
{
    std::vector<std::string> parts;
    while (!text.empty()) {
        const auto end = text.find(separator);
        const std::string_view part = trimmed(text.substr(0, end));
        if (!part.empty()) {
            parts.emplace_back(part);
        }
        if (end == std::string_view::npos) {
            break;
        }
        text.remove_prefix(end + 1);
    }
    return parts;
}

// The fields of a line: split at the first FieldCount - 1 bars, so the last (the source) may hold
// bars of its own.
std::vector<std::string_view> fields(std::string_view line)
{
    std::vector<std::string_view> result;
    while (static_cast<int>(result.size()) < FieldCount - 1) {
        const auto end = line.find('|');
        if (end == std::string_view::npos) {
            break;
        }
        result.push_back(trimmed(line.substr(0, end)));
        line.remove_prefix(end + 1);
    }
    result.push_back(trimmed(line));
    return result;
}

xq::Result<Puzzle> readPuzzle(std::string_view line)
{
    using Failure = xq::Result<Puzzle>;
    const std::vector<std::string_view> parts = fields(line);
    if (static_cast<int>(parts.size()) < FieldCount) {
        return Failure::failure("expected " + std::to_string(FieldCount)
            + " fields separated by '|', found " + std::to_string(parts.size()));
    }
    Puzzle puzzle;
    puzzle.fen = std::string(parts[0]);
    if (puzzle.fen.empty()) {
        return Failure::failure("no position");
    }
    const std::optional<Goal> goal = parseGoal(parts[1]);
    if (!goal) {
        return Failure::failure("unknown goal '" + std::string(parts[1]) + "'");
    }
    puzzle.goal = *goal;
    puzzle.solution = split(parts[2], ' ');
    if (puzzle.solution.empty()) {
        return Failure::failure("no solution");
    }
    puzzle.themes = split(parts[3], ',');
    const auto [end, error]
        = std::from_chars(parts[4].data(), parts[4].data() + parts[4].size(), puzzle.difficulty);
    if (error != std::errc() || end != parts[4].data() + parts[4].size()) {
        return Failure::failure("difficulty '" + std::string(parts[4]) + "' is not a number");
    }
    puzzle.source = std::string(parts[5]);
    return puzzle;
}

std::string joined(const std::vector<std::string> &parts, std::string_view separator)
{
    std::string text;
    for (const std::string &part : parts) {
        if (!text.empty()) {
            text += separator;
        }
        text += part;
    }
    return text;
}

} // namespace

xq::Result<std::vector<Puzzle>> readPuzzleSet(std::string_view text)
{
    std::vector<Puzzle> puzzles;
    int lineNumber = 0;
    while (!text.empty()) {
        ++lineNumber;
        const auto end = text.find('\n');
        const std::string_view line = trimmed(text.substr(0, end));
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (line.empty() || line.front() == '#') {
            continue;
        }
        xq::Result<Puzzle> puzzle = readPuzzle(line);
        if (!puzzle) {
            return xq::Result<std::vector<Puzzle>>::failure(
                "line " + std::to_string(lineNumber) + ": " + puzzle.error());
        }
        puzzles.push_back(std::move(puzzle).value());
    }
    return puzzles;
}

std::string puzzleLine(const Puzzle &puzzle)
{
    const std::vector<std::string> parts { puzzle.fen, goalText(puzzle.goal),
        joined(puzzle.solution, " "), joined(puzzle.themes, ","), std::to_string(puzzle.difficulty),
        puzzle.source };
    return joined(parts, FieldSeparator);
}

std::string writePuzzleSet(const std::vector<Puzzle> &puzzles, std::string_view header)
{
    std::string text;
    for (const std::string &line : split(header, '\n')) {
        text += "# " + line + "\n";
    }
    for (const Puzzle &puzzle : puzzles) {
        text += puzzleLine(puzzle) + "\n";
    }
    return text;
}

} // namespace puzzles
