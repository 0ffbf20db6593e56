// xiangqi-cli as a script uses it: exit codes, convert for files and folders, validate's
// report of the first problem, info's summary.

#include "core/records.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private:
    Run cli(const QStringList &args)
    {
        QProcess process;
        process.start(QCoreApplication::applicationDirPath() + "/xiangqi-cli", args);
        if (!process.waitForFinished(30000)) {
            qWarning("xiangqi-cli did not finish");
            return {};
        }
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError()) };
    }

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(QCoreApplication::applicationDirPath() + "/xiangqi-cli"));
        QVERIFY(m_dir.isValid());
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
