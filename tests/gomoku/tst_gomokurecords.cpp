// Gomoku records: Piskvork's .psq and the plain move list, read, written and read back; bad
// files refused with a reason; every fuzz corpus input keeps the round trip.

#include "../fuzz/gomokuroundtrip.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace gomoku;
using namespace gomoku::fuzz;

Q_DECLARE_METATYPE(gomoku::fuzz::GomokuFormat)

class TestGomokuRecords : public QObject {
    Q_OBJECT

private slots:
    void readsPsq();
    void readsMoveList();
    void roundTrips_data();
    void roundTrips();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void corpusRoundTrips_data();
    void corpusRoundTrips();
};

void TestGomokuRecords::readsPsq()
{
    // As gomatch.py writes it: 1-based x,y,ms, black's name, white's, the finish code.
    const auto result = readPsq(
        "Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,9,120\r\n8,9,0\r\nalpha\r\nbeta\r\n0\r\n");
    QVERIFY2(result.ok(), result.error.c_str());
    QCOMPARE(result.game->size, 15);
    QCOMPARE(result.game->moves, (std::vector<Point> { { 7, 7 }, { 8, 8 }, { 7, 8 } }));
    QCOMPARE(result.game->black, std::string("alpha"));
    QCOMPARE(result.game->white, std::string("beta"));
    const auto twenty = readPsq("Piskvorky 20x20, 11:11, 0\n20,1,0\n");
    QVERIFY(twenty.ok());
    QCOMPARE(twenty.game->moves.front(), (Point { 19, 0 }));
}

void TestGomokuRecords::readsMoveList()
{
    const auto result = readMoveList("h8 i9, h9\n h10\r\n");
    QVERIFY2(result.ok(), result.error.c_str());
    QCOMPARE(result.game->moves, (std::vector<Point> { { 7, 7 }, { 8, 6 }, { 7, 6 }, { 7, 5 } }));
    QCOMPARE(writeMoveList(*result.game), std::string("h8 i9 h9 h10\n"));
    const auto twenty = readMoveList("t20 a1", 20);
    QVERIFY(twenty.ok());
    QCOMPARE(twenty.game->moves, (std::vector<Point> { { 19, 0 }, { 0, 19 } }));
}

void TestGomokuRecords::roundTrips_data()
{
    QTest::addColumn<GomokuFormat>("format");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("moves");
    QTest::newRow("psq, empty game") << GomokuFormat::Psq << 15 << "";
    QTest::newRow("psq, 15x15") << GomokuFormat::Psq << 15 << "h8 i9 h9 h10 g8 o15 a1";
    QTest::newRow("psq, 20x20") << GomokuFormat::Psq << 20 << "k10 t20 a1 t1";
    QTest::newRow("move list, 15x15") << GomokuFormat::MoveList << 15 << "h8 i9 o1";
    QTest::newRow("move list, 20x20") << GomokuFormat::MoveList << 20 << "k10 t20 a20";
}

void TestGomokuRecords::roundTrips()
{
    QFETCH(GomokuFormat, format);
    QFETCH(int, size);
    QFETCH(QString, moves);
    const auto record = readMoveList(moves.toStdString(), size);
    QVERIFY2(record.ok(), record.error.c_str());
    GameRecord game = *record.game;
    game.black = format == GomokuFormat::Psq ? "Black player" : "";
    game.white = format == GomokuFormat::Psq ? "白棋" : "";
    const auto failure = roundTripFailure(game, format);
    QVERIFY2(!failure, failure ? failure->c_str() : "");
}

void TestGomokuRecords::refusesBadFiles_data()
{
    QTest::addColumn<GomokuFormat>("format");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("reason"); // a part of the error text

    QTest::newRow("empty psq") << GomokuFormat::Psq << QByteArray() << "empty";
    QTest::newRow("no header") << GomokuFormat::Psq << QByteArray("8,8,0\n") << "header";
    QTest::newRow("rectangular") << GomokuFormat::Psq << QByteArray("Piskvorky 15x20, 11:11, 0\n")
                                 << "header";
    QTest::newRow("size too big") << GomokuFormat::Psq << QByteArray("Piskvorky 40x40, 11:11, 0\n")
                                  << "size";
    QTest::newRow("move off the board")
        << GomokuFormat::Psq << QByteArray("Piskvorky 15x15, 11:11, 0\n16,1,0\n") << "off";
    QTest::newRow("move zero") << GomokuFormat::Psq
                               << QByteArray("Piskvorky 15x15, 11:11, 0\n0,1,0\n") << "off";
    QTest::newRow("occupied twice")
        << GomokuFormat::Psq << QByteArray("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n")
        << "occupied";
    QTest::newRow("list: letter off the board")
        << GomokuFormat::MoveList << QByteArray("h8 p8") << "p8";
    QTest::newRow("list: row off the board")
        << GomokuFormat::MoveList << QByteArray("h8 h16") << "h16";
    QTest::newRow("list: garbage")
        << GomokuFormat::MoveList << QByteArray("h8 \xff\xfe") << "not a point";
    QTest::newRow("list: occupied")
        << GomokuFormat::MoveList << QByteArray("h8 i9 h8") << "occupied";
}

void TestGomokuRecords::refusesBadFiles()
{
    QFETCH(GomokuFormat, format);
    QFETCH(QByteArray, text);
    QFETCH(QString, reason);
    const auto result = readAs(std::string_view(text.constData(), text.size()), format);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.find(reason.toStdString()) != std::string::npos, result.error.c_str());
}

void TestGomokuRecords::corpusRoundTrips_data()
{
    QTest::addColumn<GomokuFormat>("format");
    QTest::addColumn<QString>("path");
    const QDir corpus(XQ_FUZZ_CORPUS_DIR);
    int count = 0;
    for (const auto &[folder, format] : { std::pair { "psq", GomokuFormat::Psq },
             std::pair { "movelist", GomokuFormat::MoveList } }) {
        const QDir dir(corpus.filePath(folder));
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(QString(folder) + "/" + name)) << format << dir.filePath(name);
            ++count;
        }
    }
    if (count == 0) {
        QFAIL("no Gomoku fuzz corpus in tests/fuzz/corpus/{psq,movelist}");
    }
}

void TestGomokuRecords::corpusRoundTrips()
{
    QFETCH(GomokuFormat, format);
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto record = readAs(std::string_view(bytes.constData(), bytes.size()), format);
    if (!record.ok()) {
        QVERIFY(!record.error.empty());
        return; // the fuzzer keeps inputs that do not read, too
    }
    const auto failure = roundTripFailure(*record.game, format);
    QVERIFY2(!failure, failure ? failure->c_str() : "");
}

QTEST_APPLESS_MAIN(TestGomokuRecords)
#include "tst_gomokurecords.moc"
