// xiangqi-cli as a script uses it: exit codes, convert for files and folders, validate's
// report of the first problem, info's summary; files with several games.

#include "records/records.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

extern char **environ;

using namespace xq;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

QString dataFile(const char *name)
{
    return QStringLiteral(XQ_TEST_DATA_DIR "/") + QLatin1String(name);
}

constexpr std::chrono::milliseconds CliTimeout { 30000 };

/// The emulator a cross-built xiangqi-cli runs under, with its own arguments; empty when native.
std::vector<std::string> emulatorCommand()
{
    return { XQ_CLI_EMULATOR };
}

/// Waits up to `timeout` for `pid` to end (killing it after that); its exit code, or -1 when it
/// did not exit normally.
int waitForExit(pid_t pid, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    int status = 0;
    for (;;) {
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) {
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

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// Runs `program` with `args` through posix_spawn, not QProcess: under qemu-user, Qt's
/// fork with a pidfd is refused, while posix_spawn works. Its output goes to files in `dir`.
Run runProgram(const QString &program, const QStringList &args, const QTemporaryDir &dir)
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
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath.c_str(), flags, 0600);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath.c_str(), flags, 0600);
    pid_t pid = 0;
    const int error = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0) {
        qWarning("cannot start %s: %s", argv[0], strerror(error));
        return {};
    }
    const int exitCode = waitForExit(pid, CliTimeout);
    return { exitCode, readText(QString::fromStdString(outPath)),
        readText(QString::fromStdString(errPath)) };
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private:
    Run cli(const QStringList &args)
    {
        const QString program = QCoreApplication::applicationDirPath() + "/xiangqi-cli";
        return runProgram(program, args, m_outputDir);
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_outputDir; // the program's stdout and stderr, apart from what it writes

private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(QCoreApplication::applicationDirPath() + "/xiangqi-cli"));
        QVERIFY(m_dir.isValid());
        QVERIFY(m_outputDir.isValid());
    }

    void usageErrors()
    {
        QCOMPARE(cli({}).exitCode, 2);
        QCOMPARE(cli({ "frobnicate" }).exitCode, 2);
        QCOMPARE(cli({ "convert", dataFile("sample.ubb") }).exitCode, 2);
        QCOMPARE(cli({ "convert", dataFile("sample.ubb"), m_dir.filePath("x.doc") }).exitCode, 2);
        QCOMPARE(
            cli({ "convert", dataFile("sample.ubb"), m_dir.filePath("x.pgn"), "--format", "xyz" })
                .exitCode,
            2);
        QCOMPARE(cli({ "validate" }).exitCode, 2);
        QCOMPARE(cli({ "--help" }).exitCode, 0);
    }

    void validate()
    {
        const Run ok = cli({ "validate", dataFile("sample-v18.xqf"), dataFile("sample-gbk.pgn") });
        QCOMPARE(ok.exitCode, 0);
        QVERIFY(ok.out.contains("sample-v18.xqf: ok, 7 moves"));
        const QString bad = m_dir.filePath("bad.pgn");
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Game \"Chinese Chess\"]\n1. h2e2 h9g7\n2. h0h5 *\n");
        file.close();
        const Run failed = cli({ "validate", dataFile("sample.ubb"), bad });
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.out.contains(bad + ": line 3, column 4: illegal move 2. h0h5 (Red)"),
            qPrintable(failed.out));
        QCOMPARE(cli({ "validate", m_dir.filePath("missing.xqf") }).exitCode, 1);
    }

    void info()
    {
        const Run run = cli({ "info", dataFile("sample-utf8.pgn") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QString::fromUtf8("Red: 张三")));
        QVERIFY(run.out.contains("Result: 1-0"));
        QVERIFY(run.out.contains("Moves: 7"));
        QVERIFY(run.out.contains("Variations: 2"));
    }

    void infoListsEveryGame()
    {
        const Run run = cli({ "info", dataFile("collection.pgn") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("\nGame 1\n"));
        QVERIFY(run.out.endsWith("\nFormat: PGN\nEncoding: UTF-8\nGames: 3\n"));
        QVERIFY(
            run.out.contains(QString::fromUtf8("\nGame 2\nEvent: 样本赛\nRound: 2\nRed: 李四")));
        QVERIFY(run.out.contains("Result: 1/2-1/2\nMoves: 3\n"));
        QVERIFY(run.out.contains("Game 3\n"));
        QVERIFY(run.out.contains("FEN: 3k5/9/9/9/9/9/4p4/9/R8/4K4 b"));
    }

    void validateReportsEveryBadGame()
    {
        const QString bad = m_dir.filePath("bad-collection.pgn");
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Round \"1\"]\n1. h2e2 *\n\n[Round \"2\"]\n1. h2e2 h9g7\n2. h0h5 *\n\n"
                   "[Round \"3\"]\n1. c3c4 *\n");
        file.close();
        const Run run = cli({ "validate", bad });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(bad + ": game 2: line 6, column 4: illegal move 2. h0h5 (Red)"),
            qPrintable(run.out));
        QVERIFY(run.out.contains(bad + ": 2 of 3 games ok, 2 moves in the main lines"));
    }

    void convertSeveralGames()
    {
        const QString pgn = m_dir.filePath("all.pgn");
        QCOMPARE(
            cli({ "convert", dataFile("collection.pgn"), pgn, "--format", "iccs" }).exitCode, 0);
        const auto original = loadRecords(QString(dataFile("collection.pgn")).toStdString());
        const auto kept = loadRecords(pgn.toStdString());
        QVERIFY(original.ok() && kept.ok());
        QCOMPARE(kept->size(), std::size_t(3));
        for (std::size_t i = 0; i < kept->size(); ++i) {
            QVERIFY((*kept)[i].sameGame((*original)[i]));
        }
        // A format that holds one game gets a file per game.
        const Run run = cli({ "convert", dataFile("collection.pgn"), m_dir.filePath("one.xqf") });
        QCOMPARE(run.exitCode, 0);
        for (int i = 1; i <= 3; ++i) {
            const auto game
                = loadRecord(m_dir.filePath(QString("one-%1.xqf").arg(i)).toStdString());
            QVERIFY(game.ok());
            QCOMPARE(game->moveCount(), (*original)[i - 1].moveCount());
        }
        QVERIFY(!QFile::exists(m_dir.filePath("one.xqf")));
    }

    void convertFile()
    {
        const QString out = m_dir.filePath("v18.pgn");
        const Run run = cli(
            { "convert", dataFile("sample-v18.xqf"), out, "--format", "wxf", "--encoding", "gbk" });
        QCOMPARE(run.exitCode, 0);
        const auto bytes = readFileBytes(out.toStdString());
        QVERIFY(bytes.ok());
        QVERIFY(bytes->find("[Format \"WXF\"]") != std::string::npos);
        QVERIFY(!isValidUtf8(*bytes)); // GBK Chinese names
        const auto again = loadRecord(out.toStdString());
        const auto original = loadRecord(QString(dataFile("sample-v18.xqf")).toStdString());
        QVERIFY(again.ok() && original.ok());
        QVERIFY(again->sameGame(*original));
    }

    void convertFolder()
    {
        const QString out = m_dir.filePath("folder-out");
        const Run run = cli({ "convert", QStringLiteral(XQ_TEST_DATA_DIR), out, "--to", "ubb" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("0 failed"));
        QVERIFY(QFile::exists(out + "/sample-v10.ubb"));
        QVERIFY(QFile::exists(out + "/sample-iccs.ubb"));
        QCOMPARE(cli({ "validate", out + "/sample-v10.ubb" }).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
