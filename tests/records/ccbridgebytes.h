#pragma once

// CCBridge binary records built byte by byte from the published layout (docs/formats.md), for
// the tests: written here on their own, not through the writer under test, so that a mistake in
// the program's layout is not repeated in its test data.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace xq::testing {

/// The point byte of an ICCS square ("h2"): rows from Black's side, each from Red's left.
inline std::uint8_t cbrPoint(std::string_view square)
{
    const int file = square[0] - 'a';
    const int rank = square[1] - '0';
    return static_cast<std::uint8_t>((9 - rank) * 9 + file);
}

inline void putUtf16(std::string &bytes, std::size_t offset, std::u16string_view text)
{
    for (char16_t unit : text) {
        bytes[offset++] = static_cast<char>(unit & 0xFF);
        bytes[offset++] = static_cast<char>(unit >> 8);
    }
}

inline std::string le32(std::uint32_t value)
{
    std::string out;
    for (int i = 0; i < 4; ++i) {
        out += static_cast<char>((value >> (8 * i)) & 0xFF);
    }
    return out;
}

/// A CBR record: a 2214-byte header, then the move stream added record by record.
class CbrBytes {
public:
    static constexpr char StandardBoardBytes[] = "\x21\x22\x23\x24\x25\x24\x23\x22\x21"
                                                 "\0\0\0\0\0\0\0\0\0"
                                                 "\0\x26\0\0\0\0\0\x26\0"
                                                 "\x27\0\x27\0\x27\0\x27\0\x27"
                                                 "\0\0\0\0\0\0\0\0\0"
                                                 "\0\0\0\0\0\0\0\0\0"
                                                 "\x17\0\x17\0\x17\0\x17\0\x17"
                                                 "\0\x16\0\0\0\0\0\x16\0"
                                                 "\0\0\0\0\0\0\0\0\0"
                                                 "\x11\x12\x13\x14\x15\x14\x13\x12\x11";
    static constexpr std::string_view StandardBoard { StandardBoardBytes, 90 };

    CbrBytes() : m_bytes(2214, '\0')
    {
        m_bytes.replace(0, 16, std::string("CCBridge Record\0", 16));
        m_bytes[19] = 2;
        m_bytes[2112] = 1;
        setBoard(StandardBoard);
        m_bytes.replace(2210, 4, "\xFF\xFF\xFF\xFF");
    }

    CbrBytes &text(std::size_t offset, std::u16string_view value)
    {
        putUtf16(m_bytes, offset, value);
        return *this;
    }
    CbrBytes &setByte(std::size_t offset, std::uint8_t value)
    {
        m_bytes[offset] = static_cast<char>(value);
        return *this;
    }
    /// 90 stone bytes, top row (Black's back rank) first.
    CbrBytes &setBoard(std::string_view stones)
    {
        m_bytes.replace(2120, 90, stones);
        return *this;
    }
    CbrBytes &emptyBoardWith(std::string_view square, std::uint8_t stone)
    {
        if (!m_cleared) {
            setBoard(std::string(90, '\0'));
            m_cleared = true;
        }
        m_bytes[2120 + cbrPoint(square)] = static_cast<char>(stone);
        return *this;
    }
    /// The record that stands for the start position, with its comment.
    CbrBytes &start(std::u16string_view comment = {}) { return record(0, 0, 0, comment); }
    /// A move "h2e2" with flags 0x01 (its line ends), 0x02 (an alternative follows its line).
    CbrBytes &move(std::string_view iccs, std::uint8_t flags, std::u16string_view comment = {})
    {
        return record(flags, cbrPoint(iccs.substr(0, 2)), cbrPoint(iccs.substr(2, 2)), comment);
    }
    CbrBytes &raw(std::string_view bytes)
    {
        m_bytes += bytes;
        return *this;
    }
    const std::string &bytes() const { return m_bytes; }

private:
    CbrBytes &record(
        std::uint8_t flags, std::uint8_t from, std::uint8_t to, std::u16string_view comment)
    {
        m_bytes += static_cast<char>(flags | (comment.empty() ? 0 : 0x04));
        m_bytes += '\0';
        m_bytes += static_cast<char>(from);
        m_bytes += static_cast<char>(to);
        if (!comment.empty()) {
            std::string text((comment.size() + 1) * 2, '\0');
            putUtf16(text, 0, comment);
            m_bytes += le32(static_cast<std::uint32_t>(text.size())) + text;
        }
        return *this;
    }

    std::string m_bytes;
    bool m_cleared = false;
};

/// A CBL library: a header with the slot count at 60, its name at 64, an index of 276 bytes a
/// slot from 66624, then each record padded to whole 4096-byte slotCount.
inline std::string cblBytes(std::uint32_t slotCount, const std::vector<std::string> &records)
{
    std::string bytes(66624 + std::size_t { slotCount } * 276, '\0');
    bytes.replace(0, 16, std::string("CCBridgeLibrary\0", 16));
    bytes.replace(52, 4, "\xFF\xFF\xFF\x7F");
    bytes.replace(60, 4, le32(slotCount));
    putUtf16(bytes, 64, u"测试棋谱库");
    for (const std::string &record : records) {
        const std::size_t padded = (record.size() + 4095) / 4096 * 4096;
        bytes += record + std::string(padded - record.size(), '\0');
    }
    return bytes;
}

} // namespace xq::testing
