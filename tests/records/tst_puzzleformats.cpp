// Puzzle collections: .eglib lines (name|FEN|solution in ICCS) and .QP positions ("ccf0" and
// stone triples), from files built here in the shapes docs/formats.md describes.

#include "recordlines.h"

#include "records/records.h"

#include <QTest>

using namespace xq;
using namespace xq::testing;

namespace {

const std::string TwoPuzzles = "\xEF\xBB\xBF"
                               "马后炮|3k5/9/9/9/9/9/9/9/9/4K1N2 w - - 0 1|g0f2,d9d8,f2e4\n"
                               "\n"
                               "Chariot mate|3k5/9/9/9/9/9/9/9/9/4K3R w|i0i9\n";

} // namespace

class TestPuzzleFormats : public QObject {
    Q_OBJECT

private slots:
    void eglibLinesArePuzzles()
    {
        QCOMPARE(detectFormat(TwoPuzzles), RecordFormat::Eglib);
        QCOMPARE(formatForPath("set.EGLIB"), std::optional(RecordFormat::Eglib));
        const auto games = readGames(TwoPuzzles, RecordFormat::Eglib);
        QCOMPARE(games.size(), std::size_t(2));
        QVERIFY2(games[0].ok(), games[0].error().c_str());
        QCOMPARE(games[0]->tags().value("Title"), std::string("马后炮"));
        QCOMPARE(iccsLine(*games[0]), (std::vector<std::string> { "g0f2", "d9d8", "f2e4" }));
        QVERIFY2(games[1].ok(), games[1].error().c_str());
        QCOMPARE(iccsLine(*games[1]), std::vector<std::string> { "i0i9" });
    }

    void eglibErrorsNameTheLine()
    {
        const std::string text = "ok|3k5/9/9/9/9/9/9/9/9/4K3R w|i0i9\n"
                                 "bad|3k5/9/9/9/9/9/9/9/9/4K3R w|i0i9,a0a1\n"
                                 "no fields\n";
        const auto games = readGames(text, RecordFormat::Eglib);
        QCOMPARE(games.size(), std::size_t(3));
        QVERIFY(games[0].ok());
        QVERIFY2(games[1].error().starts_with("line 2: illegal move 1... a0a1 (Black)"),
            games[1].error().c_str());
        QVERIFY2(
            games[2].error().starts_with("line 3: not a puzzle line"), games[2].error().c_str());
    }

    void eglibLineWithoutMovesIsAPosition()
    {
        // Real collections hold lines of a name and a whole FEN only: a position to solve
        // without its solution.
        const std::string text = "马后炮杀法|3k5/9/9/9/9/9/9/9/9/4K1N2 w - - 0 1\n"
                                 "ok|3k5/9/9/9/9/9/9/9/9/4K3R w|i0i9\n";
        const auto games = readGames(text, RecordFormat::Eglib);
        QCOMPARE(games.size(), std::size_t(2));
        QVERIFY2(games[0].ok(), games[0].error().c_str());
        QCOMPARE(games[0]->tags().value("Title"), std::string("马后炮杀法"));
        QCOMPARE(games[0]->startBoard().fen(), std::string("3k5/9/9/9/9/9/9/9/9/4K1N2 w - - 0 1"));
        QCOMPARE(games[0]->moveCount(), 0);
        QVERIFY2(games[1].ok(), games[1].error().c_str());
    }

    void eglibRoundTrip()
    {
        const auto games = readRecords(TwoPuzzles, RecordFormat::Eglib);
        QVERIFY(games.ok());
        const auto written = writeRecords(*games, RecordFormat::Eglib);
        QVERIFY(written.ok());
        const auto again = readRecords(*written, RecordFormat::Eglib);
        QVERIFY(again.ok());
        QCOMPARE(again->size(), games->size());
        for (std::size_t i = 0; i < games->size(); ++i) {
            QVERIFY((*again)[i].sameGame((*games)[i]));
        }
    }

    void listsOfPositionsArePuzzles()
    {
        // Collections of mate positions saved as .txt in GBK: `title,FEN` a line.
        const std::string list = "10\xB2\xBD\xC9\xB1"
                                 "8152,3k5/9/9/9/9/9/9/9/9/4K1N2 w\r\n"
                                 "\r\n"
                                 "11\xB2\xBD\xC9\xB1"
                                 "7637,3k5/9/9/9/9/9/9/9/9/4K3R w\r\n";
        QCOMPARE(detectFormat(list), RecordFormat::Eglib);
        const auto games = readFileGames(list, "mates.txt");
        QCOMPARE(games.size(), std::size_t(2));
        QVERIFY2(games[0].ok(), games[0].error().c_str());
        QCOMPARE(games[0]->tags().value("Title"), std::string("10步杀8152"));
        QCOMPARE(games[0]->startBoard().fen(), std::string("3k5/9/9/9/9/9/9/9/9/4K1N2 w - - 0 1"));
        QCOMPARE(games[0]->moveCount(), 0);
        QVERIFY2(games[1].ok(), games[1].error().c_str());
        QCOMPARE(games[1]->tags().value("Title"), std::string("11步杀7637"));
        // Text with a comma and slashes is no list unless every line is `title,FEN`.
        QVERIFY(detectFormat(std::string("Notes, on a/b/c/d/e/f/g/h/i/j\nmore\n"))
            != RecordFormat::Eglib);
        QVERIFY(detectFormat("mate,3k5/9/9/9/9/9/9/9/9/4K3R w\nThe club met on Friday.\n")
            != RecordFormat::Eglib);
        QVERIFY(detectFormat(
                    std::string("a/b,3k5/9/9/9/9/9/9/9/9/4K3R w\nx,3k5/9/9/9/9/9/9/9/9/4K3R w\n"))
            != RecordFormat::Eglib);
    }

    void qpTriplesAreAPosition()
    {
        // Binary coordinates, ranks from Red's side: K e0, R i0, k d9.
        const std::string binary = std::string("ccf0") + "K" + std::string("\x04\x00", 2) + "R"
            + std::string("\x08\x00", 2) + "k" + std::string("\x03\x09", 2);
        QCOMPARE(detectFormat(binary), RecordFormat::Qp);
        const auto game = readRecord(binary, RecordFormat::Qp);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->startBoard().fen(), std::string("3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"));
        // Digits, blanks between, ranks from the top (the Red general stands at rank 9 of them).
        const auto text = readRecord("ccf0 K49 R89 k30\n", RecordFormat::Qp);
        QVERIFY2(text.ok(), text.error().c_str());
        QCOMPARE(text->startBoard().fen(), game->startBoard().fen());
    }

    void qpFilesMayHoldSeveralAndSayWhatIsWrong()
    {
        const auto games = readGames("ccf0K40k39ccf0K40X39ccf0K4", RecordFormat::Qp);
        QCOMPARE(games.size(), std::size_t(3));
        QVERIFY(games[0].ok());
        QVERIFY2(
            games[1].error().starts_with("offset 0x11: not a stone"), games[1].error().c_str());
        QVERIFY2(games[2].error().find("truncated") != std::string::npos, games[2].error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestPuzzleFormats)
#include "tst_puzzleformats.moc"
