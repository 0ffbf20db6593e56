#include "records/textencoding.h"

#include "records/utf8.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <iconv.h>

namespace xq {

namespace {

constexpr std::string_view Utf8Bom = "\xEF\xBB\xBF";
constexpr std::string_view ReplacementCharacter = "\xEF\xBF\xBD";

/// Length of the UTF-8 sequence at `s[i]`, or 0 when it is malformed.
std::size_t utf8SequenceLength(std::string_view s, std::size_t i)
{
    const auto character = decodeUtf8At(s, i);
    return character ? character->length : 0;
}

/// One iconv conversion; `lenient` replaces bad input bytes instead of failing.
Result<std::string> convert(std::string_view bytes, const char *to, const char *from, bool lenient)
{
    iconv_t cd = iconv_open(to, from);
    if (cd == reinterpret_cast<iconv_t>(-1)) {
        return Result<std::string>::failure(std::string("no converter from ") + from + " to " + to);
    }
    std::string out;
    std::string buffer(4096, '\0');
    char *in = const_cast<char *>(bytes.data());
    std::size_t inLeft = bytes.size();
    std::string error;
    while (inLeft > 0 || in != nullptr) {
        char *outPtr = buffer.data();
        std::size_t outLeft = buffer.size();
        const std::size_t rc = iconv(cd, inLeft > 0 ? &in : nullptr, &inLeft, &outPtr, &outLeft);
        out.append(buffer.data(), buffer.size() - outLeft);
        if (rc != static_cast<std::size_t>(-1)) {
            if (inLeft == 0) {
                break;
            }
            continue;
        }
        if (errno == E2BIG) {
            continue;
        }
        const std::size_t offset = bytes.size() - inLeft;
        if (!lenient) {
            error = "byte offset " + std::to_string(offset) + ": not valid " + from + " text";
            break;
        }
        out += std::string_view(to) == "UTF-8" ? ReplacementCharacter : std::string_view("?");
        ++in;
        --inLeft;
    }
    iconv_close(cd);
    if (!error.empty()) {
        return Result<std::string>::failure(error);
    }
    return out;
}

/// How well text reads as UTF-8: its multi-byte sequences, its bytes that are not UTF-8, and
/// where the first of those is.
struct Utf8Census {
    std::size_t multiByte = 0;
    std::size_t bad = 0;
    std::size_t firstBad = 0;
};

Utf8Census utf8Census(std::string_view bytes)
{
    Utf8Census census;
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = utf8SequenceLength(bytes, i);
        if (length == 0 && census.bad++ == 0) {
            census.firstBad = i;
        }
        census.multiByte += length > 1 ? 1 : 0;
        i += std::max<std::size_t>(length, 1);
    }
    return census;
}

/// UTF-8 text with U+FFFD for each byte that is not part of a valid sequence.
std::string replacingBadUtf8(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = utf8SequenceLength(bytes, i);
        out += length == 0 ? ReplacementCharacter : bytes.substr(i, length);
        i += std::max<std::size_t>(length, 1);
    }
    return out;
}

/// "byte offset 1234 (line 5): 0xFF is not UTF-8".
std::string badByte(std::string_view bytes, std::size_t offset, TextPlace place, const char *what)
{
    const auto line
        = place.line + static_cast<int>(std::count(bytes.begin(), bytes.begin() + offset, '\n'));
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(bytes[offset]));
    return "byte offset " + std::to_string(place.byte + offset) + " (line " + std::to_string(line)
        + "): " + hex + " is not " + what;
}

/// Offset of the first byte iconv cannot read as GB18030, from its message.
std::size_t gbkFailureOffset(const std::string &error)
{
    return static_cast<std::size_t>(std::stoull(error.substr(std::string("byte offset ").size())));
}

} // namespace

bool isValidUtf8(std::string_view bytes)
{
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = utf8SequenceLength(bytes, i);
        if (length == 0) {
            return false;
        }
        i += length;
    }
    return true;
}

std::string_view withoutUtf8Bom(std::string_view bytes)
{
    return bytes.starts_with(Utf8Bom) ? bytes.substr(Utf8Bom.size()) : bytes;
}

Result<std::string> gbkToUtf8(std::string_view bytes)
{
    return convert(bytes, "UTF-8", "GB18030", false);
}

std::string gbkToUtf8Lenient(std::string_view bytes)
{
    auto text = convert(bytes, "UTF-8", "GB18030", true);
    return text.ok() ? std::move(text).value() : std::string();
}

Result<std::string> utf8ToGbk(std::string_view utf8)
{
    return convert(utf8, "GB18030", "UTF-8", false);
}

Result<std::string> decodeRecordText(std::string_view bytes)
{
    if (bytes.starts_with(Utf8Bom)) {
        const std::string_view body = withoutUtf8Bom(bytes);
        if (!isValidUtf8(body)) {
            return Result<std::string>::failure("marked as UTF-8 but is not valid UTF-8");
        }
        return std::string(body);
    }
    if (isValidUtf8(bytes)) {
        return std::string(bytes);
    }
    auto text = gbkToUtf8(bytes);
    if (!text.ok()) {
        return Result<std::string>::failure("neither UTF-8 nor GBK/GB18030: " + text.error());
    }
    return text;
}

Result<DecodedText> decodeRecordTextLeniently(std::string_view bytes, bool strict, TextPlace place)
{
    using R = Result<DecodedText>;
    const bool marked = bytes.starts_with(Utf8Bom);
    if (marked) {
        bytes = withoutUtf8Bom(bytes);
        place.byte += Utf8Bom.size();
    }
    const Utf8Census census = utf8Census(bytes);
    if (census.bad == 0) {
        return DecodedText { std::string(bytes), TextEncoding::Utf8, {} };
    }
    // GBK text is mostly bytes that are not UTF-8; UTF-8 with a stray byte is mostly valid.
    constexpr std::size_t GoodPerBad = 10;
    const bool utf8 = marked || census.multiByte >= GoodPerBad * census.bad;
    if (utf8) {
        const std::string why = badByte(bytes, census.firstBad, place, "UTF-8");
        if (strict) {
            return R::failure(why);
        }
        return DecodedText { replacingBadUtf8(bytes), TextEncoding::Utf8,
            why + " (the text is UTF-8 otherwise); read as U+FFFD" };
    }
    if (auto text = gbkToUtf8(bytes); text.ok()) {
        return DecodedText { std::move(text).value(), TextEncoding::Gbk, {} };
    } else {
        const std::string why = badByte(bytes, gbkFailureOffset(text.error()), place,
            "GBK (the text is neither UTF-8 nor GBK there)");
        if (strict) {
            return R::failure(why);
        }
        return DecodedText { gbkToUtf8Lenient(bytes), TextEncoding::Gbk, why + "; read as U+FFFD" };
    }
}

Result<std::string> encodeRecordText(std::string_view utf8, TextEncoding encoding)
{
    if (encoding == TextEncoding::Utf8) {
        return std::string(utf8);
    }
    return utf8ToGbk(utf8);
}

} // namespace xq
