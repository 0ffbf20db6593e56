#pragma once

// The protocol's small readers of words and numbers: strict, so garbage is refused, not guessed.

#include <optional>
#include <string>

namespace xq {

std::string lowerCase(std::string text);
/// A whole number within [low, high]; nothing on garbage or overflow.
std::optional<long long> parseNumber(const std::string &text, long long low, long long high);
/// true/on/1 or false/off/0, in any case.
std::optional<bool> parseBool(const std::string &text);

} // namespace xq
