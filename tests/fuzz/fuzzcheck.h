#pragma once

// What every fuzz target checks besides "no crash, no hang": a record that reads must write and
// read back as the same game. Tags may be normalised once (XQF cuts long texts to its fields),
// after which they must be stable.

#include "core/records.h"

#include <cstdio>
#include <cstdlib>
#include <optional>

namespace xq::fuzz {

[[noreturn]] inline void fail(RecordFormat format, const std::string &why, const std::string &bytes)
{
    std::fprintf(stderr, "round trip through %s failed: %s\n%s\n", formatName(format).data(),
        why.c_str(), bytes.c_str());
    std::abort();
}

/// Writes and reads back; nullopt when the format cannot hold the game (XQF stone slots).
inline std::optional<GameTree> throughFormat(const GameTree &game, RecordFormat format)
{
    const auto bytes = writeRecord(game, format);
    if (!bytes.ok()) {
        return std::nullopt;
    }
    auto again = readRecord(*bytes, format);
    if (!again.ok()) {
        fail(format, again.error(), *bytes);
    }
    return std::move(again).value();
}

inline bool sameWithoutTags(GameTree a, GameTree b)
{
    a.tags() = {};
    b.tags() = {};
    return a.sameGame(b);
}

/// Aborts (a finding for libFuzzer) when `game` does not survive round trips through `format`.
inline void checkRoundTrip(const GameTree &game, RecordFormat format)
{
    const auto once = throughFormat(game, format);
    if (!once) {
        return;
    }
    if (!sameWithoutTags(game, *once)) {
        fail(format, "moves, comments, start or result differ", *writeRecord(game, format));
    }
    const auto twice = throughFormat(*once, format);
    if (!twice || !twice->sameGame(*once)) {
        fail(format, "tags not stable", *writeRecord(*once, format));
    }
}

/// Reads the input in `format`; a game that reads must round-trip in the same format.
inline void readAndCheck(const std::uint8_t *data, std::size_t size, RecordFormat format)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const auto game = readRecord(bytes, format);
    if (game.ok()) {
        checkRoundTrip(*game, format);
    }
}

} // namespace xq::fuzz
