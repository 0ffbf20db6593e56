#pragma once

// Text encodings of game records: UTF-8 (with or without a byte-order mark) and the Chinese
// GBK/GB18030 family most older Xiangqi software writes. Conversion uses POSIX iconv.

#include "core/result.h"

#include <string>
#include <string_view>

namespace xq {

enum class TextEncoding { Utf8, Gbk };

/// True when `bytes` is well-formed UTF-8 (plain ASCII included).
bool isValidUtf8(std::string_view bytes);

/// `bytes` without a leading UTF-8 byte-order mark.
std::string_view withoutUtf8Bom(std::string_view bytes);

/// Decodes GB18030 (a superset of GBK and GB2312) to UTF-8; fails at the first byte that is
/// not GB18030, naming its offset.
Result<std::string> gbkToUtf8(std::string_view bytes);

/// Like gbkToUtf8, but replaces undecodable bytes with U+FFFD instead of failing: for short
/// fields of binary formats, where one bad byte should not lose the whole game.
std::string gbkToUtf8Lenient(std::string_view bytes);

/// Encodes UTF-8 text as GB18030, which is byte for byte GBK for every character GBK has.
Result<std::string> utf8ToGbk(std::string_view utf8);

/// Reads record text: UTF-8 when it has a BOM or is valid UTF-8, otherwise GBK/GB18030.
/// The result is UTF-8 without a BOM.
Result<std::string> decodeRecordText(std::string_view bytes);

/// Writes UTF-8 text in the requested encoding.
Result<std::string> encodeRecordText(std::string_view utf8, TextEncoding encoding);

} // namespace xq
