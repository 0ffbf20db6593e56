// libFuzzer target: CCBridge's binary records. The input is read as a CBR record, and again as
// the records of a CBL library (after a header with an empty index), so that one target covers
// both readers; what they accept must round-trip.

#include "fuzzcheck.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    xq::fuzz::readAndCheck(data, size, xq::RecordFormat::Cbr);
    // A library header with a slot count of 0: its records start at offset 66624.
    std::string library(66624, '\0');
    library.replace(0, 16, std::string("CCBridgeLibrary\0", 16));
    library.append(reinterpret_cast<const char *>(data), size);
    xq::fuzz::readAndCheck(reinterpret_cast<const std::uint8_t *>(library.data()), library.size(),
        xq::RecordFormat::Cbl);
    return 0;
}
