#include "tools/cliarguments.h"

#include <algorithm>
#include <iostream>

namespace xq::cli {

std::optional<Arguments> parseArguments(
    const std::vector<std::string> &args, const std::vector<std::string> &known)
{
    Arguments parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (!arg.starts_with("--")) {
            parsed.positional.push_back(arg);
            continue;
        }
        const std::string name = arg.substr(2);
        if (std::find(known.begin(), known.end(), name) == known.end()) {
            std::cerr << "unknown option " << arg << "\n";
            return std::nullopt;
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
