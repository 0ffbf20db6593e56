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
        QTest::addColumn<QString>("path");
        const QDir corpus(XQ_FUZZ_CORPUS_DIR);
        const std::pair<const char *, RecordFormat> folders[]
            = { { "fen", RecordFormat::Fen }, { "pgn", RecordFormat::Pgn },
                  { "xqf", RecordFormat::Xqf }, { "ubb", RecordFormat::Ubb } };
        for (const auto &[folder, format] : folders) {
            const QDir dir(corpus.filePath(folder));
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
                QTest::newRow(qPrintable(QString(folder) + "/" + name))
                    << format << dir.filePath(name);
            }
        }
    }

    void corpusRoundTrips()
    {
        QFETCH(RecordFormat, format);
        QFETCH(QString, path);
        const auto bytes = readFileBytes(path.toStdString());
        QVERIFY(bytes.ok());
        const auto game = readRecord(*bytes, format);
        if (!game.ok()) {
            return; // the fuzzer keeps inputs that do not read, too
        }
        const auto failure = fuzz::roundTripFailure(*game, format);
        QVERIFY2(!failure, failure ? (failure->why + "\n" + failure->written).c_str() : "");
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
