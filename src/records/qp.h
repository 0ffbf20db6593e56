#pragma once

// Puzzle positions (.QP): the signature "ccf0", then the stones as triples (stone, file,
// rank). Positions only, without moves. See docs/formats.md for what is assumed.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string_view>
#include <vector>

namespace xq {

constexpr std::string_view QpSignature = "ccf0";

/// Every position of the file (each "ccf0" starts one), each a record without moves; each
/// entry is a position or why it could not be read ("offset 0x7: ..."); never empty.
std::vector<Result<GameTree>> readQpGames(std::string_view bytes, const ReadOptions &options = {});

} // namespace xq
