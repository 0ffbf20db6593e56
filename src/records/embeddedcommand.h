#pragma once

// The commands programs embed in a move's comment for other programs ("[%clk 0:09:55]",
// "[%eval 0.35]"): read and set by name, the player's words and other commands left as they are.

#include <optional>
#include <string>
#include <string_view>

namespace xq {

/// The value of the comment's first command called `name` ("0.35" of "[%eval 0.35]"); nullopt
/// when it has none.
std::optional<std::string> embeddedCommandValue(std::string_view comment, std::string_view name);

/// The comment with "[%name value]" at its start in place of any command of that name (each
/// with the one space that parted it from what followed).
std::string withEmbeddedCommand(
    std::string_view comment, std::string_view name, std::string_view value);

} // namespace xq
