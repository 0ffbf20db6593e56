// GGF and transcript reading and writing: NBoard's and the referee's forms, passes written or
// implied, round trips, and bad input answered with an error.

#include "reversi/recordformats.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace reversi;

class TestReversiRecords : public QObject {
    Q_OBJECT

private slots:
    void readsGgf();
    void ggfRoundTrip_data();
    void ggfRoundTrip();
    void transcriptRoundTrip_data();
    void transcriptRoundTrip();
    void rejectsBadGgf_data();
    void rejectsBadGgf();
    void rejectsBadTranscripts_data();
    void rejectsBadTranscripts();
    void fuzzCorpusRoundTrips_data();
    void fuzzCorpusRoundTrips();
};

void TestReversiRecords::readsGgf()
{
    const std::string ggf
        = "(;GM[Othello]PC[NBoard]PB[alice]PW[bo\\]b]RE[?]TI[5:00]TY[8]"
          "BO[8 ---------------------------O*------*O--------------------------- *]"
          "B[F5//1.23]W[d6/-0.50/0.1]B[C3];)";
    const RecordResult result = readGgf(ggf);
    QVERIFY2(result.game.has_value(), result.error.c_str());
    QCOMPARE(result.game->moves(),
        (std::vector<Move> { parseMove("f5"), parseMove("d6"), parseMove("c3") }));
    QCOMPARE(result.game->blackName, std::string("alice"));
    QCOMPARE(result.game->whiteName, std::string("bo]b"));
    QCOMPARE(result.game->position().sideToMove(), Color::White);
    QCOMPARE(writeTranscript(*result.game), std::string("f5d6c3"));
}

void TestReversiRecords::ggfRoundTrip_data()
{
    QTest::addColumn<QString>("transcript");
    QTest::addColumn<int>("plies");
    QTest::newRow("empty game") << "" << 0;
    QTest::newRow("opening") << "f5d6c3d3c4f4f6f3e6e7" << 10;
    QTest::newRow("custom start, white passes")
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O a1" << 2;
}

void TestReversiRecords::ggfRoundTrip()
{
    QFETCH(QString, transcript);
    QFETCH(int, plies);
    const RecordResult read = readTranscript(transcript.toStdString());
    QVERIFY2(read.game.has_value(), read.error.c_str());
    QCOMPARE(static_cast<int>(read.game->moves().size()), plies);
    const std::string ggf = writeGgf(*read.game);
    const RecordResult again = readGgf(ggf);
    QVERIFY2(again.game.has_value(), again.error.c_str());
    QVERIFY(*again.game == *read.game);
    QCOMPARE(writeGgf(*again.game), ggf);
}

void TestReversiRecords::transcriptRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::newRow("plain") << "f5d6c3"
                           << "f5d6c3";
    QTest::newRow("upper case, spaces, dashes") << "F5 D6-C3 "
                                                << "f5d6c3";
    QTest::newRow("pass at the end")
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O pa"
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O pa";
    QTest::newRow("explicit pass")
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O pa a1"
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O a1";
}

void TestReversiRecords::transcriptRoundTrip()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    const RecordResult read = readTranscript(text.toStdString());
    QVERIFY2(read.game.has_value(), read.error.c_str());
    QCOMPARE(QString::fromStdString(writeTranscript(*read.game)), written);
    const RecordResult again = readTranscript(written.toStdString());
    QVERIFY(again.game.has_value());
    QVERIFY(*again.game == *read.game);
}

void TestReversiRecords::rejectsBadGgf_data()
{
    QTest::addColumn<QString>("text");
    const QString board
        = "BO[8 ---------------------------O*------*O--------------------------- *]";
    QTest::newRow("empty") << "";
    QTest::newRow("no end") << "(;GM[Othello]" + board;
    QTest::newRow("no board") << "(;GM[Othello]B[F5];)";
    QTest::newRow("10x10 board") << "(;GM[Othello]BO[10 ---];)";
    QTest::newRow("short board") << "(;BO[8 ---- *];)";
    QTest::newRow("illegal move") << "(;" + board + "B[A1];)";
    QTest::newRow("out of turn") << "(;" + board + "W[F5];)";
    QTest::newRow("bad move") << "(;" + board + "B[Z9];)";
    QTest::newRow("unterminated value") << "(;" + board + "B[F5;)";
    QTest::newRow("lower-case key") << "(;" + board + "b[F5];)";
    QTest::newRow("pass when a move exists") << "(;" + board + "B[PA];)";
}

void TestReversiRecords::rejectsBadGgf()
{
    QFETCH(QString, text);
    const RecordResult result = readGgf(text.toStdString());
    QVERIFY(!result.game.has_value());
    QVERIFY(!result.error.empty());
}

void TestReversiRecords::rejectsBadTranscripts_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("illegal first move") << "a1";
    QTest::newRow("odd length") << "f5d";
    QTest::newRow("not a square") << "f5z9";
    QTest::newRow("repeated square") << "f5f5";
    QTest::newRow("bad start")
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX Q a1";
}

void TestReversiRecords::rejectsBadTranscripts()
{
    QFETCH(QString, text);
    const RecordResult result = readTranscript(text.toStdString());
    QVERIFY(!result.game.has_value());
    QVERIFY(!result.error.empty());
}

void TestReversiRecords::fuzzCorpusRoundTrips_data()
{
    // The fuzz targets' seeds and findings, checked as the targets check them, without a fuzzer.
    QTest::addColumn<QString>("path");
    const QDir corpus(QDir::cleanPath(QStringLiteral(XQ_TEST_DATA_DIR "/../../fuzz/corpus")));
    for (const char *folder : { "ggf", "transcript" }) {
        const QDir dir(corpus.filePath(folder));
        const QStringList names = dir.entryList(QDir::Files, QDir::Name);
        QVERIFY2(!names.isEmpty(), folder);
        for (const QString &name : names) {
            QTest::newRow(qPrintable(QString(folder) + "/" + name)) << dir.filePath(name);
        }
    }
}

void TestReversiRecords::fuzzCorpusRoundTrips()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    const bool ggf = path.contains(QStringLiteral("/ggf/"));
    const RecordResult read = ggf ? readGgf(text) : readTranscript(text);
    if (!read.game) {
        QVERIFY(!read.error.empty());
        return;
    }
    const std::string written = ggf ? writeGgf(*read.game) : writeTranscript(*read.game);
    const RecordResult again = ggf ? readGgf(written) : readTranscript(written);
    QVERIFY2(again.game.has_value(), again.error.c_str());
    QVERIFY(again.game->moves() == read.game->moves());
    QVERIFY(again.game->start() == read.game->start());
}

QTEST_APPLESS_MAIN(TestReversiRecords)
#include "tst_reversirecords.moc"
