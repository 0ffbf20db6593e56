// libFuzzer target: the Yitian (.mxq) reader on arbitrary bytes, and the round trip of what
// it accepts.

#include "fuzzcheck.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    xq::fuzz::readAndCheck(data, size, xq::RecordFormat::Mxq);
    return 0;
}
