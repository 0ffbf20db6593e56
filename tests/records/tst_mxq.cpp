// Yitian's server games (.mxq), from files built here in the shape docs/formats.md describes:
// length-prefixed GBK strings, one move a string.

#include "records/mxq.h"
#include "records/records.h"

#include <QTest>

using namespace xq;

namespace {

/// The strings with a length prefix of `width` bytes, little-endian.
std::string lengthPrefixed(const std::vector<std::string> &strings, std::size_t width)
{
    std::string bytes;
    for (const std::string &s : strings) {
        for (std::size_t i = 0; i < width; ++i) {
            bytes += static_cast<char>((s.size() >> (8 * i)) & 0xFF);
        }
        bytes += s;
    }
    return bytes;
}

const std::vector<std::string> Game
    = { "\xD5\xC5\xC8\xFD", "\xC0\xEE\xCB\xC4", "7C-4C", "7J-6H", "7A-6C", "8J-7J" };

/// A game laid out as the server saves it: eleven texts (room, date, "Red-result-Black",
/// ratings, time control, times used, how it ended), "Moves", the moves, "Ends", the comments,
/// "CommentsEnd". The texts are GBK: 快乐谷, 张三-胜-李四, 认负.
std::vector<std::string> serverGame(const std::vector<std::string> &moves)
{
    std::vector<std::string> strings
        = { "\xBF\xEC\xC0\xD6\xB9\xC8", "02-10-22", "\xD5\xC5\xC8\xFD-\xCA\xA4-\xC0\xEE\xCB\xC4",
              "1790", "1701", "10", "5", "0", "296", "300", "\xC8\xCF\xB8\xBA", "Moves" };
    strings.insert(strings.end(), moves.begin(), moves.end());
    strings.insert(strings.end(), { "Ends", "CommentsEnd" });
    return strings;
}

} // namespace

class TestMxq : public QObject {
    Q_OBJECT

private slots:
    void movesOfEveryPrefixWidth_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("one byte") << 1;
        QTest::newRow("two bytes") << 2;
        QTest::newRow("four bytes") << 4;
    }

    void movesOfEveryPrefixWidth()
    {
        QFETCH(int, width);
        const auto games = readFileGames(lengthPrefixed(Game, std::size_t(width)), "game.MXQ");
        QCOMPARE(games.size(), std::size_t(1));
        QVERIFY2(games.front().ok(), games.front().error().c_str());
        std::vector<std::string> moves;
        for (NodeId node : games.front()->mainLine()) {
            moves.push_back(games.front()->move(node).toIccs());
        }
        QCOMPARE(moves, (std::vector<std::string> { "h2e2", "h9g7", "h0g2", "i9h9" }));
    }

    void serverGameTextsAreTags()
    {
        const auto game = readMxq(lengthPrefixed(serverGame({ "7C-4C", "7J-6H" }), 1));
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->mainLine().size(), std::size_t(2));
        QCOMPARE(game->tags().value("Site"), std::string("快乐谷"));
        QCOMPARE(game->tags().value("Date"), std::string("02-10-22"));
        QCOMPARE(game->tags().value("Title"), std::string("张三-胜-李四"));
        QCOMPARE(game->tags().value("Red"), std::string("张三"));
        QCOMPARE(game->tags().value("Black"), std::string("李四"));
        QCOMPARE(game->result(), GameResult::RedWins);
    }

    void serverGameWithoutMovesIsAGame()
    {
        // A game lost on time or by default before its first move holds no move string.
        const auto games = readFileGames(lengthPrefixed(serverGame({}), 1), "forfeit.mxq");
        QCOMPARE(games.size(), std::size_t(1));
        QVERIFY2(games.front().ok(), games.front().error().c_str());
        QCOMPARE(games.front()->moveCount(), 0);
        QCOMPARE(games.front()->tags().value("Red"), std::string("张三"));
    }

    void errors()
    {
        auto illegal = Game;
        illegal[3] = "7J-7H";
        const auto game = readMxq(lengthPrefixed(illegal, 1));
        QVERIFY2(
            game.error() == "offset 0x10: illegal move 1... 7J-7H (Black)", game.error().c_str());
        QVERIFY(readMxq("\x09only five").error().find("not a Yitian record") != std::string::npos);
        QVERIFY(!canWrite(RecordFormat::Mxq));
    }
};

QTEST_GUILESS_MAIN(TestMxq)
#include "tst_mxq.moc"
