#include "engineclient/engineoption.h"

#include <algorithm>
#include <charconv>

namespace xq::client {

namespace {

constexpr std::string_view Keywords[] = { "name", "type", "default", "min", "max", "var" };

bool isKeyword(std::string_view word)
{
    return std::find(std::begin(Keywords), std::end(Keywords), word) != std::end(Keywords);
}

std::optional<OptionType> parseType(std::string_view text)
{
    constexpr std::pair<std::string_view, OptionType> Types[] = {
        { "spin", OptionType::Spin },
        { "check", OptionType::Check },
        { "combo", OptionType::Combo },
        { "string", OptionType::String },
        { "button", OptionType::Button },
        { "label", OptionType::String },
    };
    for (const auto &[name, type] : Types) {
        if (name == text) {
            return type;
        }
    }
    return std::nullopt;
}

std::optional<long long> parseInteger(std::string_view text)
{
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::string join(const std::vector<std::string_view> &words)
{
    std::string text;
    for (const auto word : words) {
        text += text.empty() ? "" : " ";
        text += word;
    }
    return text;
}

/// Fills the option from a keyword and the words that followed it.
bool apply(
    EngineOption &option, std::string_view keyword, const std::vector<std::string_view> &value)
{
    const std::string text = join(value);
    if (keyword == "name") {
        option.name = text;
    } else if (keyword == "type") {
        const auto type = parseType(text);
        if (!type) {
            return false;
        }
        option.type = *type;
    } else if (keyword == "default") {
        option.defaultValue = text == "<empty>" ? std::string() : text;
    } else if (keyword == "min") {
        option.min = parseInteger(text);
    } else if (keyword == "max") {
        option.max = parseInteger(text);
    } else if (keyword == "var") {
        option.choices.push_back(text);
    }
    return true;
}

} // namespace

std::vector<std::string_view> splitWords(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) {
            ++i;
        }
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != '\t') {
            ++end;
        }
        if (end > i) {
            words.push_back(text.substr(i, end - i));
        }
        i = end;
    }
    return words;
}

std::optional<EngineOption> parseOption(std::string_view line, Protocol protocol)
{
    const auto words = splitWords(line);
    if (words.size() < 3 || words[0] != "option") {
        return std::nullopt;
    }
    EngineOption option;
    std::size_t i = 1;
    if (protocol == Protocol::Ucci) {
        option.name = std::string(words[1]);
        i = 2;
    }
    bool typed = false;
    while (i < words.size()) {
        const std::string_view keyword = words[i++];
        if (!isKeyword(keyword)) {
            return std::nullopt;
        }
        std::vector<std::string_view> value;
        while (i < words.size() && !isKeyword(words[i])) {
            value.push_back(words[i++]);
        }
        if (!apply(option, keyword, value)) {
            return std::nullopt;
        }
        typed = typed || keyword == "type";
    }
    if (option.name.empty() || !typed) {
        return std::nullopt;
    }
    return option;
}

std::string EngineOption::check(std::string_view value) const
{
    switch (type) {
    case OptionType::Spin: {
        const auto number = parseInteger(value);
        if (!number) {
            return "not a number";
        }
        if ((min && *number < *min) || (max && *number > *max)) {
            return "out of range";
        }
        return {};
    }
    case OptionType::Check:
        return value == "true" || value == "false" ? std::string() : "not true or false";
    case OptionType::Combo:
        return std::find(choices.begin(), choices.end(), value) != choices.end()
            ? std::string()
            : "not one of the choices";
    case OptionType::String:
    case OptionType::Button: return {};
    }
    return {};
}

} // namespace xq::client
