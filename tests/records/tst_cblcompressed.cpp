// CCBridge's compressed libraries (.cbl starting "CCBridge" and 21), read from files built here
// byte by byte (cblcompressedbytes.h): the games, their lines and comments, and every refusal.

#include "cblcompressedbytes.h"
#include "recordlines.h"

#include "records/cbr.h"
#include "records/readwarnings.h"
#include "records/records.h"

#include <QTest>

using namespace xq;
using namespace xq::testing;

namespace {

using Line = std::vector<std::string>;

const std::vector<std::pair<int, std::string_view>> StandardStones = { { 0, "a0" }, { 1, "b0" },
    { 2, "c0" }, { 3, "d0" }, { 4, "e0" }, { 5, "f0" }, { 6, "g0" }, { 7, "h0" }, { 8, "i0" },
    { 9, "b2" }, { 10, "h2" }, { 11, "a3" }, { 12, "c3" }, { 13, "e3" }, { 14, "g3" }, { 15, "i3" },
    { 16, "a9" }, { 17, "b9" }, { 18, "c9" }, { 19, "d9" }, { 20, "e9" }, { 21, "f9" },
    { 22, "g9" }, { 23, "h9" }, { 24, "i9" }, { 25, "b7" }, { 26, "h7" }, { 27, "a6" },
    { 28, "c6" }, { 29, "e6" }, { 30, "g6" }, { 31, "i6" } };

/// From the standard start: 1. h2e2 h9g7 2. h0g2 (2. b0c2 i9h9 3. i0i1 (3. a0b0)) i9h9 3. i0h0.
/// The last entry, at ply 5, replaces the move at ply 5 of the line read last (the side line):
/// a0b0 is legal only there, where the horse has left b0.
PackedGame openingWithLines()
{
    PackedGame game;
    game.stones = StandardStones;
    game.title = "\xB5\xB1\xCD\xB7\xC5\xDA"; // 当头炮
    game.comment = "\xB2\xD0\xBE\xD6"; // 残局
    game.result = 1;
    game.entries = { packedEntry(1, "h2e2"), packedEntry(2, "h9g7"), packedEntry(3, "h0g2"),
        packedEntry(4, "i9h9"), packedEntry(5, "i0h0"), packedEntry(3, "b0c2"),
        packedEntry(4, "i9h9"), packedEntry(5, "i0i1"), packedEntry(5, "a0b0") };
    game.moveComments = "\xB5\xB1\xCD\xB7\xC5\xDA\r\n\r\n\r\n\r\n\r\nb0c2\r\n\r\n\r\n"
                        "\xBA\xEC\xCA\xA4\r\n"; // 当头炮 ... 红胜
    return game;
}

/// Red's general and a soldier against Black's general and an advisor; Black moves first.
PackedGame blackToMove()
{
    PackedGame game;
    game.stones = { { 4, "e0" }, { 11, "e6" }, { 19, "e8" }, { 20, "d9" } };
    game.title = "\xB5\xA5\xB1\xF8"; // 单兵
    game.result = 3;
    game.entries = { packedEntry(1, "d9d8"), packedEntry(2, "e6f6") };
    game.moveComments = "\r\n\r\n";
    return game;
}

std::string twoGames()
{
    return compressedLibrary(
        inflatedLibrary({ openingWithLines().bytes(), blackToMove().bytes() }));
}

NodeId child(const GameTree &game, NodeId parent, std::string_view iccs)
{
    for (NodeId node : game.children(parent)) {
        if (game.move(node).toIccs() == iccs) {
            return node;
        }
    }
    return NoNode;
}

std::string refusal(const std::string &bytes, const ReadOptions &options = {})
{
    const auto games = readCblGames(bytes, options);
    for (const auto &game : games) {
        if (!game.ok()) {
            return game.error();
        }
    }
    return "read";
}

} // namespace

class TestCblCompressed : public QObject {
    Q_OBJECT

private slots:
    void readsEveryGame()
    {
        const auto games = readFileGames(twoGames(), "endgames.cbl");
        QCOMPARE(games.size(), std::size_t(2));
        QVERIFY2(games[0].ok(), games[0].error().c_str());
        const GameTree &first = *games[0];
        QCOMPARE(first.tags().value("Title"), std::string("当头炮"));
        QCOMPARE(first.result(), GameResult::RedWins);
        QCOMPARE(first.comment(GameTree::Root), std::string("残局"));
        QCOMPARE(first.startBoard().fen(), Board::startPosition().fen());
        QCOMPARE(iccsLine(first), (Line { "h2e2", "h9g7", "h0g2", "i9h9", "i0h0" }));
        QCOMPARE(first.comment(first.mainLine().front()), std::string("当头炮"));

        const NodeId afterTwo = first.mainLine()[1];
        QCOMPARE(first.children(afterTwo).size(), std::size_t(2));
        const NodeId sideLine = child(first, afterTwo, "b0c2");
        QVERIFY(sideLine != NoNode);
        QCOMPARE(first.comment(sideLine), std::string("b0c2"));
        const NodeId sideFour = first.next(sideLine);
        QCOMPARE(first.move(sideFour).toIccs(), std::string("i9h9"));
        QCOMPARE(first.children(sideFour).size(), std::size_t(2));
        const NodeId last = child(first, sideFour, "a0b0");
        QVERIFY(last != NoNode);
        QCOMPARE(first.comment(last), std::string("红胜"));
        QVERIFY(first.readWarnings().empty());
        QCOMPARE(first.moveCount(), 9);

        QVERIFY2(games[1].ok(), games[1].error().c_str());
        const GameTree &second = *games[1];
        QCOMPARE(second.tags().value("Title"), std::string("单兵"));
        QCOMPARE(second.result(), GameResult::Draw);
        QCOMPARE(second.startBoard().fen(), std::string("3k5/4a4/9/4P4/9/9/9/9/9/4K4 b - - 0 1"));
        QCOMPARE(iccsLine(second), (Line { "d9d8", "e6f6" }));
    }

    void theFormatTableKnowsIt()
    {
        const std::string library = twoGames();
        QCOMPARE(detectFormat(library), RecordFormat::Cbl);
        QCOMPARE(readFileGames(library, "unnamed.dat").size(), std::size_t(2));
        QVERIFY(holdsSeveralGames(RecordFormat::Cbl));
    }

    void aGameWithoutMovesHasRedToMove()
    {
        PackedGame game = blackToMove();
        game.entries.clear();
        game.moveComments = "";
        const auto games = readCblGames(compressedLibrary(inflatedLibrary({ game.bytes() })));
        QVERIFY2(games.front().ok(), games.front().error().c_str());
        QCOMPARE(games.front()->startBoard().sideToMove(), Side::Red);
        QCOMPARE(games.front()->moveCount(), 0);
    }

    void textsEndAtANul()
    {
        PackedGame game = blackToMove();
        game.title = std::string_view("\xB5\xA5\0\xB1\xF8", 5); // 单, a NUL, 兵
        game.moveComments = std::string_view("ok\0\x01\x02\r\n\r\n", 9);
        const auto games = readCblGames(compressedLibrary(inflatedLibrary({ game.bytes() })));
        QVERIFY2(games.front().ok(), games.front().error().c_str());
        QCOMPARE(games.front()->tags().value("Title"), std::string("单"));
        QCOMPARE(games.front()->comment(games.front()->mainLine().front()), std::string("ok"));
    }

    void anIllegalSideLineIsLeftOutUnlessStrict()
    {
        PackedGame game = openingWithLines();
        game.entries.back() = packedEntry(5, "a0a5"); // through the soldier on a3
        const std::string library = compressedLibrary(inflatedLibrary({ game.bytes() }));
        const auto games = readCblGames(library);
        QVERIFY2(games.front().ok(), games.front().error().c_str());
        QCOMPARE(games.front()->moveCount(), 8);
        QCOMPARE(games.front()->readWarnings().size(), std::size_t(1));
        QVERIFY(says(games.front()->readWarnings().front(), "illegal move 3. a0a5 (Red) at ply 5"));
        QVERIFY(says(refusal(library, strict()), "illegal move 3. a0a5 (Red) at ply 5"));
    }

    void anIllegalMainLineMoveNamesItsOffset()
    {
        PackedGame game = openingWithLines();
        game.entries[1] = packedEntry(2, "h9h5");
        // The library's header is 70 bytes, the game's entries start 153 bytes into the game.
        QVERIFY(says(refusal(compressedLibrary(inflatedLibrary({ game.bytes() }))),
            "inflated data, offset 0xE5: illegal move 1... h9h5 (Black) at ply 2"));
    }

    void badGamesAreRefusedWithTheirReason()
    {
        const auto refusedGame = [](const PackedGame &game) {
            return refusal(compressedLibrary(inflatedLibrary({ game.bytes() })));
        };
        PackedGame jump = openingWithLines();
        jump.entries[2] = packedEntry(4, "h0g2");
        QVERIFY(says(refusedGame(jump),
            "offset 0xEB: a move entry at ply 4 where ply 3 or an earlier one is due (corrupt)"));
        std::string badStone = blackToMove().bytes();
        badStone[4 + 12] = '\xA1'; // file 10
        QVERIFY(says(refusal(compressedLibrary(inflatedLibrary({ badStone }))),
            "offset 0x56: 0xA1 is not a point"));
        PackedGame twoOnOne = blackToMove();
        twoOnOne.stones.push_back({ 12, "e6" });
        QVERIFY(says(refusedGame(twoOnOne), "offset 0x56: two stones on point e6"));
        PackedGame longTitle = blackToMove();
        std::string game = longTitle.bytes();
        game.replace(48, 4, le32(5000));
        QVERIFY(says(refusal(compressedLibrary(inflatedLibrary({ game }))),
            "the title of 5000 bytes runs past the end of its record (corrupt)"));
    }

    void aDamagedLibraryIsRefusedWithItsReason()
    {
        const std::string data = inflatedLibrary({ blackToMove().bytes() });
        const std::string library = compressedLibrary(data);
        QVERIFY(says(refusal(library.substr(0, 12)), "fewer than the 20 of its header"));
        QVERIFY(says(refusal(library.substr(0, library.size() - 8)), "(truncated file)"));
        std::string corrupt = library;
        corrupt[21] = static_cast<char>(corrupt[21] ^ 0x55);
        QVERIFY(says(refusal(corrupt), "offset 0x14: the zlib data is corrupt"));
        std::string longer = library;
        longer.replace(16, 4, le32(static_cast<std::uint32_t>(data.size() + 1)));
        QVERIFY(
            says(refusal(longer), "unpacks to " + std::to_string(data.size()) + " bytes, not the"));
        std::string shorter = library;
        shorter.replace(16, 4, le32(static_cast<std::uint32_t>(data.size() - 2)));
        QVERIFY(says(refusal(shorter), "unpacks to more than the"));
        std::string huge = library;
        huge.replace(16, 4, le32(0x7FFFFFFF));
        QVERIFY(says(refusal(huge), "more than a record can be (64 MiB)"));
        // Every refusal of the file names its format.
        QVERIFY(says(readFileGames(corrupt, "old.cbl").front().error(),
            "unreadable CCBridge library (.cbl) of the compressed kind"));
    }

    void aLibraryShorterThanItsCountSaysSo()
    {
        std::string data = inflatedLibrary({ blackToMove().bytes() });
        data.replace(62, 4, le32(3)); // after the name (4 + 4 bytes), 16 bytes and the dates
        const std::string library = compressedLibrary(data);
        // The games missing are no games of the file: it holds one, which says what is missing.
        const auto games = readCblGames(library);
        QCOMPARE(games.size(), std::size_t(1));
        QVERIFY2(games[0].ok(), games[0].error().c_str());
        QCOMPARE(games[0]->readWarnings().size(), std::size_t(1));
        QVERIFY(says(games[0]->readWarnings().front(),
            "the library announces 3 games; 2 more are missing where the data ends"));
        const auto strictly = readCblGames(library, strict());
        QCOMPARE(strictly.size(), std::size_t(1));
        QVERIFY(countsNoGame(strictly[0].error()));
        QVERIFY(says(strictly[0].error(), "2 more are missing where the data ends"));
        // A game that does not read keeps its own error, which says what is missing after it.
        PackedGame illegal = blackToMove();
        illegal.entries[0] = packedEntry(1, "d9c9"); // a general may not leave its palace
        std::string broken = inflatedLibrary({ illegal.bytes() });
        broken.replace(62, 4, le32(2));
        const auto refused = readCblGames(compressedLibrary(broken));
        QCOMPARE(refused.size(), std::size_t(1));
        QVERIFY(says(refused[0].error(), "illegal move"));
        QVERIFY(says(refused[0].error(), "1 more is missing where the data ends"));
        const auto empty = readCblGames(compressedLibrary(inflatedLibrary({})));
        QVERIFY(isNotARecord(empty.front().error()));
    }
};

QTEST_GUILESS_MAIN(TestCblCompressed)
#include "tst_cblcompressed.moc"
