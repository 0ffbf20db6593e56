#pragma once

// A write that fails part-way, for the tests that a failed save damages nothing: the file size
// limit stops writes past it (EFBIG), as a full disk would, also in programs started meanwhile.

#include <csignal>
#include <sys/resource.h>

namespace xq::testing {

/// Lowers the file size limit for its lifetime: writes past `bytes` fail with EFBIG.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit lowered = m_saved;
        lowered.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &lowered);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_saved); }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit m_saved {};
};

} // namespace xq::testing
