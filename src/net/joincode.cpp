#include "net/joincode.h"

#include "net/protocol.h"

#include <random>

namespace xq::net {

std::string JoinCode::generate()
{
    std::random_device device;
    std::uniform_int_distribution<std::size_t> pick(0, Alphabet.size() - 1);
    std::string code;
    for (std::size_t i = 0; i < JoinCodeLength; ++i) {
        code += Alphabet[pick(device)];
    }
    return code;
}

std::string JoinCode::normalize(std::string_view typed)
{
    std::string code;
    for (const char c : typed) {
        if (c == ' ' || c == '-') {
            continue;
        }
        code += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    }
    return code;
}

bool JoinCode::equal(std::string_view a, std::string_view b)
{
    // Every byte of the longer one is looked at whatever the contents; a length difference
    // alone tells only the length, which is no secret.
    const std::size_t length = a.size() > b.size() ? a.size() : b.size();
    unsigned difference = a.size() == b.size() ? 0u : 1u;
    for (std::size_t i = 0; i < length; ++i) {
        const unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
        const unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
        difference |= static_cast<unsigned>(x ^ y);
    }
    return difference == 0;
}

} // namespace xq::net
