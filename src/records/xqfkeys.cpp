#include "records/xqfkeys.h"

#include "records/xqflayout.h"

namespace xq::xqf {

namespace {

// Header bytes the keys come from.
constexpr std::size_t KeyMaskOffset = 3;
constexpr std::size_t KeyOrOffset = 8; // four bytes
constexpr std::size_t KeySumOffset = 12;
constexpr std::size_t KeyStoneOffset = 13;
constexpr std::size_t KeyFromOffset = 14;
constexpr std::size_t KeyToOffset = 15;

/// The stream key is masked by the bytes of XQStudio's copyright line.
constexpr std::string_view StreamMask = "[(C) Copyright Mr. Dong Shiwei.]";

/// The format's mixing function; only its low byte is ever used, so unsigned wrap-around
/// gives the same keys as the original 32-bit arithmetic.
std::uint8_t mix(std::uint8_t key, std::uint32_t factor)
{
    const std::uint32_t k = key;
    return static_cast<std::uint8_t>((k * k * 54 + 221) * factor);
}

} // namespace

Keys Keys::fromHeader(std::string_view header, int version)
{
    Keys keys;
    if (version < FirstObfuscatedVersion) {
        return keys;
    }
    const auto byte = [&](std::size_t offset) { return static_cast<std::uint8_t>(header[offset]); };
    keys.m_stone = mix(byte(KeyStoneOffset), byte(KeyStoneOffset));
    keys.m_from = mix(byte(KeyFromOffset), keys.m_stone);
    keys.m_to = mix(byte(KeyToOffset), keys.m_from);
    keys.m_commentLength = (byte(KeySumOffset) * 256u + byte(KeyStoneOffset)) % 32000u + 767u;
    const std::uint8_t mask = byte(KeyMaskOffset);
    for (std::size_t i = 0; i < keys.m_stream.size(); ++i) {
        const auto seed = static_cast<std::uint8_t>(
            byte(KeyOrOffset + i % 4) | (byte(KeySumOffset + i % 4) & mask));
        keys.m_stream[i] = seed & static_cast<std::uint8_t>(StreamMask[i]);
    }
    return keys;
}

} // namespace xq::xqf
