#include "engineclient/process.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace xq::client {

namespace {

constexpr std::size_t MaxLineLength = 64 * 1024;

/// A pair of connected sockets, both close-on-exec. Sockets rather than pipes so that writing
/// to a dead engine can use MSG_NOSIGNAL instead of changing the process's SIGPIPE handling.
bool socketPair(int fds[2])
{
    return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0;
}

void closeFd(int &fd)
{
    if (fd >= 0) {
        close(fd);
        fd = -1;
    }
}

/// In the child between fork and exec: only async-signal-safe calls.
[[noreturn]] void execChild(char *const *argv, const char *dir, int in, int out, int report)
{
    setpgid(0, 0);
    dup2(in, STDIN_FILENO);
    dup2(out, STDOUT_FILENO);
    const int devNull = open("/dev/null", O_WRONLY);
    if (devNull >= 0) {
        dup2(devNull, STDERR_FILENO);
    }
    if (dir != nullptr && chdir(dir) != 0) {
        const int error = errno;
        [[maybe_unused]] auto n = write(report, &error, sizeof error);
        _exit(127);
    }
    execvp(argv[0], argv);
    const int error = errno;
    [[maybe_unused]] auto n = write(report, &error, sizeof error);
    _exit(127);
}

} // namespace

Process::~Process()
{
    stop(std::chrono::milliseconds(0));
}

Result<bool> Process::start(const std::vector<std::string> &argv, const std::string &workingDir)
{
    stop(std::chrono::milliseconds(0));
    if (argv.empty()) {
        return Result<bool>::failure("empty command");
    }
    std::vector<char *> args;
    for (const std::string &arg : argv) {
        args.push_back(const_cast<char *>(arg.c_str()));
    }
    args.push_back(nullptr);
    int in[2];
    int out[2];
    int report[2];
    if (!socketPair(in) || !socketPair(out) || pipe2(report, O_CLOEXEC) != 0) {
        return Result<bool>::failure(std::string("cannot create pipes: ") + std::strerror(errno));
    }
    const pid_t pid = fork();
    if (pid == 0) {
        execChild(args.data(), workingDir.empty() ? nullptr : workingDir.c_str(), in[1], out[1],
            report[1]);
    }
    close(in[1]);
    close(out[1]);
    close(report[1]);
    if (pid < 0) {
        close(in[0]);
        close(out[0]);
        close(report[0]);
        return Result<bool>::failure(std::string("cannot fork: ") + std::strerror(errno));
    }
    m_pid = pid;
    m_reaped = false;
    m_in = in[0];
    m_out = out[0];
    m_buffer.clear();
    int error = 0;
    const auto n = read(report[0], &error, sizeof error);
    close(report[0]);
    if (n == sizeof error) {
        stop(std::chrono::milliseconds(0));
        return Result<bool>::failure("cannot run " + argv[0] + ": " + std::strerror(error));
    }
    return true;
}

bool Process::writeLine(std::string_view line)
{
    if (m_in < 0) {
        return false;
    }
    std::string text(line);
    text += '\n';
    std::size_t done = 0;
    while (done < text.size()) {
        const auto n = send(m_in, text.data() + done, text.size() - done, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

bool Process::fillBuffer(Clock::time_point deadline, ReadStatus &status)
{
    const auto left
        = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    pollfd fd { m_out, POLLIN, 0 };
    const int ready = poll(&fd, 1, static_cast<int>(std::max<long long>(0, left.count())));
    if (ready < 0 && errno == EINTR) {
        return true;
    }
    if (ready <= 0) {
        status = ReadStatus::Timeout;
        return false;
    }
    char chunk[4096];
    const auto n = read(m_out, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) {
        return true;
    }
    if (n <= 0) {
        status = ReadStatus::Closed;
        return false;
    }
    m_buffer.append(chunk, static_cast<std::size_t>(n));
    return true;
}

ReadResult Process::readLine(Clock::time_point deadline)
{
    if (m_out < 0) {
        return { ReadStatus::Closed, {} };
    }
    for (;;) {
        const auto newline = m_buffer.find('\n');
        if (newline != std::string::npos || m_buffer.size() >= MaxLineLength) {
            const auto length = std::min(newline, MaxLineLength);
            std::string line = m_buffer.substr(0, length);
            m_buffer.erase(0, newline == std::string::npos ? length : length + 1);
            if (!line.empty() && line.back() == '\r') {
                line.pop_back();
            }
            return { ReadStatus::Line, std::move(line) };
        }
        ReadStatus status = ReadStatus::Line;
        if (!fillBuffer(deadline, status)) {
            return { status, {} };
        }
    }
}

bool Process::hasExited()
{
    if (m_pid <= 0 || m_reaped) {
        return true;
    }
    if (waitpid(m_pid, &m_exitStatus, WNOHANG) == m_pid) {
        m_reaped = true;
    }
    return m_reaped;
}

std::string Process::stop(std::chrono::milliseconds grace)
{
    if (m_pid <= 0) {
        return {};
    }
    const auto until = Clock::now() + grace;
    while (!hasExited() && Clock::now() < until) {
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    std::string how;
    if (!hasExited()) {
        kill(-m_pid, SIGKILL);
        kill(m_pid, SIGKILL);
        while (waitpid(m_pid, &m_exitStatus, 0) < 0 && errno == EINTR) { }
        how = "killed";
    } else {
        // Reap whatever the engine left in its process group too.
        kill(-m_pid, SIGKILL);
        how = describeExit(m_exitStatus);
    }
    closePipes();
    m_pid = -1;
    m_reaped = false;
    return how;
}

void Process::closePipes()
{
    closeFd(m_in);
    closeFd(m_out);
}

std::vector<std::string> splitCommand(std::string_view command)
{
    std::vector<std::string> words;
    std::string word;
    bool inWord = false;
    char quote = 0;
    for (const char c : command) {
        if (quote != 0) {
            if (c == quote) {
                quote = 0;
            } else {
                word += c;
            }
        } else if (c == '\'' || c == '"') {
            quote = c;
            inWord = true;
        } else if (c == ' ' || c == '\t') {
            if (inWord) {
                words.push_back(std::move(word));
                word.clear();
                inWord = false;
            }
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord) {
        words.push_back(std::move(word));
    }
    return words;
}

std::string describeExit(int status)
{
    if (WIFEXITED(status)) {
        return "exited with code " + std::to_string(WEXITSTATUS(status));
    }
    if (WIFSIGNALED(status)) {
        return "killed by signal " + std::to_string(WTERMSIG(status));
    }
    return "ended";
}

} // namespace xq::client
