#pragma once

// Splits a subcommand's arguments into positional ones and --name value options.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace xq::cli {

struct Arguments {
    std::vector<std::string> positional;
    std::map<std::string, std::string> options;
};

/// Reads `--name value` for the names in `known`; nullopt (after a message) on anything else.
std::optional<Arguments> parseArguments(
    const std::vector<std::string> &args, const std::vector<std::string> &known);

} // namespace xq::cli
