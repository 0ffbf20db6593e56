// xiangqi-cli analyse on a file of several games: every game comes back, replays in the records
// reader, and the known blunder is marked ?? with a better line beside it; bad arguments are a
// usage error.

#include "reviewgames.h"

#include "records/records.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CliRun {
    int exitCode = -1;
    QString errors;
};

CliRun runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(XQ_CLI_BIN), args);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardError()) };
}

} // namespace

class TestAnalyseCli : public QObject {
    Q_OBJECT

private slots:
    void analysesEveryGame_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("marks");
        QTest::addColumn<QString>("blunderText");
        QTest::newRow("iccs, symbols") << "iccs"
                                       << "symbols"
                                       << "E2-E6??";
        QTest::newRow("iccs, NAGs") << "iccs"
                                    << "nags"
                                    << "E2-E6 $4";
        QTest::newRow("chinese, default marks") << "chinese"
                                                << ""
                                                << "炮五进四??";
    }

    void analysesEveryGame()
    {
        QFETCH(QString, format);
        QFETCH(QString, marks);
        QFETCH(QString, blunderText);
        QTemporaryDir dir;
        const std::string in = dir.filePath("games.pgn").toStdString();
        const std::string out = dir.filePath("annotated.pgn").toStdString();
        QVERIFY(!xq::saveRecords({ reviewgames::soundGame(), reviewgames::blunderGame() }, in));
        QStringList args { "analyse", QString::fromStdString(in), QString::fromStdString(out),
            "--movetime", "100", "--format", format };
        if (!marks.isEmpty()) {
            args << "--marks" << marks;
        }
        const CliRun run = runCli(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        QVERIFY2(run.errors.contains("game 2/2: position 6/6"), qPrintable(run.errors));
        const auto games = xq::loadRecords(out);
        QVERIFY2(games.ok(), games.error().c_str());
        QCOMPARE(int(games->size()), 2);
        QVERIFY((*games)[0].mainLine().size() == 5);
        for (const xq::NodeId node : (*games)[0].mainLine()) {
            QVERIFY((*games)[0].nag(node) != 4);
        }
        // The mark is read back from the file as the move's NAG, whichever way it was written.
        const xq::GameTree &blunder = (*games)[1];
        const xq::NodeId marked = blunder.mainLine()[2];
        QCOMPARE(blunder.nag(marked), 4);
        const QString comment = QString::fromStdString(blunder.comment(marked));
        QVERIFY2(comment.startsWith("Blunder ("), qPrintable(comment));
        QCOMPARE(int(blunder.children(blunder.parent(marked)).size()), 2);
        // The annotated file names the moves in the notation asked for.
        const auto bytes = xq::readFileBytes(out);
        QVERIFY(QString::fromStdString(*bytes).contains(blunderText));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no output") << QStringList { "analyse", "in.pgn" };
        QTest::newRow("bad format") << QStringList { "analyse", "a.pgn", "b.pgn", "--format", "x" };
        QTest::newRow("bad time") << QStringList { "analyse", "a.pgn", "b.pgn", "--movetime", "0" };
        QTest::newRow("bad marks") << QStringList { "analyse", "a.pgn", "b.pgn", "--marks", "x" };
        QTest::newRow("bad protocol") << QStringList { "analyse", "a.pgn", "b.pgn", "--engine",
            "/bin/cat", "--protocol", "xboard" };
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QCOMPARE(runCli(args).exitCode, 2);
    }

    void engineThatCannotStart()
    {
        QTemporaryDir dir;
        const std::string in = dir.filePath("games.pgn").toStdString();
        QVERIFY(!xq::saveRecords({ reviewgames::soundGame() }, in));
        const CliRun run = runCli({ "analyse", QString::fromStdString(in), dir.filePath("out.pgn"),
            "--engine", "/nonexistent/engine" });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.errors.contains("analyse: "), qPrintable(run.errors));
    }
};

QTEST_GUILESS_MAIN(TestAnalyseCli)
#include "tst_analysecli.moc"
