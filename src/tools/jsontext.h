#pragma once

// JSON text for --json output.

#include <string>
#include <string_view>
#include <vector>

namespace xq::cli {

/// `text` as a JSON string, quotes included; bytes that are not UTF-8 become U+FFFD.
std::string jsonString(std::string_view text);
/// A JSON array of strings.
std::string jsonStrings(const std::vector<std::string> &texts);

} // namespace xq::cli
