// Bad input: truncated, corrupted and malformed records give errors that say where and what,
// the first illegal move with its number and text, and never a crash or a hang.

#include "testdata.h"

#include "records/fenrecord.h"
#include "records/pgn.h"
#include "records/records.h"
#include "records/ubb.h"
#include "records/xqf.h"

#include <QTest>

#include <random>

using namespace xq;
using xq::testing::fileBytes;

namespace {

bool mentions(const std::string &error, const char *part)
{
    if (error.find(part) == std::string::npos) {
        qWarning("\"%s\" does not mention \"%s\"", error.c_str(), part);
        return false;
    }
    return true;
}

} // namespace

class TestBadRecords : public QObject {
    Q_OBJECT

private slots:
    void pgnErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("illegal move")
            << "[Game \"Chinese Chess\"]\n1. 炮二平五 马８进７\n2. 马二进四 *"
            << "line 3, column 4: illegal move 2. 马二进四 (Red)";
        QTest::newRow("illegal Black move") << "1. h2e2 h9h5 *"
                                            << "column 9: illegal move 1... h9h5 (Black)";
        QTest::newRow("unclosed comment") << "1. h2e2 {never closed"
                                          << "line 1, column 9: comment";
        QTest::newRow("unclosed variation") << "1. h2e2 (1. b2e2"
                                            << "missing ')'";
        QTest::newRow("stray parenthesis") << "1. h2e2 ) *"
                                           << "column 9: ')' without";
        QTest::newRow("variation first") << "( 1. h2e2 )"
                                         << "before any move";
        QTest::newRow("bad FEN tag") << "[FEN \"9/9 w\"]\n1. h2e2"
                                     << "line 1, column 1: FEN tag";
        QTest::newRow("tag without quote") << "[Event \"x]\n"
                                           << "line 1, column 1: the value of tag Event";
        QTest::newRow("tag without value") << "[Event]\n"
                                           << "expected a tag name and a quoted value";
        QTest::newRow("nothing") << "  \n\n"
                                 << "no PGN tags or moves";
        QTest::newRow("not text") << QString::fromLatin1("\x81\x30") << "neither UTF-8 nor GBK";
    }

    void pgnErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const std::string bytes = text == QString::fromLatin1("\x81\x30") ? std::string("\x81\x30")
                                                                          : text.toStdString();
        const auto game = readPgn(bytes);
        QVERIFY(!game.ok());
        QVERIFY(mentions(game.error(), expected.toUtf8().constData()));
    }

    void pgnDeepNestingRefused()
    {
        std::string text = "1. h2e2";
        for (int i = 0; i < 10000; ++i) {
            text += " (1. b2e2";
        }
        const auto game = readPgn(text);
        QVERIFY(!game.ok());
        QVERIFY(mentions(game.error(), "nested deeper"));
    }

    void xqfErrors()
    {
        const std::string good = fileBytes("sample-v10.xqf");
        QVERIFY(mentions(readXqf("PK\x03\x04").error(), "not an XQF file"));
        QVERIFY(mentions(readXqf(good.substr(0, 600)).error(), "fewer than the 1024"));
        std::string version = good;
        version[2] = 42;
        QVERIFY(mentions(readXqf(version).error(), "offset 0x2: XQF version 42"));
        std::string illegal = good;
        illegal[0x410 + 1] = static_cast<char>(0x20 + 40); // 炮二平五 lands on e0, its own general
        QVERIFY(mentions(readXqf(illegal).error(), "offset 0x410: illegal move 1. h2e0 (Red)"));
        std::string crowded = good;
        crowded[0x10 + 1] = crowded[0x10]; // two stones on a0
        // A full game starts from the standard position whatever its stone bytes say ...
        QVERIFY(readXqf(crowded).ok());
        // ... an ending takes them at their word.
        crowded[0x40] = 3;
        QVERIFY(mentions(readXqf(crowded).error(), "offset 0x11: two stones"));
        std::string hugeComment = good;
        hugeComment[0x404 + 3] = 0x7F;
        QVERIFY(mentions(readXqf(hugeComment).error(), "does not fit"));
    }

    void truncatedFilesFail_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("XQF 10") << "sample-v10.xqf";
        QTest::newRow("XQF 18") << "sample-v18.xqf";
        QTest::newRow("XQF 12 ending") << "sample-ending-v12.xqf";
        QTest::newRow("XQF 11 ending") << "sample-ending-v11.xqf";
        QTest::newRow("XQF 18 as XQStudio writes it") << "sample-xqstudio-v18.xqf";
    }

    void truncatedFilesFail()
    {
        QFETCH(QString, file);
        const std::string bytes = fileBytes(file.toUtf8().constData());
        for (std::size_t size = 0; size < bytes.size(); ++size) {
            const auto game = readXqf(std::string_view(bytes).substr(0, size));
            QVERIFY2(!game.ok(), qPrintable(QString::number(size)));
        }
    }

    void textTruncationsNeverCrash_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("PGN UTF-8") << "sample-utf8.pgn";
        QTest::newRow("PGN GBK") << "sample-gbk.pgn";
        QTest::newRow("DhtmlXQ") << "sample.ubb";
    }

    void textTruncationsNeverCrash()
    {
        QFETCH(QString, file);
        const std::string bytes = fileBytes(file.toUtf8().constData());
        int failures = 0;
        for (std::size_t size = 0; size < bytes.size(); ++size) {
            failures += readRecord(std::string_view(bytes).substr(0, size)).ok() ? 0 : 1;
        }
        QVERIFY(failures > 0);
    }

    void corruptionNeverCrashes_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *name : { "sample-v10.xqf", "sample-v18.xqf", "sample-ending-v12.xqf",
                 "sample-xqstudio-v18.xqf", "sample-utf8.pgn", "sample-gbk.pgn",
                 "sample-bom-wxf.pgn", "sample.ubb" }) {
            QTest::newRow(name) << name;
        }
    }

    void corruptionNeverCrashes()
    {
        QFETCH(QString, file);
        const std::string good = fileBytes(file.toUtf8().constData());
        std::mt19937 random(7);
        for (int round = 0; round < 400; ++round) {
            std::string bad = good;
            for (int flips = 1 + round % 4; flips > 0; --flips) {
                bad[random() % bad.size()] = static_cast<char>(random());
            }
            const auto game = readRecord(bad);
            if (game.ok()) {
                QVERIFY(game->moveCount() >= 0);
            } else {
                QVERIFY(!game.error().empty());
            }
        }
    }

    void ubbErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("illegal move")
            << "[DhtmlXQ]\n[DhtmlXQ_movelist]77477062\n79677010[/DhtmlXQ_movelist]\n[/DhtmlXQ]"
            << "line 2: [DhtmlXQ_movelist]: illegal move 2... h9b9 (Black)";
        QTest::newRow("odd digits") << "[DhtmlXQ_movelist]774[/DhtmlXQ_movelist]"
                                    << "four digits per move";
        QTest::newRow("unclosed") << "\n[DhtmlXQ_movelist]7747"
                                  << "line 2: [DhtmlXQ_movelist] is never closed";
        QTest::newRow("bad binit") << "[DhtmlXQ_binit]12[/DhtmlXQ_binit]"
                                   << "expected 64 digits";
        QTest::newRow("no tags") << "hello"
                                 << "no [DhtmlXQ_...] tags";
        QTest::newRow("orphan variation")
            << "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_3_2_4]7062[/"
               "DhtmlXQ_move_3_2_4]"
            << "branch 3 has no ply 1";
        QTest::newRow("variation id") << "[DhtmlXQ_move_x]7747[/DhtmlXQ_move_x]"
                                      << "expected move_P_N_B";
    }

    void ubbErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto game = readUbb(text.toStdString());
        QVERIFY(!game.ok());
        QVERIFY(mentions(game.error(), expected.toUtf8().constData()));
    }

    void fenErrors()
    {
        QVERIFY(mentions(readFenRecord("\n\nrnbakabnr/9 w").error(), "line 3: "));
        QVERIFY(mentions(readFenRecord(" \n ").error(), "blank"));
    }

    void randomBytesNeverCrash()
    {
        std::mt19937 random(11);
        for (int round = 0; round < 2000; ++round) {
            std::string bytes(random() % 1200, '\0');
            for (char &c : bytes) {
                c = static_cast<char>(random());
            }
            if (round % 3 == 0 && bytes.size() > 2) {
                bytes[0] = 'X';
                bytes[1] = 'Q';
                bytes[2] = static_cast<char>(10 + round % 9);
            }
            for (RecordFormat format :
                { RecordFormat::Pgn, RecordFormat::Xqf, RecordFormat::Ubb, RecordFormat::Fen }) {
                (void)readRecord(bytes, format);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestBadRecords)
#include "tst_badrecords.moc"
