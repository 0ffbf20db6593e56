#include "uci/textparsing.h"

#include <algorithm>
#include <cctype>
#include <exception>

namespace xq {

std::string lowerCase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::optional<long long> parseNumber(const std::string &text, long long low, long long high)
{
    try {
        std::size_t used = 0;
        const long long value = std::stoll(text, &used);
        if (used != text.size() || value < low || value > high) {
            return std::nullopt;
        }
        return value;
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

std::optional<bool> parseBool(const std::string &text)
{
    const std::string lower = lowerCase(text);
    if (lower == "true" || lower == "on" || lower == "1") {
        return true;
    }
    if (lower == "false" || lower == "off" || lower == "0") {
        return false;
    }
    return std::nullopt;
}

} // namespace xq
