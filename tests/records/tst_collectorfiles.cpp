// Files from real collections that used to be refused or misreported: a FEN tag with move
// number 0, a DhtmlXQ export with a tag never closed, an XQF whose start has the side not to
// move in check, recognised formats and non-records named as such, and .xqn files with a
// [Score] tag before every move, files of a known format cut short, and the encoding a compressed
// CCBridge library's texts are in. Each built as the smallest file of that shape.

#include "recordlines.h"

#include "clirunner.h"

#include "records/records.h"
#include "records/xqf.h"

#include <QTest>

#include <algorithm>

using namespace xq;
using namespace xq::testing;

namespace {

bool warned(const GameTree &game, const std::string &text)
{
    const auto &warnings = game.readWarnings();
    return std::any_of(warnings.begin(), warnings.end(),
        [&text](const std::string &w) { return w.find(text) != std::string::npos; });
}

/// Red general d0, Black general e9, a Red chariot on a5; Red plays d0d1 first. The chariot is
/// then moved to e5 in the file's stone bytes, so Black stands in check with Red to move.
std::string xqfWithBlackInCheckAndRedFirst()
{
    GameTree game(*Board::fromFen("4k4/9/9/9/R8/9/9/9/9/3K5 w - - 0 1"));
    game.addMove(GameTree::Root, *Move::fromIccs("d0d1"));
    std::string bytes = *writeRecord(game, RecordFormat::Xqf);
    constexpr std::size_t Stones = 0x10;
    constexpr char A5 = 0 * 10 + 5;
    constexpr char E5 = 4 * 10 + 5;
    const std::size_t at = bytes.find(A5, Stones);
    if (at >= Stones + 32) {
        qFatal("the written XQF has no stone on a5");
    }
    bytes[at] = E5;
    return bytes;
}

void writeFile(const QString &path, const std::string &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes.data(), static_cast<qint64>(bytes.size()));
}

const std::string XqnGame
    = "[Game \"Chinese Chess\"]\n[Red \"A\"]\n[Black \"B\"]\n[Format \"ICCS\"]\n"
      "1. H2-E2\n[Score \"12\"]\nH9-G7\n[Score \"-3\"]\n2. H0-G2\n"
      "[Score \"20\"]\nI9-H9\n[Score \"0\"]\n1-0\n";

} // namespace

class TestCollectorFiles : public QObject {
    Q_OBJECT

private:
    Run cli(const QStringList &args) { return runCli(args, m_outputDir); }
    QTemporaryDir m_dir;
    QTemporaryDir m_outputDir;

private slots:
    void fenTagWithMoveNumberZero()
    {
        const std::string pgn = "[FEN \"4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 0\"]\n1. I0-I9 *\n";
        const auto game = readRecord(pgn, RecordFormat::Pgn);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->moveCount(), 1);
        QVERIFY(warned(*game, "move number 0 read as 1"));
        QVERIFY(says(readRecord(pgn, RecordFormat::Pgn, strict()).error(), "bad move number '0'"));
    }

    void dhtmlXqTagNeverClosed()
    {
        const std::string ubb = "[DhtmlXQ]\n[DhtmlXQ_red]A[/DhtmlXQ_red]\n"
                                "[DhtmlXQ_blacktime][/DhtmlXQ_time]\n"
                                "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n";
        const auto game = readRecord(ubb, RecordFormat::Ubb);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->moveCount(), 2);
        QCOMPARE(game->tags().value("Red"), std::string("A"));
        QVERIFY(warned(*game, "line 3: [DhtmlXQ_blacktime] is never closed; the tag is skipped"));
        QVERIFY(says(readRecord(ubb, RecordFormat::Ubb, strict()).error(), "is never closed"));
    }

    void xqfWithTheSideNotToMoveInCheck()
    {
        const std::string bytes = xqfWithBlackInCheckAndRedFirst();
        const auto game = readXqf(bytes);
        QVERIFY2(game.ok(), game.error().c_str());
        QVERIFY(game->isDiagram());
        // Its moves are left off: the stones are shown with the side that can be to move, so
        // that the diagram saved as XQF reads back as the same position.
        QCOMPARE(game->startBoard().sideToMove(), Side::Black);
        const auto saved = writeRecord(*game, RecordFormat::Xqf);
        QVERIFY2(saved.ok(), saved.error().c_str());
        QCOMPARE(readXqf(*saved)->startBoard().fen(), game->startBoard().fen());
        QVERIFY(warned(*game, "Black is in check but the first move is Red's"));
        const auto refused = readXqf(bytes, strict());
        QVERIFY(says(refused.error(),
            "offset 0x10: the position cannot arise in a game: Black is "
            "in check but the first move is Red's"));
    }

    void recognisedFormatsAreNamed()
    {
        const std::string library = std::string("CCBridge\x15", 9) + std::string(64, '\x9C');
        const auto games = readFileGames(library, "games.dat");
        QCOMPARE(games.size(), std::size_t(1));
        QVERIFY(says(games.front().error(), "unreadable CCBridge library (.cbl)"));
    }

    void nonRecordsAreCalledSo()
    {
        const std::string numbers = "0.000000000000000000e+00 1.250000000000000000e+00\n"
                                    "2.500000000000000000e+00 3.750000000000000000e+00\n";
        QVERIFY(says(readFileGames(numbers, "data.pgn").front().error(), "not a game record"));
        const std::string binary = std::string("\x7F"
                                               "ELF\x02\x01\x01\0\0\0",
                                       10)
            + "abc";
        QVERIFY(says(readFileGames(binary, "a.pgn").front().error(),
            "not a game record: binary data in none of the formats"));
    }

    void xqnScoreTagsStayInTheirGame()
    {
        const auto games = readGames(XqnGame + "\n" + XqnGame, RecordFormat::Pgn);
        QCOMPARE(games.size(), std::size_t(2));
        for (const auto &game : games) {
            QVERIFY2(game.ok(), game.error().c_str());
            QCOMPARE(game->moveCount(), 4);
            QCOMPARE(game->result(), GameResult::RedWins);
        }
        QCOMPARE(formatForPath("x.XQN"), std::optional(RecordFormat::Pgn));
    }

    void cliCountsAndNamesWhatItRead()
    {
        QVERIFY(m_dir.isValid() && m_outputDir.isValid());
        const QString xqn = m_dir.filePath("scores.xqn");
        writeFile(xqn, XqnGame + "\n" + XqnGame);
        const QString binary = m_dir.filePath("junk.pgn");
        writeFile(binary, std::string("\0\1\2\3garbage\0\0", 14));
        const QString xqf = m_dir.filePath("game.xqf");
        GameTree game;
        game.tags().set("Red", "红方");
        writeFile(xqf, *writeRecord(game, RecordFormat::Xqf));

        const Run run = cli({ "validate", xqn, binary });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("scores.xqn: 2 of 2 games ok, 8 moves"), qPrintable(run.out));
        QVERIFY2(run.out.contains("2 files, 2 games, 8 moves, 0 warnings, 1 error"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("junk.pgn: not a game record: binary data"), qPrintable(run.out));
        const Run json = cli({ "validate", "--json", xqf });
        QVERIFY2(json.out.contains("\"encoding\":\"GBK\""), qPrintable(json.out));
    }

    void unreadableFilesCountNoGameAndNameTheirFormat()
    {
        QVERIFY(m_dir.isValid() && m_outputDir.isValid());
        const QString xqf = m_dir.filePath("cut.xqf");
        writeFile(xqf, std::string("XQ\x0A\0abc", 7));
        const QString cbr = m_dir.filePath("cut.cbr");
        writeFile(cbr, std::string("CCBridge Record\0\1\2", 18));
        const QString cbl = m_dir.filePath("cut.cbl");
        writeFile(cbl, std::string("CCBridgeLibrary\0\1", 17));
        const QString compressed = m_dir.filePath("cut-compressed.cbl");
        writeFile(compressed, std::string("CCBridge\x15\0\0\0\3\0\0\0", 16));

        const Run run = cli({ "validate", xqf, cbr, cbl, compressed });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("4 files, 0 games, 0 moves, 0 warnings, 4 errors"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("cut.xqf: unreadable XQF file: the file has 7 bytes, fewer than "
                                  "the 1024 of an XQF header (truncated file)"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("cut.cbr: unreadable CCBridge record (.cbr): the record has 18 "
                                  "bytes, fewer than the 2214 of a CBR header (truncated file)"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("cut.cbl: unreadable CCBridge library (.cbl): the library has "
                                  "17 bytes"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("cut-compressed.cbl: unreadable CCBridge library (.cbl) of the "
                                  "compressed kind: the library has 16 bytes"),
            qPrintable(run.out));
    }

    void filesOfNoFormatCountNoGameAndSaySo()
    {
        QVERIFY(m_dir.isValid() && m_outputDir.isValid());
        // Bytes under a record's extension that its format does not read, nor any other.
        const std::string binary("\x7F\x01\x02\x03\x04\x05\x06\x07\x08\0\x0E\x0F\x10\x11", 14);
        const std::string prose = "a letter, not a game\nsecond line\n";
        const std::vector<std::pair<QString, std::string>> files
            = { { "binary.xqf", binary }, { "prose.xqf", prose }, { "binary.cbr", binary },
                  { "binary.cbl", binary }, { "binary.qp", binary }, { "binary.mxq", binary },
                  { "binary.cbf", binary }, { "binary.eglib", binary + "\n" + binary },
                  { "prose.eglib", prose }, { "binary.fen", binary }, { "binary.ubb", binary },
                  { "empty.pgn", "" }, { "blank.eglib", "\n \n" }, { "empty.fen", "" } };
        QStringList paths = { "validate" };
        for (const auto &[name, bytes] : files) {
            writeFile(m_dir.filePath(name), bytes);
            paths << m_dir.filePath(name);
        }
        const Run run = cli(paths);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.out.contains(
                QString("%1 files, 0 games, 0 moves, 0 warnings, %1 errors").arg(files.size())),
            qPrintable(run.out));
        for (const auto &[name, bytes] : files) {
            QVERIFY2(run.out.contains(name + ": not a game record: "), qPrintable(name));
        }
        // The format its extension names, and why the file is not one.
        QVERIFY2(run.out.contains("binary.xqf: not a game record: binary data in none of the "
                                  "formats this program reads; as XQF, which its name says: "
                                  "offset 0x0: not an XQF file (no \"XQ\" signature)"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("prose.eglib: not a game record: text in none of the formats "
                                  "this program reads; as EGLIB, which its name says: line 1: "
                                  "not a puzzle line"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("empty.pgn: not a game record: the file is empty"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("blank.eglib: not a game record: the file holds only blanks"),
            qPrintable(run.out));
    }

    void aCompressedLibraryReportsTheEncodingOfItsTexts()
    {
        const Run json = cli({ "validate", "--json", dataFile("formats/compressed.cbl") });
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(
            json.out.contains("\"format\":\"CBL\",\"encoding\":\"GBK\""), qPrintable(json.out));
        const Run uncompressed = cli({ "validate", "--json", dataFile("formats/three-games.cbl") });
        QVERIFY2(uncompressed.out.contains("\"format\":\"CBL\",\"encoding\":\"UTF-16LE\""),
            qPrintable(uncompressed.out));
    }
};

QTEST_GUILESS_MAIN(TestCollectorFiles)
#include "tst_collectorfiles.moc"
