#pragma once

// The Gomoku engine's text files (evaluation weights, nets) end in a line "crc32 XXXXXXXX", the
// CRC-32 of every byte before it, so a damaged or truncated file is refused before it is read.

#include "common/crc32.h"

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

inline std::uint32_t textChecksum(std::string_view text)
{
    return common::crc32(
        std::span(reinterpret_cast<const std::uint8_t *>(text.data()), text.size()));
}

/// `body` with its checksum line appended.
inline std::string withChecksum(const std::string &body)
{
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08x", unsigned(textChecksum(body)));
    return body + "crc32 " + hex + '\n';
}

/// The lines before the checksum line when it holds; otherwise nothing, and `error` says why,
/// naming the file's contents as `what` ("Gomoku evaluation weights").
inline std::optional<std::vector<std::string>> checkedLines(
    std::string_view text, std::string_view what, std::string &error)
{
    constexpr std::string_view Key = "\ncrc32 ";
    const auto sum = text.rfind(Key);
    unsigned long long stored = 0;
    const auto digits
        = sum == std::string_view::npos ? std::string_view() : text.substr(sum + Key.size(), 8);
    const auto parsed = std::from_chars(digits.data(), digits.data() + digits.size(), stored, 16);
    if (digits.size() != 8 || parsed.ec != std::errc() || parsed.ptr != digits.data() + 8) {
        error = std::string(what) + " without their checksum: the file is truncated";
        return std::nullopt;
    }
    if (textChecksum(text.substr(0, sum + 1)) != stored) {
        error = std::string(what) + " checksum does not match: the file is damaged";
        return std::nullopt;
    }
    std::istringstream in { std::string(text.substr(0, sum + 1)) };
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

/// "key v1 v2 ...": the words after `key`, or nothing when the line starts otherwise.
inline std::optional<std::vector<std::string>> lineFields(
    const std::string &line, std::string_view key)
{
    std::istringstream in(line);
    std::string word;
    if (!(in >> word) || word != key) {
        return std::nullopt;
    }
    std::vector<std::string> words;
    while (in >> word) {
        words.push_back(word);
    }
    return words;
}

/// A word holding a whole number in the range of 16 bits (not -32768, so it can be negated).
inline bool parseInt16(const std::string &word, int &value)
{
    constexpr int Max = std::numeric_limits<std::int16_t>::max();
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    return error == std::errc() && end == word.data() + word.size() && value >= -Max
        && value <= Max;
}

} // namespace gomoku
