#pragma once

// The de-obfuscation keys of XQF versions 11 and later, derived from header bytes 3..15.
// Version 10 files use all-zero keys, so one reading path serves every version.

#include <array>
#include <cstdint>
#include <string_view>

namespace xq::xqf {

class Keys {
public:
    /// The keys of a file from its header (at least 16 bytes) and version.
    static Keys fromHeader(std::string_view header, int version);

    /// Subtracted from each of the 32 stone bytes.
    std::uint8_t stone() const { return m_stone; }
    /// Subtracted from the "from" and "to" bytes of each move record, after the stream key.
    std::uint8_t from() const { return m_from; }
    std::uint8_t to() const { return m_to; }
    /// Subtracted from each stored comment length.
    std::uint32_t commentLength() const { return m_commentLength; }
    /// The stream key for byte `index` of the move stream (counted from offset 0x400).
    std::uint8_t stream(std::size_t index) const { return m_stream[index % m_stream.size()]; }

private:
    std::uint8_t m_stone = 0;
    std::uint8_t m_from = 0;
    std::uint8_t m_to = 0;
    std::uint32_t m_commentLength = 0;
    std::array<std::uint8_t, 32> m_stream {};
};

} // namespace xq::xqf
