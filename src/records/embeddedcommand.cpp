#include "records/embeddedcommand.h"

#include <cctype>

namespace xq {
namespace {

struct Found {
    std::size_t begin = std::string_view::npos; ///< its '['
    std::size_t valueBegin = 0;
    std::size_t end = 0; ///< one past its ']'
};

/// The first command called `name` at or after `from` that is closed by ']'.
Found findCommand(std::string_view comment, std::string_view name, std::size_t from = 0)
{
    const std::string opening = "[%" + std::string(name);
    for (std::size_t at = comment.find(opening, from); at != std::string_view::npos;
         at = comment.find(opening, at + 1)) {
        const std::size_t after = at + opening.size();
        const bool wholeName = after >= comment.size()
            || !(std::isalnum(static_cast<unsigned char>(comment[after])) || comment[after] == '_');
        const std::size_t close = comment.find(']', after);
        if (wholeName && close != std::string_view::npos) {
            return { at, after, close + 1 };
        }
    }
    return {};
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && text.front() == ' ') {
        text.remove_prefix(1);
    }
    while (!text.empty() && text.back() == ' ') {
        text.remove_suffix(1);
    }
    return text;
}

} // namespace

std::optional<std::string> embeddedCommandValue(std::string_view comment, std::string_view name)
{
    const Found found = findCommand(comment, name);
    if (found.begin == std::string_view::npos) {
        return std::nullopt;
    }
    return std::string(trimmed(comment.substr(found.valueBegin, found.end - 1 - found.valueBegin)));
}

std::string withEmbeddedCommand(
    std::string_view comment, std::string_view name, std::string_view value)
{
    std::string rest;
    std::size_t from = 0;
    for (Found found = findCommand(comment, name); found.begin != std::string_view::npos;
         found = findCommand(comment, name, from)) {
        rest.append(comment.substr(from, found.begin - from));
        from = found.end < comment.size() && comment[found.end] == ' ' ? found.end + 1 : found.end;
    }
    rest.append(comment.substr(from));
    std::string text = "[%" + std::string(name) + " " + std::string(value) + "]";
    return rest.empty() ? text : text + " " + rest;
}

} // namespace xq
