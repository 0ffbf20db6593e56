#pragma once

// The round-trip property of the Gomoku record readers: a record that reads, written in the same
// format, reads back as the same record. Shared by the fuzz targets and tst_gomokurecords.

#include "gomoku/gamerecord.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

namespace gomoku::fuzz {

enum class GomokuFormat { Psq, MoveList };

inline RecordResult readAs(std::string_view text, GomokuFormat format, int size = 15)
{
    return format == GomokuFormat::Psq ? readPsq(text) : readMoveList(text, size);
}

/// Why `record` does not survive a write and a read in `format`, or nothing.
inline std::optional<std::string> roundTripFailure(const GameRecord &record, GomokuFormat format)
{
    const std::string written
        = format == GomokuFormat::Psq ? writePsq(record) : writeMoveList(record);
    const RecordResult again = readAs(written, format, record.size);
    if (!again.ok()) {
        return "the written record does not read: " + again.error + "\n" + written;
    }
    GameRecord expected = record;
    if (format == GomokuFormat::MoveList) {
        expected.black.clear();
        expected.white.clear();
    }
    if (!(*again.game == expected)) {
        return "the written record reads differently\n" + written;
    }
    return std::nullopt;
}

/// The fuzz targets' check: a refusal says why; what reads survives the round trip.
inline void readAndCheck(const std::uint8_t *data, std::size_t size, GomokuFormat format)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto record = readAs(text, format);
    if (!record.ok()) {
        if (record.error.empty()) {
            std::abort();
        }
        return;
    }
    if (const auto failure = roundTripFailure(*record.game, format)) {
        std::fprintf(stderr, "%s\n", failure->c_str());
        std::abort();
    }
}

} // namespace gomoku::fuzz
