#pragma once

// Writing a file so that it is never left damaged: the bytes go to a temporary file in the same
// folder, reach the disk, and only then replace the target in one rename. A write that fails
// part-way (a full disk, a file size limit, a crash) leaves the old file as it was.

#include "core/result.h"

#include <optional>
#include <string>
#include <string_view>

namespace xq {

/// A file being written piece by piece (a collection game by game); the target changes only
/// at commit. Dropped without commit, the temporary file is removed.
class AtomicFile {
public:
    /// Starts writing `path`. Fails for a folder or where no file can be created beside it.
    static Result<AtomicFile> create(const std::string &path);
    AtomicFile(AtomicFile &&other) noexcept;
    AtomicFile &operator=(AtomicFile &&other) = delete;
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;
    ~AtomicFile();

    /// Appends bytes; false once a write has failed (commit then reports why).
    bool write(std::string_view bytes);
    /// Syncs the bytes and renames them over the target, keeping an existing file's
    /// permissions. Returns the error ("PATH: cannot write the file: No space left on
    /// device"), or nullopt on success.
    std::optional<std::string> commit();

private:
    AtomicFile(std::string path, std::string temporary, int fd);
    void discard();

    std::string m_path;
    std::string m_temporary;
    int m_fd = -1;
    int m_error = 0; ///< errno of the first failed write
};

/// Replaces (or creates) `path` with `bytes` through an AtomicFile.
std::optional<std::string> writeFileAtomically(const std::string &path, std::string_view bytes);

} // namespace xq
