#include "records/textencoding.h"

#include <cerrno>
#include <iconv.h>

namespace xq {

namespace {

constexpr std::string_view Utf8Bom = "\xEF\xBB\xBF";
constexpr std::string_view ReplacementCharacter = "\xEF\xBF\xBD";

/// Length of the UTF-8 sequence at `s[i]`, or 0 when it is malformed.
std::size_t utf8SequenceLength(std::string_view s, std::size_t i)
{
    const auto lead = static_cast<unsigned char>(s[i]);
    std::size_t length = 0;
    unsigned minimum = 0;
    if (lead < 0x80) {
        return 1;
    } else if ((lead & 0xE0) == 0xC0) {
        length = 2;
        minimum = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        minimum = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        minimum = 0x10000;
    } else {
        return 0;
    }
    if (i + length > s.size()) {
        return 0;
    }
    unsigned code = lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(s[i + k]);
        if ((next & 0xC0) != 0x80) {
            return 0;
        }
        code = (code << 6) | (next & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    if (code < minimum || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) {
        return 0;
    }
    return length;
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

Result<std::string> encodeRecordText(std::string_view utf8, TextEncoding encoding)
{
    if (encoding == TextEncoding::Utf8) {
        return std::string(utf8);
    }
    return utf8ToGbk(utf8);
}

} // namespace xq
