#include "puzzles/puzzle.h"

#include <charconv>

namespace puzzles {

namespace {

constexpr std::string_view MatePrefix = "mate ";

struct NamedGoal {
    std::string_view name;
    GoalKind kind;
};
constexpr NamedGoal LengthlessGoals[] = {
    { "material", GoalKind::WinMaterial },
    { "draw", GoalKind::Draw },
    { "win", GoalKind::Win },
};

} // namespace

std::string goalText(const Goal &goal)
{
    if (goal.kind == GoalKind::Mate) {
        return std::string(MatePrefix) + std::to_string(goal.length);
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
    if (text.starts_with(MatePrefix)) {
        const std::string_view number = text.substr(MatePrefix.size());
        int length = 0;
        const auto [end, error]
            = std::from_chars(number.data(), number.data() + number.size(), length);
        if (error != std::errc() || end != number.data() + number.size() || length < 1) {
            return std::nullopt;
        }
        return Goal { GoalKind::Mate, length };
    }
    for (const NamedGoal &named : LengthlessGoals) {
        if (text == named.name) {
            return Goal { named.kind, 0 };
        }
    }
    return std::nullopt;
}

} // namespace puzzles
