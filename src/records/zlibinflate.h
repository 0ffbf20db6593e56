#pragma once

// Unpacks a zlib stream whose unpacked size is known beforehand (CCBridge's compressed
// libraries give it in their header), never holding more than that size.

#include "core/result.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace xq {

/// The bytes `stream` (zlib format, RFC 1950) unpacks to, which must be exactly `size` bytes;
/// errors say what is wrong (corrupt data, a stream that ends early or unpacks to more). Bytes
/// after the end of the stream are ignored.
Result<std::string> inflateZlib(std::string_view stream, std::size_t size);

} // namespace xq
