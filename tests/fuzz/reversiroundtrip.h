#pragma once

// The Reversi readers' fuzz check besides "no crash, no hang": a game that reads writes back in
// the same format to text that reads as the same game, and writes the same text again.

#include "reversi/recordformats.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace reversi::fuzz {

using Reader = RecordResult (*)(std::string_view);
using Writer = std::string (*)(const GameRecord &);

inline void readAndCheck(const std::uint8_t *data, std::size_t size, Reader read, Writer write)
{
    const RecordResult result = read(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!result.game) {
        if (result.error.empty()) {
            std::fprintf(stderr, "rejected without an error message\n");
            std::abort();
        }
        return;
    }
    const std::string written = write(*result.game);
    const RecordResult again = read(written);
    if (!again.game || !(again.game->moves() == result.game->moves())
        || !(again.game->start() == result.game->start()) || write(*again.game) != written) {
        std::fprintf(stderr, "round trip failed: %s\n%s\n", again.error.c_str(), written.c_str());
        std::abort();
    }
}

} // namespace reversi::fuzz
