// libFuzzer target: CCBridge's compressed libraries. The input is read as such a file, and again
// compressed into one as the data it inflates to, so that the fuzzer reaches the layout of the
// games behind the zlib stream; what reads must round-trip.

#include "fuzzcheck.h"

#include <zlib.h>

#include <string>

namespace {

std::string le32(std::uint32_t value)
{
    std::string out;
    for (int i = 0; i < 4; ++i) {
        out += static_cast<char>((value >> (8 * i)) & 0xFF);
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    xq::fuzz::readAndCheck(data, size, xq::RecordFormat::Cbl);
    std::string library = "CCBridge" + le32(21) + le32(3) + le32(static_cast<std::uint32_t>(size));
    uLongf packed = compressBound(static_cast<uLong>(size));
    library.resize(library.size() + packed);
    if (compress2(reinterpret_cast<Bytef *>(library.data() + 20), &packed, data,
            static_cast<uLong>(size), 1)
        != Z_OK) {
        return 0;
    }
    library.resize(20 + packed);
    xq::fuzz::readAndCheck(reinterpret_cast<const std::uint8_t *>(library.data()), library.size(),
        xq::RecordFormat::Cbl);
    return 0;
}
