#pragma once

// The subcommands of xiangqi-cli. Each returns the process exit code.

#include <string>
#include <vector>

namespace xq::cli {

/// Exit codes: scripts tell a bad record from a bad command line.
constexpr int ExitOk = 0;
constexpr int ExitRecordError = 1;
constexpr int ExitUsage = 2;

int convertCommand(const std::vector<std::string> &args);
int validateCommand(const std::vector<std::string> &args);
int infoCommand(const std::vector<std::string> &args);
int analyseCommand(const std::vector<std::string> &args);
int puzzlesCommand(const std::vector<std::string> &args);

} // namespace xq::cli
