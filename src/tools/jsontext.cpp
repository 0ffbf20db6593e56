#include "tools/jsontext.h"

#include "core/utf8.h"

#include <cstdio>

namespace xq::cli {

std::string jsonString(std::string_view text)
{
    const auto codePoints = decodeUtf8(text);
    std::u32string replaced;
    if (!codePoints) {
        for (unsigned char c : text) {
            replaced.push_back(c < 0x80 ? c : U'\uFFFD');
        }
    }
    std::string out = "\"";
    for (char32_t c : codePoints ? *codePoints : replaced) {
        if (c == U'"' || c == U'\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04X", static_cast<unsigned>(c));
            out += escaped;
        } else {
            appendUtf8(out, c);
        }
    }
    return out + "\"";
}

std::string jsonStrings(const std::vector<std::string> &texts)
{
    std::string out = "[";
    for (std::size_t i = 0; i < texts.size(); ++i) {
        out += (i > 0 ? "," : "") + jsonString(texts[i]);
    }
    return out + "]";
}

} // namespace xq::cli
