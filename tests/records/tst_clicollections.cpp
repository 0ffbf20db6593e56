// xiangqi-cli as collectors use it: folders with a summary line, JSON, standard input and
// output, merging and splitting collections, name clashes and existing files, leniency and
// --strict, files that are no records, and a large collection read in little memory.

#include "clirunner.h"
#include "filesizelimit.h"

#include "records/records.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace xq;
using namespace xq::testing;

namespace {

// Two Red chariots on file 9 (a0, a2) with a soldier in front: 车九进一 can only be the rear one.
const char *AmbiguousGame = "[FEN \"3k5/9/9/9/9/9/P8/R8/9/R3K4 w - - 0 1\"]\n1. 车九进一 *\n";
const char *Prose = "各位棋友，大家好。\n今天谈谈中炮。\n";

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        qFatal("cannot write %s", qPrintable(path));
    }
}

QByteArray fileData(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::string std8(const QString &text)
{
    return text.toStdString();
}

/// A collection of `games` copies of the sample game, each with its own Round.
QByteArray collection(int games)
{
    const QByteArray game = fileData(dataFile("sample-utf8.pgn"));
    if (game.isEmpty()) {
        qFatal("missing test data sample-utf8.pgn");
    }
    QByteArray text;
    for (int i = 1; i <= games; ++i) {
        text += "[Round \"" + QByteArray::number(i) + "\"]\n" + game + "\n";
    }
    return text;
}

} // namespace

class TestCliCollections : public QObject {
    Q_OBJECT

private:
    Run cli(const QStringList &args, const QString &input = QStringLiteral("/dev/null"))
    {
        return runCli(args, m_outputDir, input);
    }

    /// A folder of records: two good ones, one with a warning, one that is prose.
    QString recordFolder(const QString &name)
    {
        const QString folder = m_dir.filePath(name);
        writeFile(folder + "/a.pgn", fileData(dataFile("sample-utf8.pgn")));
        writeFile(folder + "/sub/b.xqf", fileData(dataFile("sample-v18.xqf")));
        writeFile(folder + "/sub/ambiguous.pgn", AmbiguousGame);
        writeFile(folder + "/notes.txt", Prose);
        return folder;
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_outputDir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_outputDir.isValid());
    }

    void validateAFolder()
    {
        const QString folder = recordFolder("validate");
        const Run run = cli({ "validate", folder });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(folder + "/notes.txt: not a game record"), qPrintable(run.out));
        QVERIFY2(run.out.contains(folder
                     + "/sub/ambiguous.pgn: warning: line 2, column 4: move "
                       "1 车九进一 names its stone by a file two of them share"),
            qPrintable(run.out));
        QVERIFY(run.out.contains(folder + "/sub/b.xqf: ok, 7 moves in the main line"));
        QVERIFY2(run.out.endsWith("4 files, 3 games, 15 moves, 1 warning, 1 error\n"),
            qPrintable(run.out));
        QCOMPARE(run.err, QString()); // no progress line when standard error is no terminal
    }

    void strictRefusesWhatLeniencyForgives()
    {
        const QString file = m_dir.filePath("strict/ambiguous.pgn");
        writeFile(file, AmbiguousGame);
        QCOMPARE(cli({ "validate", file }).exitCode, 0);
        const Run strict = cli({ "validate", "--strict", file });
        QCOMPARE(strict.exitCode, 1);
        QVERIFY2(strict.out.contains(file + ": PGN: line 2, column 4: illegal move 1. 车九进一"),
            qPrintable(strict.out));
    }

    void infoShowsDiagramsAndWarnings()
    {
        const QString diagram = m_dir.filePath("info/mate.fen");
        writeFile(diagram, "3k5/9/9/9/3Rr4/9/9/9/9/4K4 w - - 0 1\n");
        const Run run = cli({ "info", diagram });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Diagram: yes"), qPrintable(run.out));
        QVERIFY(run.out.contains("Warning: line 1: the position cannot arise in a game"));
        QVERIFY(run.out.contains("Format: FEN"));
        const Run strict = cli({ "info", "--strict", diagram });
        QCOMPARE(strict.exitCode, 1);
        QVERIFY2(strict.err.contains(diagram
                     + ": FEN: line 1: the position cannot arise in a game: "
                       "both generals are in check"),
            qPrintable(strict.err));
    }

    void json()
    {
        const QString folder = recordFolder("json");
        const Run validate = cli({ "validate", "--json", folder });
        QCOMPARE(validate.exitCode, 1);
        QJsonParseError error;
        const auto report = QJsonDocument::fromJson(validate.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject summary = report["summary"].toObject();
        QCOMPARE(summary["files"].toInt(), 4);
        QCOMPARE(summary["games"].toInt(), 3); // notes.txt holds none
        QCOMPARE(summary["warnings"].toInt(), 1);
        QCOMPARE(summary["errors"].toInt(), 1);
        const QJsonArray files = report["files"].toArray();
        QCOMPARE(files.size(), 4);
        QCOMPARE(files[1]["path"].toString(), folder + "/notes.txt");
        QVERIFY(files[1]["errors"][0].toString().contains("not a game record"));

        const Run info = cli({ "info", "--json", dataFile("sample-gbk.pgn") });
        QCOMPARE(info.exitCode, 0);
        const auto described = QJsonDocument::fromJson(info.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject file = described["files"][0].toObject();
        QCOMPARE(file["format"].toString(), QString("PGN"));
        QCOMPARE(file["encoding"].toString(), QString("GBK"));
        const QJsonObject game = file["gameInfo"][0].toObject();
        QCOMPARE(game["tags"]["Red"].toString(), QString::fromUtf8("张三"));
        QCOMPARE(game["moves"].toInt(), 7);
        QCOMPARE(game["movesInAll"].toInt(), 10);
        QCOMPARE(game["variations"].toInt(), 2);
        QCOMPARE(game["comments"].toInt(), 3);
        QCOMPARE(game["result"].toString(), QString("1-0"));
    }

    void standardInputAndOutput()
    {
        // Binary XQF in, ICCS PGN out; option values in any case.
        const Run run = cli(
            { "convert", "-", "-", "--to", "PGN", "--format", "ICCS" }, dataFile("sample-v18.xqf"));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("[Format \"ICCS\"]"));
        const auto read = readRecord(std8(run.out), RecordFormat::Pgn);
        const auto original = loadRecord(std8(dataFile("sample-v18.xqf")));
        QVERIFY2(read.ok(), read.error().c_str());
        QVERIFY(original.ok() && read->sameGame(*original));
        const Run validate = cli({ "validate", "-" }, dataFile("collection.pgn"));
        QCOMPARE(validate.exitCode, 0);
        QVERIFY2(
            validate.out.contains("(standard input): 3 of 3 games ok"), qPrintable(validate.out));
    }

    void versionAndHelp()
    {
        const Run version = cli({ "--version" });
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(QRegularExpression("^xiangqi-cli \\d+\\.\\d+").match(version.out).hasMatch(),
            qPrintable(version.out));
        const Run help = cli({ "--help" });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.startsWith("usage:"));
        QCOMPARE(help.err, QString());
        const Run wrong = cli({ "frobnicate" });
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY(wrong.err.contains("unknown command"));
        QCOMPARE(wrong.out, QString());
    }

    void aFolderWhereAFileIsExpected()
    {
        const QString folder = m_dir.filePath("folder.pgn");
        QVERIFY(QDir().mkpath(folder));
        const auto bytes = readFileBytes(std8(folder));
        QVERIFY(!bytes.ok());
        QCOMPARE(bytes.error(), std::string("is a folder, not a record file"));
        const auto game = loadRecord(std8(folder));
        QVERIFY(!game.ok() && game.error().find("is a folder") != std::string::npos);
    }

    void folderConversionResolvesNameClashes()
    {
        const QString in = m_dir.filePath("clash-in");
        writeFile(in + "/a.pgn", fileData(dataFile("sample-iccs.pgn")));
        writeFile(in + "/a.xqf", fileData(dataFile("sample-ending-v11.xqf")));
        const QString out = m_dir.filePath("clash-out");
        const Run run = cli({ "convert", in, out, "--to", "pgn" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("converted 2 records, 0 failed"), qPrintable(run.out));
        const auto first = loadRecord(std8(out + "/a.pgn"));
        const auto second = loadRecord(std8(out + "/a-2.pgn"));
        QVERIFY(first.ok() && second.ok());
        QVERIFY(first->sameGame(*loadRecord(std8(in + "/a.pgn"))));
        QVERIFY(second->sameGame(*loadRecord(std8(in + "/a.xqf"))));

        // Again: the outputs exist, so nothing is written without --force.
        writeFile(out + "/a.pgn", "kept");
        const Run again = cli({ "convert", in, out });
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(out + "/a.pgn: the file exists (--force replaces it)"),
            qPrintable(again.err));
        QCOMPARE(fileData(out + "/a.pgn"), QByteArray("kept"));
        QCOMPARE(cli({ "convert", in, out, "--force" }).exitCode, 0);
        QVERIFY(loadRecord(std8(out + "/a.pgn"))->sameGame(*loadRecord(std8(in + "/a.pgn"))));
    }

    void aConversionNeverOverwritesItsSource()
    {
        const QString folder = m_dir.filePath("same");
        writeFile(folder + "/a.pgn", fileData(dataFile("sample-iccs.pgn")));
        writeFile(folder + "/a.xqf", fileData(dataFile("sample-v10.xqf")));
        const QByteArray source = fileData(folder + "/a.pgn");
        const Run run = cli({ "convert", folder, folder, "--force" });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(fileData(folder + "/a.pgn"), source);
        // a.pgn and a.xqf both want a.pgn, a source: they get a-2.pgn and a-3.pgn.
        QVERIFY(
            loadRecord(std8(folder + "/a-2.pgn"))->sameGame(*loadRecord(std8(folder + "/a.pgn"))));
        QVERIFY(
            loadRecord(std8(folder + "/a-3.pgn"))->sameGame(*loadRecord(std8(folder + "/a.xqf"))));
        const Run self = cli({ "convert", folder + "/a.pgn", folder + "/a.pgn", "--force" });
        QCOMPARE(self.exitCode, 1);
        QVERIFY(self.err.contains("is the file being converted"));
        QCOMPARE(fileData(folder + "/a.pgn"), source);
    }

    void aFailedConversionKeepsTheOldFile()
    {
        const QString in = m_dir.filePath("interrupted.pgn");
        writeFile(in, collection(100));
        const QString out = m_dir.filePath("interrupted-out/kept.pgn");
        writeFile(out, "the old file");
        Run run;
        {
            const FileSizeLimit limit(8192); // the conversion is about 40 kB
            run = cli({ "convert", in, out, "--force", "--format", "wxf" });
        }
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(out + ": cannot write the file"), qPrintable(run.err));
        QCOMPARE(fileData(out), QByteArray("the old file"));
        QCOMPARE(QDir(QFileInfo(out).path()).entryList(QDir::Files), QStringList { "kept.pgn" });
    }

    void mergeAFolderIntoOneCollection()
    {
        const QString folder = recordFolder("merge");
        QFile::remove(folder + "/notes.txt");
        const QString out = m_dir.filePath("merged.pgn");
        const Run run = cli({ "convert", folder, out });
        QCOMPARE(run.exitCode, 0);
        const auto games = loadRecords(std8(out));
        QVERIFY2(games.ok(), games.error().c_str());
        QCOMPARE(games->size(), std::size_t(3));
        QVERIFY((*games)[0].sameGame(*loadRecord(std8(folder + "/a.pgn"))));
    }

    void splitACollection()
    {
        const QString named = m_dir.filePath("split-named") + "/";
        const Run run = cli(
            { "convert", dataFile("collection.pgn"), named, "--name", "{Red}-{Black}-{Round}" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QFile::exists(named + QString::fromUtf8("张三-李四-1.pgn")));
        QVERIFY(QFile::exists(named + QString::fromUtf8("李四-张三-2.pgn")));
        QVERIFY(QFile::exists(named + "--3.pgn"));

        const QString twelve = m_dir.filePath("twelve.pgn");
        writeFile(twelve, collection(12));
        const QString numbered = m_dir.filePath("split-numbered");
        QVERIFY(QDir().mkpath(numbered));
        QCOMPARE(cli({ "convert", twelve, numbered, "--to", "XQF" }).exitCode, 0);
        const QStringList files = QDir(numbered).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 12);
        QCOMPARE(files.front(), QString("01.xqf"));
        QCOMPARE(files.back(), QString("12.xqf"));
        const auto last = loadRecord(std8(numbered + "/12.xqf"));
        QVERIFY2(last.ok(), last.error().c_str());
        QCOMPARE(last->moveCount(), loadRecord(std8(dataFile("sample-utf8.pgn")))->moveCount());
    }

    void aLargeCollectionIsReadInLittleMemory()
    {
        // Memory must not grow with the file: eight times the games, about the same peak.
        const QString small = m_dir.filePath("small.pgn");
        const QString large = m_dir.filePath("large.pgn");
        writeFile(small, collection(500));
        writeFile(large, collection(4000));
        const Run smallRun = cli({ "validate", small });
        const Run largeRun = cli({ "validate", large });
        QCOMPARE(smallRun.exitCode, 0);
        QCOMPARE(largeRun.exitCode, 0);
        QVERIFY(largeRun.out.contains("4000 of 4000 games ok"));
        QVERIFY(QFileInfo(large).size() > 1'500'000);
        constexpr long AllowedGrowthKilobytes = 2048;
        QVERIFY2(largeRun.peakKilobytes - smallRun.peakKilobytes < AllowedGrowthKilobytes,
            qPrintable(QString("peak %1 kB for %2 bytes, %3 kB for %4 bytes")
                           .arg(smallRun.peakKilobytes)
                           .arg(QFileInfo(small).size())
                           .arg(largeRun.peakKilobytes)
                           .arg(QFileInfo(large).size())));
    }
};

QTEST_GUILESS_MAIN(TestCliCollections)
#include "tst_clicollections.moc"
