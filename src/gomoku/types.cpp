#include "gomoku/types.h"

namespace gomoku {

std::string pointName(Point p, int size)
{
    std::string name(1, char('a' + p.x));
    name += std::to_string(size - p.y);
    return name;
}

std::optional<Point> parsePointName(std::string_view text, int size)
{
    if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'z') {
        return std::nullopt;
    }
    int row = 0;
    for (const char c : text.substr(1)) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        row = row * 10 + (c - '0');
    }
    const Point p { text[0] - 'a', size - row };
    if (p.x >= size || row < 1 || row > size) {
        return std::nullopt;
    }
    return p;
}

std::string_view ruleName(Rule rule)
{
    switch (rule) {
    case Rule::FreeStyle: return "freestyle";
    case Rule::Standard: return "standard";
    case Rule::Renju: return "renju";
    }
    return "freestyle";
}

std::optional<Rule> parseRule(std::string_view text)
{
    for (const Rule rule : { Rule::FreeStyle, Rule::Standard, Rule::Renju }) {
        if (text == ruleName(rule)) {
            return rule;
        }
    }
    return std::nullopt;
}

} // namespace gomoku
