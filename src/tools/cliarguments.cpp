#include "tools/cliarguments.h"

#include <algorithm>
#include <cctype>
#include <iostream>

namespace xq::cli {

namespace {

bool among(const std::vector<std::string> &names, const std::string &name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

std::optional<std::string> Arguments::keyword(const std::string &name) const
{
    const auto it = options.find(name);
    if (it == options.end()) {
        return std::nullopt;
    }
    std::string value = it->second;
    std::transform(value.begin(), value.end(), value.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return value;
}

std::optional<Arguments> parseArguments(const std::vector<std::string> &args,
    const std::vector<std::string> &valued, const std::vector<std::string> &flags)
{
    Arguments parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (!arg.starts_with("--")) {
            parsed.positional.push_back(arg);
            continue;
        }
        const std::size_t equals = arg.find('=');
        const std::string name = arg.substr(2, equals == std::string::npos ? equals : equals - 2);
        if (among(flags, name) && equals == std::string::npos) {
            parsed.flags.insert(name);
            continue;
        }
        if (!among(valued, name)) {
            std::cerr << "unknown option " << arg << "\n";
            return std::nullopt;
        }
        if (equals != std::string::npos) {
            parsed.options[name] = arg.substr(equals + 1);
            continue;
        }
        if (i + 1 >= args.size()) {
            std::cerr << "option " << arg << " needs a value\n";
            return std::nullopt;
        }
        parsed.options[name] = args[++i];
    }
    return parsed;
}

} // namespace xq::cli
