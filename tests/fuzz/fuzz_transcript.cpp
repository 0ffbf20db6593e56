// libFuzzer target: the Reversi transcript reader ("f5d6c3...") on arbitrary bytes, and the
// round trip of what it accepts.

#include "reversiroundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    reversi::fuzz::readAndCheck(data, size, reversi::readTranscript, reversi::writeTranscript);
    return 0;
}
