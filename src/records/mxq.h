#pragma once

// Yitian (弈天) server games (.mxq): a sequence of length-prefixed GBK strings, one move a
// string such as `7C-4C`. docs/formats.md says what is known and what is assumed.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string_view>

namespace xq {

/// Reads the moves of a Yitian game from the standard start. Errors give the byte offset.
Result<GameTree> readMxq(std::string_view bytes, const ReadOptions &options = {});

} // namespace xq
