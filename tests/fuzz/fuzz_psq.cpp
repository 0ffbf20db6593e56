// libFuzzer target: the Gomoku .psq reader on arbitrary bytes, and the round trip of what it
// accepts.

#include "gomokuroundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    gomoku::fuzz::readAndCheck(data, size, gomoku::fuzz::GomokuFormat::Psq);
    return 0;
}
