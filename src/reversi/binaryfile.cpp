#include "reversi/binaryfile.h"

#include "common/crc32.h"

#include <fstream>
#include <iterator>

namespace reversi::binaryfile {

std::uint64_t readLittleEndian(std::span<const std::uint8_t> bytes, std::size_t at, int size)
{
    std::uint64_t value = 0;
    for (int i = 0; i < size; ++i) {
        value |= std::uint64_t(bytes[at + std::size_t(i)]) << (8 * i);
    }
    return value;
}

void putLittleEndian(std::vector<std::uint8_t> &out, std::uint64_t value, int size)
{
    for (int i = 0; i < size; ++i) {
        out.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
    }
}

bool hasMagic(std::span<const std::uint8_t> bytes, std::string_view magic, std::size_t minimumSize)
{
    return bytes.size() >= minimumSize && bytes.size() >= magic.size()
        && std::string_view(reinterpret_cast<const char *>(bytes.data()), magic.size()) == magic;
}

bool checksumMatches(std::span<const std::uint8_t> bytes)
{
    const auto body = bytes.first(bytes.size() - ChecksumBytes);
    return common::crc32(body) == readU32(bytes, body.size());
}

void appendChecksum(std::vector<std::uint8_t> &out)
{
    putU32(out, common::crc32(out));
}

std::optional<std::vector<std::uint8_t>> readFile(const std::string &path, std::string &error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open " + path;
        return std::nullopt;
    }
    return std::vector<std::uint8_t>(
        (std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

} // namespace reversi::binaryfile
