#pragma once

// A small file of named engines, so `-engine conf=NAME` finds command, protocol and options:
// INI (`[NAME]` then `cmd=...`, `proto=...`, `option.Hash=64`, any -engine key) or JSON as
// cutechess-cli writes it (an array of {"name", "command", "workingDirectory", "protocol",
// "options": [{"name", "value"}] or {"Hash": 64}}).

#include "core/result.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xq::match {

class EnginesFile {
public:
    using Pairs = std::vector<std::pair<std::string, std::string>>;

    static Result<EnginesFile> load(const std::string &path);
    static Result<EnginesFile> parse(std::string_view text);

    /// The -engine keys of the engine `name`, or null.
    const Pairs *find(std::string_view name) const;

private:
    static Result<EnginesFile> parseIni(std::string_view text);
    static Result<EnginesFile> parseJson(std::string_view text);

    std::vector<std::pair<std::string, Pairs>> m_engines;
};

} // namespace xq::match
