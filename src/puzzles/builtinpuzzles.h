#pragma once

// The collections built into the program: made by scripts/make-puzzles from seeds (docs/puzzles.md)
// and put into its read-only data byte for byte.

#include <optional>
#include <string_view>
#include <vector>

namespace puzzles {

struct BuiltinCollection {
    std::string_view name; ///< e.g. "builtin-xiangqi", as xiangqi-cli names it
    std::string_view text; ///< the collection in the puzzle-set format
};

const std::vector<BuiltinCollection> &builtinCollections();
/// The built-in collection of that name, if there is one.
std::optional<std::string_view> builtinCollection(std::string_view name);

} // namespace puzzles
