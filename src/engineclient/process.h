#pragma once

// A child process with its stdin and stdout on pipes: started with fork/exec in a process group
// of its own, read line by line with a deadline (poll), always reaped. Not thread-safe; one
// owner (thread) per process.

#include "core/result.h"

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace xq::client {

using Clock = std::chrono::steady_clock;

enum class ReadStatus { Line, Timeout, Closed };

struct ReadResult {
    ReadStatus status = ReadStatus::Closed;
    std::string line;
};

class Process {
public:
    Process() = default;
    ~Process();
    Process(const Process &) = delete;
    Process &operator=(const Process &) = delete;

    /// Starts `argv[0]` (searched in PATH) with the arguments, in `workingDir` when not empty.
    /// The child's stderr goes to /dev/null. Fails when the program cannot be executed.
    Result<bool> start(const std::vector<std::string> &argv, const std::string &workingDir = {});
    bool isRunning() const { return m_pid > 0; }
    /// The child's id (and its process group's); -1 when none runs.
    int pid() const { return m_pid; }
    /// Sends one line (a newline is added). False when the pipe is closed.
    bool writeLine(std::string_view line);
    /// The next line, waiting until `deadline` at most. Lines longer than 64 KiB are cut.
    ReadResult readLine(Clock::time_point deadline);
    /// Waits up to `grace` for the process to exit by itself, then kills its process group;
    /// always reaps it and closes the pipes. Returns a description of how it ended.
    std::string stop(std::chrono::milliseconds grace);
    /// Has the child exited (reaped without waiting)?
    bool hasExited();

private:
    void closePipes();
    bool fillBuffer(Clock::time_point deadline, ReadStatus &status);

    int m_pid = -1;
    int m_in = -1; ///< we write the child's stdin here
    int m_out = -1; ///< we read the child's stdout here
    int m_exitStatus = 0;
    bool m_reaped = false;
    std::string m_buffer;
};

/// Splits a command line the way a shell would for plain words, 'single' and "double" quotes.
std::vector<std::string> splitCommand(std::string_view command);

/// How a wait status reads: "exited with code 3", "killed by signal 11".
std::string describeExit(int status);

} // namespace xq::client
