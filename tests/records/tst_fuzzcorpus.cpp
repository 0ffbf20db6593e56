// Every input of the fuzz corpora, the minimised findings included, keeps the round-trip
// property the fuzz targets check: a regression test that needs no fuzzer.

#include "../fuzz/roundtrip.h"

#include "records/records.h"

#include <QDir>
#include <QTest>

using namespace xq;

Q_DECLARE_METATYPE(xq::RecordFormat)

class TestFuzzCorpus : public QObject {
    Q_OBJECT

private slots:
    void corpusRoundTrips_data()
    {
        QTest::addColumn<RecordFormat>("format");
        QTest::addColumn<QString>("folder");
        QTest::newRow("fen") << RecordFormat::Fen << "fen";
        QTest::newRow("pgn") << RecordFormat::Pgn << "pgn";
        QTest::newRow("xqf") << RecordFormat::Xqf << "xqf";
        QTest::newRow("ubb") << RecordFormat::Ubb << "ubb";
        QTest::newRow("eglib") << RecordFormat::Eglib << "eglib";
        QTest::newRow("qp") << RecordFormat::Qp << "qp";
        QTest::newRow("cbf") << RecordFormat::Cbf << "cbf";
        QTest::newRow("mxq") << RecordFormat::Mxq << "mxq";
        QTest::newRow("cbr") << RecordFormat::Cbr << "cbr";
        // Compressed libraries, and the data they inflate to (refused as files: no signature).
        QTest::newRow("cblz") << RecordFormat::Cbl << "cblz";
    }

    /// Every input either reads and survives a round trip, or is refused with a reason; a
    /// corpus with nothing that reads would check nothing, so it fails.
    void corpusRoundTrips()
    {
        QFETCH(RecordFormat, format);
        QFETCH(QString, folder);
        const QDir dir(QDir(XQ_FUZZ_CORPUS_DIR).filePath(folder));
        const QStringList names = dir.entryList(QDir::Files, QDir::Name);
        QVERIFY2(!names.isEmpty(), qPrintable(dir.path() + " holds no inputs"));
        int roundTripped = 0;
        int refused = 0;
        for (const QString &name : names) {
            const auto bytes = readFileBytes(dir.filePath(name).toStdString());
            QVERIFY(bytes.ok());
            const auto game = readRecord(*bytes, format);
            if (!game.ok()) {
                // The fuzzer keeps inputs that do not read, too: they must say why.
                QVERIFY2(!game.error().empty(), qPrintable(name + " refused without a reason"));
                ++refused;
                continue;
            }
            const auto failure = fuzz::roundTripFailure(*game, format);
            QVERIFY2(!failure,
                qPrintable(name + ": "
                    + QString::fromStdString(
                        failure ? failure->why + "\n" + failure->written : "")));
            ++roundTripped;
        }
        qInfo("%s: %d inputs round-tripped, %d refused with a reason", qPrintable(folder),
            roundTripped, refused);
        QCOMPARE(roundTripped + refused, names.size());
        QVERIFY2(roundTripped > 0, "no input of the corpus reads: the round trip is never checked");
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
