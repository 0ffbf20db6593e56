#pragma once

// Runs the built xiangqi-cli for the CLI tests: its exit code, output and peak memory.

#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

extern char **environ;

namespace xq::testing {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
    long peakKilobytes = 0; ///< the program's peak resident memory
};

inline QString dataFile(const char *name)
{
    return QStringLiteral(XQ_TEST_DATA_DIR "/") + QLatin1String(name);
}

inline constexpr std::chrono::milliseconds CliTimeout { 30000 };

/// The emulator a cross-built xiangqi-cli runs under, with its own arguments; empty when native.
inline std::vector<std::string> emulatorCommand()
{
    return { XQ_CLI_EMULATOR };
}

/// Waits up to `timeout` for `pid` to end (killing it after that); its exit code, or -1 when it
/// did not exit normally.
inline int waitForExit(pid_t pid, std::chrono::milliseconds timeout, long &peakKilobytes)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    int status = 0;
    for (;;) {
        rusage usage {};
        const pid_t done = wait4(pid, &status, WNOHANG, &usage);
        if (done == pid) {
            peakKilobytes = usage.ru_maxrss;
            return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
        if (done < 0) {
            return -1;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            qWarning("xiangqi-cli did not finish");
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return -1;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

inline QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// Runs `program` with `args` through posix_spawn, not QProcess: under qemu-user, Qt's
/// fork with a pidfd is refused, while posix_spawn works. Its output goes to files in `dir`.
inline Run runProgram(const QString &program, const QStringList &args, const QTemporaryDir &dir,
    const QString &input = QStringLiteral("/dev/null"))
{
    std::vector<std::string> command = emulatorCommand();
    command.push_back(program.toStdString());
    for (const QString &arg : args) {
        command.push_back(arg.toStdString());
    }
    std::vector<char *> argv;
    for (std::string &part : command) {
        argv.push_back(part.data());
    }
    argv.push_back(nullptr);

    const std::string outPath = dir.filePath("cli-stdout").toStdString();
    const std::string errPath = dir.filePath("cli-stderr").toStdString();
    const int flags = O_WRONLY | O_CREAT | O_TRUNC;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const std::string inPath = input.toStdString();
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, inPath.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath.c_str(), flags, 0600);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath.c_str(), flags, 0600);
    pid_t pid = 0;
    const int error = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0) {
        qWarning("cannot start %s: %s", argv[0], strerror(error));
        return {};
    }
    long peak = 0;
    const int exitCode = waitForExit(pid, CliTimeout, peak);
    return { exitCode, readText(QString::fromStdString(outPath)),
        readText(QString::fromStdString(errPath)), peak };
}

/// Runs xiangqi-cli (beside the test) with `args`, standard input from `input`.
inline Run runCli(const QStringList &args, const QTemporaryDir &dir,
    const QString &input = QStringLiteral("/dev/null"))
{
    return runProgram(QCoreApplication::applicationDirPath() + "/xiangqi-cli", args, dir, input);
}

} // namespace xq::testing
