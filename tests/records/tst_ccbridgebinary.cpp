// CCBridge's binary records: a game (.cbr) and a library of games (.cbl), read from files built
// here byte by byte in the published layout (ccbridgebytes.h), and the CBR writer's round trip.

#include "ccbridgebytes.h"
#include "recordlines.h"

#include "records/cbr.h"
#include "records/readwarnings.h"
#include "records/records.h"

#include <QTest>

using namespace xq;
using namespace xq::testing;

namespace {

using Line = std::vector<std::string>;

bool warned(const GameTree &game, std::string_view text)
{
    for (const std::string &warning : game.readWarnings()) {
        if (warning.find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
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

Line childMoves(const GameTree &game, NodeId parent)
{
    Line moves;
    for (NodeId node : game.children(parent)) {
        moves.push_back(game.move(node).toIccs());
    }
    return moves;
}

/// 1. h2e2 (1. c3c4) h9g7 2. h0g2 (2. b0c2) b9c7; a comment before the first move and on h9g7.
std::string gameWithLines()
{
    return CbrBytes()
        .text(180, u"第1局")
        .text(692, u"全国象棋个人赛")
        .text(1076, u"许银川")
        .text(1300, u"吕钦")
        .setByte(2076, 3)
        .start(u"中炮对屏风马")
        .move("h2e2", 0x02)
        .move("h9g7", 0x00, u"屏风马")
        .move("h0g2", 0x02)
        .move("b9c7", 0x01)
        .move("b0c2", 0x01)
        .move("c3c4", 0x01)
        .bytes();
}

} // namespace

class TestCcbridgeBinary : public QObject {
    Q_OBJECT

private slots:
    void readsTextsResultAndLines()
    {
        const auto game = readCbr(gameWithLines());
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->tags().value("Title"), std::string("第1局"));
        QCOMPARE(game->tags().value("Event"), std::string("全国象棋个人赛"));
        QCOMPARE(game->tags().value("Red"), std::string("许银川"));
        QCOMPARE(game->tags().value("Black"), std::string("吕钦"));
        QCOMPARE(game->result(), GameResult::Draw);
        QCOMPARE(game->startBoard().fen(), std::string(Board::StartFen));
        QCOMPARE(game->comment(GameTree::Root), std::string("中炮对屏风马"));
        QCOMPARE(iccsLine(*game), (Line { "h2e2", "h9g7", "h0g2", "b9c7" }));
        QCOMPARE(childMoves(*game, GameTree::Root), (Line { "h2e2", "c3c4" }));
        const NodeId h9g7 = child(*game, child(*game, GameTree::Root, "h2e2"), "h9g7");
        QCOMPARE(game->comment(h9g7), std::string("屏风马"));
        // The alternative to h0g2 is a sibling of it, not a move after its line.
        QCOMPARE(childMoves(*game, h9g7), (Line { "h0g2", "b0c2" }));
        QVERIFY(game->readWarnings().empty());
    }

    void theFirstMoveNamesTheSideToMove()
    {
        // Red general e0, Black general d9, a Black chariot a5; the side byte says Red.
        const auto bytes = CbrBytes()
                               .emptyBoardWith("e0", 0x15)
                               .emptyBoardWith("d9", 0x25)
                               .emptyBoardWith("a5", 0x21)
                               .start()
                               .move("a5a0", 0x01)
                               .bytes();
        const auto game = readCbr(bytes);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->startBoard().sideToMove(), Side::Black);
        QCOMPARE(iccsLine(*game), (Line { "a5a0" }));
    }

    void withoutMovesTheSideByteNamesIt()
    {
        auto bytes = CbrBytes()
                         .emptyBoardWith("e0", 0x15)
                         .emptyBoardWith("d9", 0x25)
                         .emptyBoardWith("a5", 0x21)
                         .setByte(2112, 2)
                         .start(u"黑先")
                         .bytes();
        const auto game = readCbr(bytes);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->startBoard().sideToMove(), Side::Black);
        QCOMPARE(game->moveCount(), 0);
        QCOMPARE(game->comment(GameTree::Root), std::string("黑先"));
        // A library's slot fills the rest with zero bytes: they end the stream too.
        const auto padded = readCbr(bytes + std::string(4096, '\0'));
        QVERIFY2(padded.ok(), padded.error().c_str());
        QVERIFY(padded->sameGame(*game));
        // Nor is a header without a stream a loss.
        const auto bare = readCbr(bytes.substr(0, 2214));
        QVERIFY2(bare.ok(), bare.error().c_str());
        QCOMPARE(bare->startBoard().sideToMove(), Side::Black);
        QCOMPARE(bare->moveCount(), 0);
    }

    void badRecordsAreRefusedWithTheirReason()
    {
        const std::string good = gameWithLines();
        QVERIFY(says(readCbr("CCBridge Rec").error(), "not a CCBridge record"));
        QVERIFY(says(readCbr(good.substr(0, 2000)).error(),
            "fewer than the 2214 of a CBR header (truncated file)"));
        QVERIFY(says(readCbr(good.substr(0, good.size() - 2)).error(),
            "the file ends where 1 more moves are announced (truncated file)"));
        QVERIFY(says(readCbr(CbrBytes().setByte(2120, 0x39).start().bytes()).error(),
            "offset 0x848: 0x39 is not a stone"));
        QVERIFY(says(readCbr(CbrBytes().setByte(19, 1).start().bytes()).error(),
            "offset 0x13: a CBR record of an early layout (kind 1)"));
        const auto longComment
            = CbrBytes().start().raw(std::string("\x04\0\x43\x46", 4) + le32(4000) + "ab");
        QVERIFY(says(readCbr(longComment.bytes()).error(),
            "a comment of 4000 bytes does not fit in the file"));
        const auto twoGenerals = CbrBytes().setByte(2120 + cbrPoint("e5"), 0x15).start();
        QVERIFY(says(readCbr(twoGenerals.bytes()).error(), "offset 0x848: "));
    }

    void anIllegalMoveFailsTheMainLineAndLeavesASideLineOut()
    {
        const auto mainLine = CbrBytes().start().move("h2e2", 0).move("h9h5", 0x01).bytes();
        QVERIFY(says(readCbr(mainLine).error(), "illegal move 1... h9h5 (Black) at ply 2"));
        const auto sideLine = CbrBytes()
                                  .start()
                                  .move("h2e2", 0x02)
                                  .move("h9g7", 0x01)
                                  .move("c3c5", 0x00)
                                  .move("c6c5", 0x01)
                                  .bytes();
        const auto game = readCbr(sideLine);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(iccsLine(*game), (Line { "h2e2", "h9g7" }));
        QCOMPARE(game->children(GameTree::Root).size(), std::size_t(1));
        QVERIFY(warned(*game, "illegal move 1. c3c5 (Red) at ply 1"));
        QVERIFY(says(readCbr(sideLine, strict()).error(), "illegal move 1. c3c5 (Red)"));
    }

    void zeroBytesWhereMovesAreAnnouncedEndTheStream()
    {
        const auto cut = CbrBytes().start().move("h2e2", 0x00).raw(std::string(8, '\0')).bytes();
        const auto game = readCbr(cut);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(iccsLine(*game), (Line { "h2e2" }));
        QVERIFY(warned(*game, "zero bytes end the move stream where 1 more moves are announced"));
        QVERIFY(says(readCbr(cut, strict()).error(), "zero bytes end the move stream"));
    }

    void writesWhatItReads()
    {
        auto game = readCbr(gameWithLines());
        QVERIFY2(game.ok(), game.error().c_str());
        game->tags().set("Round", "第3轮");
        game->tags().set("Site", "北京");
        const std::string written = writeCbr(*game);
        QVERIFY(startsAsCbr(written));
        auto again = readCbr(written);
        QVERIFY2(again.ok(), again.error().c_str());
        QCOMPARE(again->tags().value("Round"), std::string("第3轮"));
        QCOMPARE(again->tags().value("Site"), std::string("北京"));
        again->tags() = game->tags();
        QVERIFY(again->sameGame(*game));
        // Its header as the layout has it, read independently of the reader.
        QCOMPARE(written.substr(1076, 8), std::string("\xB8\x8B\xF6\x94\xDD\x5D\0\0", 8));
        QCOMPARE(static_cast<int>(written[2076]), 3);
        QCOMPARE(written.substr(2120, 90), std::string(CbrBytes::StandardBoard));
    }

    void writesItsStreamAsRealRecordsHaveIt()
    {
        // Records saved by CCBridge count a comment's bytes without a NUL, flag the start record
        // as the end of the line when no move follows, and carry a 16-byte identifier at 20.
        GameTree game;
        game.setComment(GameTree::Root, "李1");
        const std::string noMoves = writeCbr(game);
        QCOMPARE(noMoves.substr(2214), std::string("\x05\0\0\0\x04\0\0\0\x4E\x67\x31\0", 12));
        const auto withMoves = readCbr(gameWithLines());
        QVERIFY(withMoves.ok());
        const std::string written = writeCbr(*withMoves);
        // The start record: its comment 中炮对屏风马 in 12 bytes, then h2e2 with an alternative.
        QCOMPARE(written.substr(2214, 8), std::string("\x04\0\0\0\x0C\0\0\0", 8));
        QCOMPARE(written.substr(2234, 4), std::string("\x02\0\x46\x43", 4));
        const std::string identifier = written.substr(20, 16);
        QVERIFY(identifier != std::string(16, '\0'));
        QVERIFY(noMoves.substr(20, 16) != identifier);
        QCOMPARE(writeCbr(*withMoves).substr(20, 16), identifier); // the same game, the same bytes
    }

    void writesADiagramAndBlackToMove()
    {
        const auto board = Board::fromFen("3k5/9/9/9/r8/9/9/9/9/4K4 b - - 0 1");
        QVERIFY(board.ok());
        GameTree game(*board);
        game.setResult(GameResult::BlackWins);
        const auto again = readCbr(writeCbr(game));
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(again->sameGame(game));
        QCOMPARE(again->startBoard().sideToMove(), Side::Black);
    }

    void textsAreCutToTheirFieldOnACharacter()
    {
        GameTree game;
        game.tags().set("Red", std::string(40, 'x'));
        game.tags().set("Black", "𝄞" + std::string(29, 'y') + "𝄞");
        const auto again = readCbr(writeCbr(game));
        QVERIFY2(again.ok(), again.error().c_str());
        // A 64-byte field holds 31 UTF-16 units and the NUL.
        QCOMPARE(again->tags().value("Red"), std::string(31, 'x'));
        // Two units for the first clef, 29 letters: the second clef would be cut in half.
        QCOMPARE(again->tags().value("Black"), "𝄞" + std::string(29, 'y'));
    }

    void librariesGiveEveryGameInOrder()
    {
        const std::string first = gameWithLines();
        // A comment of 5000 bytes carries this record over into a second slot.
        const std::string second
            = CbrBytes().start(std::u16string(2500, u'评')).move("b2e2", 0x01).bytes();
        const std::string third = CbrBytes().start().move("c3c4", 0x01).bytes();
        const auto games = readGames(cblBytes(3, { first, second, third }), RecordFormat::Cbl);
        QCOMPARE(games.size(), std::size_t(3));
        for (const auto &game : games) {
            QVERIFY2(game.ok(), game.error().c_str());
        }
        QCOMPARE(iccsLine(*games[0]), (Line { "h2e2", "h9g7", "h0g2", "b9c7" }));
        QCOMPARE(games[1]->comment(GameTree::Root).size(), std::size_t(2500 * 3));
        QCOMPARE(iccsLine(*games[1]), (Line { "b2e2" }));
        QCOMPARE(iccsLine(*games[2]), (Line { "c3c4" }));
    }

    void theRecordsStartAfterAnIndexOfAnySize()
    {
        for (std::uint32_t slotCount : { 0u, 1u, 128u, 140u }) {
            const auto games
                = readGames(cblBytes(slotCount, { gameWithLines() }), RecordFormat::Cbl);
            QCOMPARE(games.size(), std::size_t(1));
            QVERIFY2(games.front().ok(), games.front().error().c_str());
        }
    }

    void aBadGameOfALibraryIsItsOwnError()
    {
        const std::string bad = CbrBytes().start().move("a0a5", 0x01).bytes();
        const std::string library = cblBytes(2, { gameWithLines(), bad, gameWithLines() });
        const auto games = readGames(library, RecordFormat::Cbl);
        QCOMPARE(games.size(), std::size_t(3));
        QVERIFY(games[0].ok() && games[2].ok());
        // The second slot after an index of two: 66624 + 2 * 276 + 4096 = 0x11668.
        QVERIFY(
            says(games[1].error(), "record at offset 0x11668: offset 0x8AA: illegal move 1. a0a5"));
        QVERIFY(says(gameError(games, 1), "game 2: record at"));
    }

    void aRecordWithoutStonesIsAHeadingNotAGame()
    {
        // Libraries put a record with an empty board and a title (a heading, "men's games")
        // before a group of games.
        const std::string heading = CbrBytes()
                                        .setBoard(std::string(90, '\0'))
                                        .text(180, u"男子组")
                                        .start(u"二十局")
                                        .bytes();
        const std::string library = cblBytes(3, { heading, gameWithLines(), heading });
        const auto games = readFileGames(library, "games.cbl");
        QCOMPARE(games.size(), std::size_t(1));
        QVERIFY2(games.front().ok(), games.front().error().c_str());
        QCOMPARE(iccsLine(*games.front()), (Line { "h2e2", "h9g7", "h0g2", "b9c7" }));
        QVERIFY(warned(*games.front(), "record at offset 0x1077C before this game is a heading"));
        QVERIFY(warned(*games.front(), "男子组"));
        const auto onlyHeadings = readFileGames(cblBytes(1, { heading }), "headings.cbl");
        QCOMPARE(onlyHeadings.size(), std::size_t(1));
        QVERIFY(isNotARecord(onlyHeadings.front().error()));
        QVERIFY(says(onlyHeadings.front().error(), "headings only"));
    }

    void badLibrariesAreRefusedWithTheirReason()
    {
        const std::string library = cblBytes(2, { gameWithLines() });
        QVERIFY(says(readCblGames("CCBridgeLibrary").front().error(), "not a CCBridge library"));
        QVERIFY(says(readCblGames(library.substr(0, 5000)).front().error(),
            "fewer than the 66624 of a CBL header (truncated file)"));
        std::string hugeIndex = library;
        hugeIndex.replace(60, 4, le32(100000));
        QVERIFY(says(readCblGames(hugeIndex).front().error(),
            "offset 0x3C: an index for 100000 slots would end at offset 27666624, past the end"));
        const auto empty = readFileGames(cblBytes(128, {}), "empty.cbl");
        QCOMPARE(empty.size(), std::size_t(1));
        QVERIFY(isNotARecord(empty.front().error()));
        QVERIFY(says(empty.front().error(), "an empty CCBridge library"));
    }

    void theFormatTableKnowsBoth()
    {
        const std::string record = gameWithLines();
        const std::string library = cblBytes(1, { record, record });
        QCOMPARE(detectFormat(record), RecordFormat::Cbr);
        QCOMPARE(detectFormat(library), RecordFormat::Cbl);
        QCOMPARE(formatForPath("game.CBR"), std::optional(RecordFormat::Cbr));
        QCOMPARE(formatForPath("games.cbl"), std::optional(RecordFormat::Cbl));
        QVERIFY(canWrite(RecordFormat::Cbr));
        QVERIFY(!canWrite(RecordFormat::Cbl));
        QVERIFY(holdsSeveralGames(RecordFormat::Cbl));
        QVERIFY(recordFilePatterns().find("*.cbr *.cbl") != std::string::npos);
        // The save dialog offers what is written, and only that.
        QVERIFY(says(writtenFilePatterns(), "*.cbr"));
        QVERIFY(says(writtenFilePatterns(), "*.cbf"));
        QVERIFY(says(writtenFilePatterns(), "*.pgn"));
        QVERIFY(writtenFilePatterns().find("*.cbl") == std::string::npos);
        QVERIFY(writtenFilePatterns().find("*.mxq") == std::string::npos);
        QCOMPARE(readFileGames(library, "unnamed.dat").size(), std::size_t(2));
        QVERIFY(readFileGames(record, "game.cbr").front().ok());
        // The compressed kind is known by its signature (tst_cblcompressed reads it).
        const std::string compressed
            = std::string("CCBridge\x15\0\0\0\x03\0\0\0\x40\0\0\0", 20) + std::string(64, '\x9C');
        QCOMPARE(detectFormat(compressed), RecordFormat::Cbl);
        QVERIFY(says(readFileGames(compressed, "old.cbl").front().error(),
            "unreadable CCBridge library (.cbl) of the compressed kind: offset 0x14: the zlib "
            "data is corrupt"));
    }
};

QTEST_GUILESS_MAIN(TestCcbridgeBinary)
#include "tst_ccbridgebinary.moc"
