#include "records/atomicfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

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

AtomicFile::AtomicFile(std::string path, std::string temporary, int fd)
    : m_path(std::move(path)), m_temporary(std::move(temporary)), m_fd(fd)
{
}

AtomicFile::AtomicFile(AtomicFile &&other) noexcept
    : m_path(std::move(other.m_path)), m_temporary(std::move(other.m_temporary)),
      m_fd(std::exchange(other.m_fd, -1)), m_error(other.m_error)
{
}

AtomicFile::~AtomicFile()
{
    discard();
}

void AtomicFile::discard()
{
    if (m_fd >= 0) {
        close(m_fd);
        unlink(m_temporary.c_str());
        m_fd = -1;
    }
}

Result<AtomicFile> AtomicFile::create(const std::string &path)
{
    struct stat target { };
    if (stat(path.c_str(), &target) == 0 && S_ISDIR(target.st_mode)) {
        return Result<AtomicFile>::failure(path + ": is a folder, not a file");
    }
    std::string temporary = path + ".partial-XXXXXX";
    const int fd = mkstemp(temporary.data());
    if (fd < 0) {
        return Result<AtomicFile>::failure(
            failure(path, "cannot create a file in its folder", errno));
    }
    return AtomicFile(path, std::move(temporary), fd);
}

bool AtomicFile::write(std::string_view bytes)
{
    while (m_error == 0 && !bytes.empty()) {
        const ssize_t written = ::write(m_fd, bytes.data(), bytes.size());
        if (written < 0 && errno == EINTR) {
            continue;
        }
        if (written <= 0) {
            m_error = written < 0 ? errno : EIO;
            break;
        }
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return m_error == 0;
}

std::optional<std::string> AtomicFile::commit()
{
    if (m_fd < 0) {
        return m_path + ": already written";
    }
    if (m_error == 0 && (fchmod(m_fd, modeFor(m_path)) != 0 || fsync(m_fd) != 0)) {
        m_error = errno;
    }
    if (m_error == 0 && close(std::exchange(m_fd, -1)) != 0) {
        m_error = errno;
    }
    if (m_error != 0) {
        discard();
        unlink(m_temporary.c_str());
        return failure(m_path, "cannot write the file", m_error);
    }
    if (rename(m_temporary.c_str(), m_path.c_str()) != 0) {
        const int renameError = errno;
        unlink(m_temporary.c_str());
        return failure(m_path, "cannot replace the file", renameError);
    }
    syncFolder(folderOf(m_path));
    return std::nullopt;
}

std::optional<std::string> writeFileAtomically(const std::string &path, std::string_view bytes)
{
    auto file = AtomicFile::create(path);
    if (!file.ok()) {
        return file.error();
    }
    file->write(bytes);
    return file->commit();
}

} // namespace xq
