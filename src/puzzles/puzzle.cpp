#include "puzzles/puzzle.h"

#include <charconv>

namespace puzzles {

namespace {

struct NamedGoal {
    std::string_view name;
    GoalKind kind;
};
/// Goals with a number, written "NAME N".
constexpr NamedGoal MeasuredGoals[] = {
    { "mate", GoalKind::Mate },
    { "vcf", GoalKind::Vcf },
    { "vct", GoalKind::Vct },
    { "discs", GoalKind::WinByDiscs },
};
constexpr NamedGoal LengthlessGoals[] = {
    { "material", GoalKind::WinMaterial },
    { "draw", GoalKind::Draw },
    { "win", GoalKind::Win },
};

} // namespace

std::string goalText(const Goal &goal)
{
    for (const NamedGoal &named : MeasuredGoals) {
        if (named.kind == goal.kind) {
            return std::string(named.name) + ' ' + std::to_string(goal.length);
        }
    }
    for (const NamedGoal &named : LengthlessGoals) {
        if (named.kind == goal.kind) {
            return std::string(named.name);
        }
    }
    return {};
}

std::optional<Goal> parseGoal(std::string_view text)
{
    for (const NamedGoal &named : MeasuredGoals) {
        if (!text.starts_with(named.name) || text.substr(named.name.size(), 1) != " ") {
            continue;
        }
        const std::string_view number = text.substr(named.name.size() + 1);
        int length = 0;
        const auto [end, error]
            = std::from_chars(number.data(), number.data() + number.size(), length);
        if (error != std::errc() || end != number.data() + number.size() || length < 1) {
            return std::nullopt;
        }
        return Goal { named.kind, length };
    }
    for (const NamedGoal &named : LengthlessGoals) {
        if (text == named.name) {
            return Goal { named.kind, 0 };
        }
    }
    return std::nullopt;
}

} // namespace puzzles
