#pragma once

// UTF-16LE, the encoding of CCBridge's binary records, to and from the UTF-8 the game tree
// keeps. Written out by hand: two small loops, where iconv would need a converter per call.

#include <string>
#include <string_view>

namespace xq {

/// Decodes UTF-16LE up to the first NUL character or the end of `bytes` (an odd last byte is
/// ignored); an unpaired surrogate becomes U+FFFD.
std::string utf16LeToUtf8(std::string_view bytes);

/// Encodes UTF-8 as UTF-16LE, without a terminator; a byte that is not UTF-8 becomes U+FFFD.
std::string utf8ToUtf16Le(std::string_view utf8);

} // namespace xq
