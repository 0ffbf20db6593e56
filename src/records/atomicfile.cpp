#include "records/atomicfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace xq {

namespace {

std::string failure(const std::string &path, const char *what, int error)
{
    return path + ": " + what + ": " + std::strerror(error);
}

std::string folderOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".")
        : slash == 0                  ? std::string("/")
                                      : path.substr(0, slash);
}

/// The mode a new file gets (0666 less the umask), or the existing target's.
mode_t modeFor(const std::string &path)
{
    struct stat existing { };
    if (stat(path.c_str(), &existing) == 0) {
        return existing.st_mode & 07777;
    }
    const mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

bool writeAll(int fd, std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t written = write(fd, bytes.data(), bytes.size());
        if (written < 0 && errno == EINTR) {
            continue;
        }
        if (written <= 0) {
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

/// Makes the rename itself durable; a folder that cannot be synced loses nothing already written.
void syncFolder(const std::string &folder)
{
    const int fd = open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

} // namespace

std::optional<std::string> writeFileAtomically(const std::string &path, std::string_view bytes)
{
    struct stat target { };
    if (stat(path.c_str(), &target) == 0 && S_ISDIR(target.st_mode)) {
        return path + ": is a folder, not a file";
    }
    const mode_t mode = modeFor(path);
    std::string temporary = path + ".partial-XXXXXX";
    const int fd = mkstemp(temporary.data());
    if (fd < 0) {
        return failure(path, "cannot create a file in its folder", errno);
    }
    const bool written = writeAll(fd, bytes) && fchmod(fd, mode) == 0 && fsync(fd) == 0;
    const int writeError = errno;
    const bool closed = close(fd) == 0;
    if (!written || !closed) {
        unlink(temporary.c_str());
        return failure(path, "cannot write the file", written ? errno : writeError);
    }
    if (rename(temporary.c_str(), path.c_str()) != 0) {
        const int renameError = errno;
        unlink(temporary.c_str());
        return failure(path, "cannot replace the file", renameError);
    }
    syncFolder(folderOf(path));
    return std::nullopt;
}

} // namespace xq
