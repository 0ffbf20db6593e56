#pragma once

// Writing a file so that it is never left damaged: the bytes go to a temporary file in the same
// folder, reach the disk, and only then replace the target in one rename. A write that fails
// part-way (a full disk, a file size limit, a crash) leaves the old file as it was.

#include <optional>
#include <string>
#include <string_view>

namespace xq {

/// Replaces (or creates) `path` with `bytes` as described above, keeping an existing file's
/// permissions. Returns the error ("PATH: cannot write the file: No space left on device"), or
/// nullopt on success; no temporary file is left behind either way.
std::optional<std::string> writeFileAtomically(const std::string &path, std::string_view bytes);

} // namespace xq
