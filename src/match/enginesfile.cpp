#include "match/enginesfile.h"

#include <fstream>
#include <map>
#include <memory>
#include <sstream>

namespace xq::match {

namespace {

std::string trim(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return {};
    }
    return std::string(text.substr(first, text.find_last_not_of(" \t\r") - first + 1));
}

/// Just enough JSON for an engines file: objects, arrays, strings, numbers and literals; a
/// scalar keeps its text.
struct Json {
    enum class Type { Null, Scalar, Array, Object } type = Type::Null;
    std::string text;
    std::vector<Json> items;
    std::vector<std::pair<std::string, Json>> members;

    const Json *member(std::string_view key) const
    {
        for (const auto &[k, v] : members) {
            if (k == key) {
                return &v;
            }
        }
        return nullptr;
    }
};

class JsonReader {
public:
    explicit JsonReader(std::string_view text) : m_text(text) { }

    std::optional<Json> document()
    {
        auto value = read(0);
        skipSpace();
        return value && m_at == m_text.size() ? value : std::nullopt;
    }

private:
    static constexpr int MaxDepth = 32;

    void skipSpace()
    {
        while (m_at < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_at]))) {
            ++m_at;
        }
    }
    bool eat(char c)
    {
        skipSpace();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    std::optional<std::string> string()
    {
        if (!eat('"')) {
            return std::nullopt;
        }
        std::string out;
        while (m_at < m_text.size() && m_text[m_at] != '"') {
            char c = m_text[m_at++];
            if (c == '\\' && m_at < m_text.size()) {
                c = m_text[m_at++];
                c = c == 'n' ? '\n' : c == 't' ? '\t' : c;
            }
            out += c;
        }
        return eat('"') ? std::optional(out) : std::nullopt;
    }
    std::optional<Json> read(int depth)
    {
        skipSpace();
        if (depth > MaxDepth || m_at >= m_text.size()) {
            return std::nullopt;
        }
        Json value;
        const char c = m_text[m_at];
        if (c == '{' || c == '[') {
            ++m_at;
            const bool object = c == '{';
            value.type = object ? Json::Type::Object : Json::Type::Array;
            if (eat(object ? '}' : ']')) {
                return value;
            }
            do {
                std::optional<std::string> key;
                if (object && (!(key = string()) || !eat(':'))) {
                    return std::nullopt;
                }
                auto item = read(depth + 1);
                if (!item) {
                    return std::nullopt;
                }
                if (object) {
                    value.members.emplace_back(*key, std::move(*item));
                } else {
                    value.items.push_back(std::move(*item));
                }
            } while (eat(','));
            return eat(object ? '}' : ']') ? std::optional(value) : std::nullopt;
        }
        value.type = Json::Type::Scalar;
        if (c == '"') {
            auto text = string();
            if (!text) {
                return std::nullopt;
            }
            value.text = *text;
            return value;
        }
        const auto end = m_text.find_first_of(",}] \t\r\n", m_at);
        value.text = std::string(m_text.substr(m_at, end - m_at));
        m_at = end == std::string_view::npos ? m_text.size() : end;
        return value.text.empty() ? std::nullopt : std::optional(value);
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

/// The -engine keys of one cutechess-style JSON engine object.
EnginesFile::Pairs jsonEngine(const Json &engine)
{
    static const std::map<std::string, std::string> Keys {
        { "command", "cmd" },
        { "workingDirectory", "dir" },
        { "protocol", "proto" },
        { "cmd", "cmd" },
        { "proto", "proto" },
        { "dir", "dir" },
    };
    EnginesFile::Pairs pairs;
    for (const auto &[key, value] : engine.members) {
        if (const auto found = Keys.find(key); found != Keys.end()) {
            pairs.emplace_back(found->second, value.text);
        }
    }
    if (const Json *options = engine.member("options")) {
        for (const Json &option : options->items) {
            const Json *name = option.member("name");
            const Json *value = option.member("value");
            if (name && value) {
                pairs.emplace_back("option." + name->text, value->text);
            }
        }
        for (const auto &[key, value] : options->members) {
            pairs.emplace_back("option." + key, value.text);
        }
    }
    return pairs;
}

} // namespace

Result<EnginesFile> EnginesFile::load(const std::string &path)
{
    std::ifstream file(path);
    if (!file) {
        return Result<EnginesFile>::failure(path + ": cannot open");
    }
    std::stringstream text;
    text << file.rdbuf();
    auto parsed = parse(text.str());
    if (!parsed) {
        return Result<EnginesFile>::failure(path + ": " + parsed.error());
    }
    return parsed;
}

Result<EnginesFile> EnginesFile::parse(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos
        && (text[first] == '[' && text.find('{') != std::string_view::npos)) {
        return parseJson(text);
    }
    return parseIni(text);
}

Result<EnginesFile> EnginesFile::parseJson(std::string_view text)
{
    const auto document = JsonReader(text).document();
    if (!document || document->type != Json::Type::Array) {
        return Result<EnginesFile>::failure("not a JSON array of engines");
    }
    EnginesFile file;
    for (const Json &engine : document->items) {
        const Json *name = engine.member("name");
        if (engine.type != Json::Type::Object || !name) {
            return Result<EnginesFile>::failure("an engine without a name");
        }
        file.m_engines.emplace_back(name->text, jsonEngine(engine));
    }
    return file;
}

Result<EnginesFile> EnginesFile::parseIni(std::string_view text)
{
    EnginesFile file;
    std::istringstream lines { std::string(text) };
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        const std::string content = trim(line);
        if (content.empty() || content[0] == '#' || content[0] == ';') {
            continue;
        }
        if (content.front() == '[' && content.back() == ']') {
            file.m_engines.emplace_back(trim(content.substr(1, content.size() - 2)), Pairs {});
            continue;
        }
        const auto equals = content.find('=');
        if (equals == std::string::npos || file.m_engines.empty()) {
            return Result<EnginesFile>::failure(
                "line " + std::to_string(number) + ": expected [name] or key=value");
        }
        file.m_engines.back().second.emplace_back(
            trim(content.substr(0, equals)), trim(content.substr(equals + 1)));
    }
    return file;
}

const EnginesFile::Pairs *EnginesFile::find(std::string_view name) const
{
    for (const auto &[engine, pairs] : m_engines) {
        if (engine == name) {
            return &pairs;
        }
    }
    return nullptr;
}

} // namespace xq::match
