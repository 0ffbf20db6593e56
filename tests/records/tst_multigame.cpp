// Files with several games: every game of a PGN collection or a page of DhtmlXQ boards is read,
// a bad game is reported by its number and line without hiding the others, and several games
// written into one file come back one by one.

#include "testdata.h"

#include "records/pgn.h"
#include "records/records.h"

#include <QTemporaryDir>
#include <QTest>

using namespace xq;
using xq::testing::dataPath;

namespace {

std::vector<std::string> mainLineIccs(const GameTree &game)
{
    std::vector<std::string> moves;
    for (NodeId node : game.mainLine()) {
        moves.push_back(game.move(node).toIccs());
    }
    return moves;
}

const std::string GoodGame = "[Event \"good\"]\n1. h2e2 h9g7 *\n";
const std::string BadMoveGame = "[Event \"bad move\"]\n1. h2e2 h9g7\n2. h0h5 *\n";
const std::string BadTagGame = "[Event \"bad tag]\n[Round \"2\"]\n1. h2e2 *\n";

} // namespace

class TestMultiGame : public QObject {
    Q_OBJECT

private slots:
    void everyGameOfACollection()
    {
        const auto games = loadRecords(dataPath("collection.pgn"));
        QVERIFY2(games.ok(), games.error().c_str());
        QCOMPARE(games->size(), std::size_t(3));
        QCOMPARE((*games)[0].tags().value("Round"), std::string("1"));
        QCOMPARE(mainLineIccs((*games)[0]),
            (std::vector<std::string> { "h2e2", "h9g7", "h0g2", "i9h9" }));
        QCOMPARE((*games)[0].result(), GameResult::RedWins);
        QCOMPARE(mainLineIccs((*games)[1]), (std::vector<std::string> { "c3c4", "c6c5", "b2c2" }));
        QCOMPARE((*games)[1].comment((*games)[1].mainLine()[0]), std::string("仙人指路"));
        QCOMPARE((*games)[1].result(), GameResult::Draw);
        QCOMPARE((*games)[2].startBoard().sideToMove(), Side::Black);
        QCOMPARE(mainLineIccs((*games)[2]), (std::vector<std::string> { "e3e2" }));
        QCOMPARE((*games)[2].result(), GameResult::BlackWins);
        // Opening the file reads the first game.
        const auto first = loadRecord(dataPath("collection.pgn"));
        QVERIFY(first.ok() && first->sameGame((*games)[0]));
    }

    void gamesWithoutResults()
    {
        // Without results a game ends where the next game's tags begin.
        const auto games = readRecords("[Round \"1\"]\n1. h2e2\n[Round \"2\"]\n1. c3c4 c6c5\n");
        QVERIFY2(games.ok(), games.error().c_str());
        QCOMPARE(games->size(), std::size_t(2));
        QCOMPARE((*games)[1].moveCount(), 2);
    }

    void badGamesDoNotHideOthers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("badGame");
        QTest::addColumn<QString>("error");
        QTest::newRow("illegal move")
            << QString::fromStdString(GoodGame + "\n" + BadMoveGame + "\n" + GoodGame) << 2
            << "line 6, column 4: illegal move 2. h0h5 (Red)";
        QTest::newRow("broken tag: the rest of its tag section is skipped")
            << QString::fromStdString(GoodGame + BadTagGame + GoodGame) << 2
            << "line 3, column 1: the value of tag Event has no closing quote";
        QTest::newRow("unclosed variation")
            << QString::fromStdString(GoodGame + "[Event \"open\"]\n1. h2e2 (1. c3c4\n" + GoodGame)
            << 2 << "line 5, column 1: '[' inside a variation";
    }

    void badGamesDoNotHideOthers()
    {
        QFETCH(QString, text);
        QFETCH(int, badGame);
        QFETCH(QString, error);
        const auto games = readPgnGames(text.toStdString());
        QCOMPARE(games.size(), std::size_t(3));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(games[i].ok(), i + 1 != badGame);
        }
        QVERIFY2(QString::fromStdString(games[badGame - 1].error()).startsWith(error),
            games[badGame - 1].error().c_str());
        QCOMPARE(games[2].value().tags().value("Event"), std::string("good"));
        const auto all = readRecords(text.toStdString(), RecordFormat::Pgn);
        QVERIFY(!all.ok());
        QVERIFY(QString::fromStdString(all.error()).startsWith("game 2: " + error));
    }

    void noGames()
    {
        const auto games = readPgnGames(" \n\t");
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(games[0].error(), std::string("no PGN tags or moves found"));
    }

    void severalGamesInOneFile_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("PGN") << int(RecordFormat::Pgn);
        QTest::newRow("DhtmlXQ") << int(RecordFormat::Ubb);
    }

    void severalGamesInOneFile()
    {
        QFETCH(int, format);
        const auto games = loadRecords(dataPath("collection.pgn"));
        QVERIFY(games.ok());
        const auto bytes = writeRecords(*games, static_cast<RecordFormat>(format));
        QVERIFY2(bytes.ok(), bytes.error().c_str());
        const auto back = readRecords(*bytes);
        QVERIFY2(back.ok(), back.error().c_str());
        QCOMPARE(back->size(), games->size());
        for (std::size_t i = 0; i < games->size(); ++i) {
            QVERIFY((*back)[i].sameGame((*games)[i]));
        }
    }

    void oneGameFormatsRefuseSeveral()
    {
        const auto games = loadRecords(dataPath("collection.pgn"));
        QVERIFY(games.ok());
        const auto xqf = writeRecords(*games, RecordFormat::Xqf);
        QVERIFY(!xqf.ok());
        QCOMPARE(xqf.error(), std::string("XQF holds one game; this record has 3"));
        QVERIFY(writeRecords({ games->front() }, RecordFormat::Fen).ok());
        QTemporaryDir dir;
        const std::string path = dir.filePath("all.fen").toStdString();
        QCOMPARE(saveRecords(*games, path).value_or(""),
            path + ": FEN holds one game; this record has 3");
    }
};

QTEST_GUILESS_MAIN(TestMultiGame)
#include "tst_multigame.moc"
