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

/// Where a piece of text starts in its file, so that messages name the file's bytes and lines.
struct TextPlace {
    std::size_t byte = 0;
    int line = 1;
};

/// Record text as decodeRecordTextLeniently reads it.
struct DecodedText {
    std::string text; ///< UTF-8 without a BOM
    TextEncoding encoding = TextEncoding::Utf8;
    std::string warning; ///< what was replaced, or empty
};

/// Like decodeRecordText, but forgiving a few bad bytes: UTF-8 text with bytes that are not
/// UTF-8 (rare among many valid sequences, or marked by a BOM) keeps U+FFFD in their place, and
/// GBK text with bytes that are not GBK the same; the warning names the first such byte's
/// offset and line (counted from `place`). With `strict` that warning is the error instead.
Result<DecodedText> decodeRecordTextLeniently(
    std::string_view bytes, bool strict, TextPlace place = {});

/// Writes UTF-8 text in the requested encoding.
Result<std::string> encodeRecordText(std::string_view utf8, TextEncoding encoding);

} // namespace xq
