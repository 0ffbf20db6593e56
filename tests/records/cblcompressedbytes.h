#pragma once

// CCBridge's compressed libraries built byte by byte in the layout docs/formats.md gives: the
// data a library inflates to (its games, each with a stone array, texts and move entries
// numbered by ply), and the file around it (the header and the zlib stream).

#include "ccbridgebytes.h"

#include <zlib.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace xq::testing {

/// A stone's byte in a game's 32 slots: (file + 1) << 4 | (rank + 1), ranks from Black's side.
inline char packedStone(std::string_view square)
{
    return static_cast<char>((square[0] - 'a' + 1) << 4 | ('9' - square[1] + 1));
}

/// A move entry: the ply (16 bits), the points (file << 4 | rank, ranks from Black's side), and
/// two bytes the reader ignores.
inline std::string packedEntry(int ply, std::string_view iccs)
{
    std::string entry { static_cast<char>(ply & 0xFF), static_cast<char>(ply >> 8) };
    for (std::string_view square : { iccs.substr(0, 2), iccs.substr(2, 2) }) {
        entry += static_cast<char>((square[0] - 'a') << 4 | ('9' - square[1]));
    }
    return entry + "\x60\x01";
}

inline std::string gbkText(std::string_view gbk)
{
    return le32(static_cast<std::uint32_t>(gbk.size())) + std::string(gbk);
}

struct PackedGame {
    /// "slot square" pairs: {4, "e0"} is Red's general on e0 (slots in XQF's order).
    std::vector<std::pair<int, std::string_view>> stones;
    std::string_view title; ///< GBK
    std::string_view comment; ///< GBK
    std::uint32_t result = 0;
    std::vector<std::string> entries; ///< packedEntry()
    std::string_view moveComments; ///< GBK, each ended by CR LF

    std::string bytes() const
    {
        std::string slots(32, '\0');
        for (const auto &[slot, square] : stones) {
            slots[static_cast<std::size_t>(slot)] = packedStone(square);
        }
        std::string body = slots + le32(4) + le32(0) + le32(1) + gbkText(title)
            + std::string(24, '\0') + le32(result) + std::string(16, '\0') + gbkText(comment)
            + "\x01"
              "2009-02-01 17:14:042009-02-01 17:14:04"
            + le32(static_cast<std::uint32_t>(entries.size()));
        for (const std::string &entry : entries) {
            body += entry;
        }
        body += moveComments;
        return le32(static_cast<std::uint32_t>(body.size() + 4)) + body;
    }
};

/// The data a library of `games` inflates to.
inline std::string inflatedLibrary(const std::vector<std::string> &games)
{
    std::string data = gbkText("\xB2\xD0\xBE\xD6") + std::string(16, '\0')
        + "2009-02-01 17:14:022009-02-01 17:14:05" + le32(static_cast<std::uint32_t>(games.size()))
        + le32(0);
    for (const std::string &game : games) {
        data += game;
    }
    return data;
}

/// The file: "CCBridge", 21, 3, the inflated size, then `data` as one zlib stream.
inline std::string compressedLibrary(std::string_view data)
{
    std::string stream(compressBound(static_cast<uLong>(data.size())), '\0');
    uLongf size = static_cast<uLongf>(stream.size());
    compress2(reinterpret_cast<Bytef *>(stream.data()), &size,
        reinterpret_cast<const Bytef *>(data.data()), static_cast<uLong>(data.size()), 9);
    stream.resize(size);
    return "CCBridge" + le32(21) + le32(3) + le32(static_cast<std::uint32_t>(data.size())) + stream;
}

} // namespace xq::testing
