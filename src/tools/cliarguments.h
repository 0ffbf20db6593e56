#pragma once

// Splits a subcommand's arguments into positional ones, --name value options and --flags.

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace xq::cli {

struct Arguments {
    std::vector<std::string> positional;
    std::map<std::string, std::string> options;
    std::set<std::string> flags;

    bool has(const std::string &flag) const { return flags.contains(flag); }
    /// The value of an option, lower-cased for options whose values are keywords.
    std::optional<std::string> keyword(const std::string &name) const;
};

/// Reads `--name value` or `--name=value` for the names in `valued` and `--name` for those in
/// `flags`; "-" alone is positional (standard input or output). nullopt (after a message on
/// standard error) for anything else.
std::optional<Arguments> parseArguments(const std::vector<std::string> &args,
    const std::vector<std::string> &valued, const std::vector<std::string> &flags = {});

} // namespace xq::cli
