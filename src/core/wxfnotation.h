#pragma once

// WXF notation (C2.5, H8+7, R+.3, P3.4, ++.4, 3+.4): the World Xiangqi Federation's letters,
// files counted from each side's own right and tandem marks in place of the file.

#include "core/movedescription.h"

#include <string_view>

namespace xq {

/// The first two characters of a WXF move, naming the stone on `s`.
StoneNames wxfNames(const Board &board, Square s);

/// `m`, a legal move of `board`, in WXF.
std::string formatWxf(const Board &board, Move m);

/// Splits WXF text into its parts; accepts lower case, '=' for '.', B and N for E and H.
Result<MoveText> readWxf(std::string_view text);

} // namespace xq
