#pragma once

// What every fuzz target checks besides "no crash, no hang": a game a reader gives keeps the
// round-trip property of roundtrip.h.

#include "roundtrip.h"

#include <cstdio>
#include <cstdlib>

namespace xq::fuzz {

/// Reads the input in `format`; a game that reads must round-trip in that format.
inline void readAndCheck(const std::uint8_t *data, std::size_t size, RecordFormat format)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const auto game = readRecord(bytes, format);
    if (!game.ok()) {
        return;
    }
    if (const auto failure = roundTripFailure(*game, format)) {
        std::fprintf(stderr, "round trip through %s failed: %s\n%s\n", formatName(format).data(),
            failure->why.c_str(), failure->written.c_str());
        std::abort();
    }
}

} // namespace xq::fuzz
