// libFuzzer target: the EGLIB (puzzle lines) reader on arbitrary bytes, and the round trip of what
// it accepts.

#include "fuzzcheck.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    xq::fuzz::readAndCheck(data, size, xq::RecordFormat::Eglib);
    return 0;
}
