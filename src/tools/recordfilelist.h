#pragma once

// The record files named on a command line: files as given, folders searched through (every
// file with a record extension, in name order), "-" for standard input.

#include <string>
#include <vector>

namespace xq::cli {

std::vector<std::string> recordFiles(const std::vector<std::string> &paths);

} // namespace xq::cli
