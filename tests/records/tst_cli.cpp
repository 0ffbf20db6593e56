// xiangqi-cli as a script uses it: exit codes, convert for files and folders, validate's
// report of the first problem, info's summary; files with several games.

#include "clirunner.h"

#include "records/records.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace xq;
using namespace xq::testing;

class TestCli : public QObject {
    Q_OBJECT

private:
    Run cli(const QStringList &args) { return runCli(args, m_outputDir); }

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

    void helpNamesEveryFormat()
    {
        // The formats written and the extensions searched for come from the format table.
        const Run help = cli({ "--help" });
        QVERIFY2(help.out.contains("[--to xqf|cbr|cbf|ubb|eglib|fen|pgn]"), qPrintable(help.out));
        QVERIFY2(help.out.contains("*.cbr *.cbl *.qp *.cbf *.mxq"), qPrintable(help.out));
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
        QVERIFY2(failed.out.contains(bad + ": PGN: line 3, column 4: illegal move 2. h0h5 (Red)"),
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
        QVERIFY2(
            run.out.contains(bad + ": PGN game 2: line 6, column 4: illegal move 2. h0h5 (Red)"),
            qPrintable(run.out));
        QVERIFY(run.out.contains(bad + ": 2 of 3 games ok, 2 moves in the main lines"));
    }

    void validateNamesTheFormatOfEveryGameNotRead()
    {
        const auto write = [this](const char *name, const QByteArray &bytes) {
            const QString path = m_dir.filePath(name);
            QFile file(path);
            file.open(QIODevice::WriteOnly);
            file.write(bytes);
            return path;
        };
        const QString pgn = write("one-bad.pgn", "[Round \"1\"]\n1. h2e2 h9g7\n2. h0h5 *\n");
        const QString eglib = write("two.eglib",
            "one|3k5/9/9/9/9/9/9/9/9/4K4 w|e0d0\ntwo|3k5/9/9/9/9/9/9/9/9/4K4 w|e0e5\n");
        const QString fen = write("bad.fen", "3k5/9/9/9/9/9/9/9/9/4K4 x\n");
        const QString prose = write("notes.txt", "Some notes about the club's evening.\n");
        const Run run = cli({ "validate", pgn, eglib, fen, prose });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(pgn + ": PGN: line 3, column 4: illegal move 2. h0h5 (Red)"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains(eglib + ": EGLIB game 2: line 2: illegal move 1. e0e5 (Red)"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains(fen + ": FEN: line 1: "), qPrintable(run.out));
        // A file that holds no game says so; it was no format's file.
        QVERIFY2(run.out.contains(prose + ": not a game record: "), qPrintable(run.out));
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
