#pragma once

// What every fuzz target checks besides "no crash, no hang": the games a reader gives keep the
// round-trip property of roundtrip.h.

#include "roundtrip.h"

#include <cstdio>
#include <cstdlib>

namespace xq::fuzz {

[[noreturn]] inline void fail(RecordFormat format, const RoundTripFailure &failure)
{
    std::fprintf(stderr, "round trip through %s failed: %s\n%s\n", formatName(format).data(),
        failure.why.c_str(), failure.written.c_str());
    std::abort();
}

/// Reads every game of the input in `format`; each game that reads must round-trip in that
/// format, and all of them together when the format holds several.
inline void readAndCheck(const std::uint8_t *data, std::size_t size, RecordFormat format)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    std::vector<GameTree> read;
    for (const auto &game : readGames(bytes, format)) {
        if (!game.ok()) {
            continue;
        }
        if (const auto failure = roundTripFailure(*game, format)) {
            fail(format, *failure);
        }
        read.push_back(*game);
    }
    if (const auto failure = severalGamesFailure(read, format)) {
        fail(format, *failure);
    }
}

} // namespace xq::fuzz
