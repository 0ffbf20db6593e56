#include "uci/ucioptions.h"

#include "uci/textparsing.h"

#include <sstream>

namespace xq {
namespace {

constexpr int MaxHashMb = 4096;
constexpr int MaxThreads = 64;
constexpr int MaxMultiPv = 32;

int topLevel()
{
    return static_cast<int>(Engine::levels().size()) - 1;
}

std::vector<OptionSpec> makeTable()
{
    const EngineOptions defaults;
    return {
        { "Hash", "hashsize", OptionType::Spin, defaults.hashMb, 1, MaxHashMb,
            [](OptionState &s, int v) { s.engine.hashMb = v; } },
        { "Threads", "threads", OptionType::Spin, defaults.threads, 1, MaxThreads,
            [](OptionState &s, int v) { s.engine.threads = v; } },
        { "MultiPV", "", OptionType::Spin, defaults.multiPv, 1, MaxMultiPv,
            [](OptionState &s, int v) { s.engine.multiPv = v; } },
        { "OwnBook", "usebook", OptionType::Check, defaults.ownBook ? 1 : 0, 0, 1,
            [](OptionState &s, int v) { s.engine.ownBook = v != 0; } },
        // The top level is full strength under the GUI's own time limits.
        { "Level", "level", OptionType::Spin, topLevel(), 0, topLevel(),
            [](OptionState &s, int v) { s.engine.level = v == topLevel() ? -1 : v; } },
        // Pondering needs no setting: "go ponder" is honoured whatever the GUI says here.
        { "Ponder", "", OptionType::Check, 0, 0, 1, [](OptionState &, int) {} },
        { "UseNNUE", "", OptionType::Check, defaults.useNnue ? 1 : 0, 0, 1,
            [](OptionState &s, int v) { s.engine.useNnue = v != 0; } },
        // Empty (UCI's "<empty>"): the built-in net.
        { "EvalFile", "", OptionType::String, 0, 0, 0, [](OptionState &, int) {},
            [](OptionState &s, const std::string &v) {
                s.engine.evalFile = v == "<empty>" ? "" : v;
            } },
        { "", "usemillisec", OptionType::Check, 0, 0, 1,
            [](OptionState &s, int v) { s.milliseconds = v != 0; } },
        { "", "newgame", OptionType::Button, 0, 0, 0,
            [](OptionState &s, int) { s.newGame = true; } },
    };
}

std::string_view nameIn(const OptionSpec &spec, const Dialect &dialect)
{
    return dialect.name == Ucci.name ? spec.ucciName : spec.uciName;
}

std::string optionLine(const OptionSpec &spec, std::string_view name, const Dialect &dialect)
{
    std::ostringstream line;
    line << dialect.optionPrefix << name << " type ";
    switch (spec.type) {
    case OptionType::Spin:
        line << "spin default " << spec.defaultValue << " min " << spec.min << " max " << spec.max;
        break;
    case OptionType::Check:
        line << "check default " << (spec.defaultValue ? "true" : "false");
        break;
    case OptionType::Button: line << "button"; break;
    case OptionType::String: line << "string default <empty>"; break;
    }
    return line.str();
}

/// The value of `text` for an option of `spec`'s type and range.
std::optional<int> parseValue(const OptionSpec &spec, const std::string &text)
{
    switch (spec.type) {
    case OptionType::Spin: {
        const auto number = parseNumber(text, spec.min, spec.max);
        return number ? std::optional<int>(static_cast<int>(*number)) : std::nullopt;
    }
    case OptionType::Check: {
        const auto flag = parseBool(text);
        return flag ? std::optional<int>(*flag ? 1 : 0) : std::nullopt;
    }
    case OptionType::Button:
    case OptionType::String: return 0;
    }
    return std::nullopt;
}

} // namespace

const std::vector<OptionSpec> &optionTable()
{
    static const std::vector<OptionSpec> table = makeTable();
    return table;
}

std::string optionLines(const Dialect &dialect)
{
    std::string text;
    for (const OptionSpec &spec : optionTable()) {
        if (const std::string_view name = nameIn(spec, dialect); !name.empty()) {
            text += optionLine(spec, name, dialect) + '\n';
        }
    }
    return text;
}

std::optional<OptionState> applyOption(
    const OptionState &state, const std::string &name, const std::string &value)
{
    const std::string wanted = lowerCase(name);
    for (const OptionSpec &spec : optionTable()) {
        if (wanted != lowerCase(std::string(spec.uciName))
            && wanted != lowerCase(std::string(spec.ucciName))) {
            continue;
        }
        const auto parsed = parseValue(spec, value);
        if (!parsed) {
            return std::nullopt;
        }
        OptionState next = state;
        spec.apply(next, *parsed);
        if (spec.applyText) {
            spec.applyText(next, value);
        }
        return next;
    }
    return std::nullopt;
}

} // namespace xq
