// libFuzzer target: the Gomoku .psq reader on arbitrary bytes, and the round trip of what it
// accepts.

#include "gomokuroundtrip.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gomoku::fuzz;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto record = readAs(text, GomokuFormat::Psq);
    if (!record.ok()) {
        if (record.error.empty()) {
            std::abort(); // a refusal always says why
        }
        return 0;
    }
    if (const auto failure = roundTripFailure(*record.game, GomokuFormat::Psq)) {
        std::fprintf(stderr, "%s\n", failure->c_str());
        std::abort();
    }
    return 0;
}
