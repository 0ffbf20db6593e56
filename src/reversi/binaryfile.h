#pragma once

// What the Reversi data files (pattern weights, opening book) share: little-endian numbers, a
// header of eight magic bytes, a trailing CRC-32 of everything before it, and reading a whole
// file with an error message instead of an exception.

#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::binaryfile {

constexpr std::size_t MagicBytes = 8;
constexpr std::size_t ChecksumBytes = 4;

std::uint64_t readLittleEndian(std::span<const std::uint8_t> bytes, std::size_t at, int size);
void putLittleEndian(std::vector<std::uint8_t> &out, std::uint64_t value, int size);
inline std::uint32_t readU32(std::span<const std::uint8_t> bytes, std::size_t at)
{
    return static_cast<std::uint32_t>(readLittleEndian(bytes, at, 4));
}
inline void putU32(std::vector<std::uint8_t> &out, std::uint32_t value)
{
    putLittleEndian(out, value, 4);
}

/// Whether the bytes are at least `minimumSize` long and start with `magic`.
bool hasMagic(std::span<const std::uint8_t> bytes, std::string_view magic, std::size_t minimumSize);
/// Whether the last four bytes are the CRC-32 of the others.
bool checksumMatches(std::span<const std::uint8_t> bytes);
/// Appends the CRC-32 of everything in `out`.
void appendChecksum(std::vector<std::uint8_t> &out);

/// The file's bytes, or nullopt with `error` set.
std::optional<std::vector<std::uint8_t>> readFile(const std::string &path, std::string &error);

/// Reads a file with a reader of bytes (T::fromBytes); the error names the file.
template <class T> std::optional<T> readFileAs(const std::string &path, std::string &error)
{
    const auto bytes = readFile(path, error);
    if (!bytes) {
        return std::nullopt;
    }
    auto read = T::fromBytes(*bytes, error);
    if (!read) {
        error = path + ": " + error;
    }
    return read;
}

/// Reads a file the build assembled into the program (common/embeddedfile.h); a file the reader
/// refuses means a broken build, and nothing can play without it.
template <class T>
T readEmbedded(const unsigned char *begin, const unsigned char *end, const char *what)
{
    std::string error;
    auto read = T::fromBytes(std::span<const std::uint8_t>(begin, std::size_t(end - begin)), error);
    if (!read) {
        std::cerr << "built-in " << what << ": " << error << '\n';
        std::abort();
    }
    return std::move(*read);
}

} // namespace reversi::binaryfile
