#pragma once

// The small value types every part of the Gomoku library speaks in: stones, points, rules.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku {

enum class Stone : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

constexpr Stone opponent(Stone s)
{
    return s == Stone::Black ? Stone::White : Stone::Black;
}

/// Which rule set a game is played under (the numbers are the Gomocup `INFO rule` values).
enum class Rule : std::uint8_t { FreeStyle = 0, Standard = 1, Renju = 4 };

constexpr int MinSize = 5;
constexpr int MaxSize = 20;

/// A point in Gomocup coordinates: x to the right, y downwards, both from 0.
struct Point {
    int x = -1;
    int y = -1;
    bool operator==(const Point &) const = default;
};

/// Does a run of `length` stones of `stone` in a row win under `rule`?
constexpr bool runWins(Rule rule, Stone stone, int length)
{
    if (length < 5) {
        return false;
    }
    const bool exact = rule == Rule::Standard || (rule == Rule::Renju && stone == Stone::Black);
    return !exact || length == 5;
}

/// Renju-style name: column a.. from the left, row 1 at the bottom ("h8" is the 15x15 centre).
std::string pointName(Point p, int size);
/// The inverse of pointName; nothing for a name off the board or unreadable.
std::optional<Point> parsePointName(std::string_view text, int size);

std::string_view ruleName(Rule rule);
std::optional<Rule> parseRule(std::string_view text);

} // namespace gomoku
