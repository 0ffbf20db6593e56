#include "records/zlibinflate.h"

#define ZLIB_CONST // next_in points to const bytes
#include <zlib.h>

#include <limits>

namespace xq {

namespace {

/// Frees zlib's state however the unpacking ends.
class Inflater {
public:
    Inflater() { m_ok = inflateInit(&m_stream) == Z_OK; }
    ~Inflater()
    {
        if (m_ok) {
            inflateEnd(&m_stream);
        }
    }
    Inflater(const Inflater &) = delete;
    Inflater &operator=(const Inflater &) = delete;

    bool ok() const { return m_ok; }
    z_stream &stream() { return m_stream; }

private:
    z_stream m_stream {};
    bool m_ok = false;
};

} // namespace

Result<std::string> inflateZlib(std::string_view stream, std::size_t size)
{
    using Failure = Result<std::string>;
    constexpr std::size_t Largest = std::numeric_limits<uInt>::max() - 1;
    if (stream.size() > Largest || size > Largest) {
        return Failure::failure("the zlib data is too large to unpack here");
    }
    Inflater inflater;
    if (!inflater.ok()) {
        return Failure::failure("zlib could not be started (out of memory)");
    }
    // One byte more than announced shows a stream that unpacks to more.
    std::string out(size + 1, '\0');
    z_stream &z = inflater.stream();
    z.next_in = reinterpret_cast<const Bytef *>(stream.data());
    z.avail_in = static_cast<uInt>(stream.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int status = inflate(&z, Z_FINISH);
    if (status == Z_STREAM_END && z.total_out == size) {
        out.resize(size);
        return out;
    }
    const std::string announced = std::to_string(size) + " bytes announced";
    if (status == Z_STREAM_END) {
        return Failure::failure("the zlib data unpacks to " + std::to_string(z.total_out)
            + " bytes, not the " + announced);
    }
    if (status == Z_BUF_ERROR && z.avail_out == 0) {
        return Failure::failure("the zlib data unpacks to more than the " + announced);
    }
    if (status == Z_BUF_ERROR) {
        return Failure::failure("the zlib data ends after " + std::to_string(z.total_out)
            + " of the " + announced + " (truncated file)");
    }
    return Failure::failure(std::string("the zlib data is corrupt (")
        + (z.msg != nullptr ? z.msg : "zlib error " + std::to_string(status)) + ")");
}

} // namespace xq
