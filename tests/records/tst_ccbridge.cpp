// CCBridge's records: the XML kind (.cbf) read from files built here in the shape
// docs/formats.md describes, written and read back with its lines and comments.

#include "recordlines.h"

#include "records/cbf.h"
#include "records/records.h"

#include <QTest>

using namespace xq;
using namespace xq::testing;

namespace {

// 1. h2e2 h9g7 (1... b9c7 2. b0c2) 2. h0g2, with comments (points numbered from the top:
// 10-22 is b9c7); the side line has no ply attribute,
// so it is placed where it can be played.
const std::string Cbf = R"(<?xml version="1.0" encoding="UTF-8"?>
<ChineseChessRecord Version="1.0">
 <Head>
  <Name>测试 &amp; test</Name>
  <Contest>Cup</Contest>
  <Red>张三</Red>
  <RedTeam />
  <Black>李四</Black>
  <Date>2024.05.01</Date>
  <ECCO>B05</ECCO>
  <Result>红胜</Result>
  <FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN>
 </Head>
 <MoveList>
  <Move value="00-00" comment="before" />
  <Move value="77-47" comment="central cannon" />
  <Move value="70-62" />
  <Move value="79-67" end="1" />
  <Move value="10-22" />
  <Move value="19-27" end="1" />
 </MoveList>
</ChineseChessRecord>
)";

// A record in the shape of the files CCBridge saves (docs/formats.md): a UTF-8 BOM, the
// declaration, one blank of indent a level, every <Head> element in CCBridge's order (empty
// ones as <X />), comments as CDATA, `end` on the last move. Made here; only the texts differ
// from real files.
const std::string CcbridgeShaped = "\xEF\xBB\xBF"
                                   R"(<?xml version="1.0" encoding="UTF-8"?>
<ChineseChessRecord Version="1.0">
 <Head>
  <Name>示例 &amp; 测试</Name>
  <URL />
  <From />
  <ContestType />
  <Contest>杯赛</Contest>
  <Round>1</Round>
  <Group />
  <Table />
  <Date>2024-05-01</Date>
  <Site />
  <TimeRule />
  <Red>甲</Red>
  <RedTeam />
  <RedTime />
  <RedRating />
  <Black>乙</Black>
  <BlackTeam>&lt;队&gt;</BlackTeam>
  <BlackTime />
  <BlackRating />
  <Referee />
  <Recorder />
  <Commentator>丙</Commentator>
  <CommentatorURL />
  <Creator />
  <CreatorURL />
  <DateCreated />
  <DateModified />
  <ECCO>B05</ECCO>
  <RecordType>1</RecordType>
  <RecordKind />
  <RecordResult>1</RecordResult>
  <ResultType />
  <FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN>
 </Head>
 <MoveList>
  <Move value="00-00"><![CDATA[开局 "a" & <b>]]></Move>
  <Move value="77-47" />
  <Move value="70-62"><![CDATA[第一行
第二行]]></Move>
  <Move value="79-67" end="1" />
 </MoveList>
</ChineseChessRecord>
)";

} // namespace

class TestCcBridge : public QObject {
    Q_OBJECT

private slots:
    void readsHeadAndLines()
    {
        QCOMPARE(detectFormat(Cbf), RecordFormat::Cbf);
        QCOMPARE(formatForPath("a.CBF"), std::optional(RecordFormat::Cbf));
        const auto game = readRecord(Cbf, RecordFormat::Cbf);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->tags().value("Title"), std::string("测试 & test"));
        QCOMPARE(game->tags().value("Event"), std::string("Cup"));
        QCOMPARE(game->tags().value("Red"), std::string("张三"));
        QVERIFY(!game->tags().contains("RedTeam"));
        QCOMPARE(game->tags().value("ECCO"), std::string("B05"));
        QCOMPARE(game->result(), GameResult::RedWins);
        QCOMPARE(game->comment(GameTree::Root), std::string("before"));
        const auto main = game->mainLine();
        QCOMPARE(
            iccsLine(*game, main.back()), (std::vector<std::string> { "h2e2", "h9g7", "h0g2" }));
        QCOMPARE(game->comment(main.front()), std::string("central cannon"));
        // b0c2 cannot answer h2e2 as Black's move: the side line stands in for h9g7.
        const auto &atPly2 = game->children(main.front());
        QCOMPARE(atPly2.size(), std::size_t(2));
        QCOMPARE(iccsLine(*game, game->lastInLine(atPly2[1])),
            (std::vector<std::string> { "h2e2", "b9c7", "b0c2" }));
    }

    void plyAttributeSaysWhereALineBranches()
    {
        // b0c2 after the main line ends can stand in for h2e2 (ply 1) or for h0g2 (ply 3).
        const std::string side = "  <Move value=\"10-22\" />\n  <Move value=\"19-27\" end=\"1\" />";
        std::string guessed = Cbf;
        guessed.replace(guessed.find(side), side.size(), "  <Move value=\"19-27\" end=\"1\" />");
        const auto deepest = readCbf(guessed);
        QVERIFY2(deepest.ok(), deepest.error().c_str());
        QCOMPARE(deepest->children(deepest->mainLine()[1]).size(), std::size_t(2));
        std::string told = Cbf;
        told.replace(
            told.find(side), side.size(), "  <Move value=\"19-27\" ply=\"1\" end=\"1\" />");
        const auto atPly1 = readCbf(told);
        QVERIFY2(atPly1.ok(), atPly1.error().c_str());
        QCOMPARE(atPly1->children(GameTree::Root).size(), std::size_t(2));
        QCOMPARE(atPly1->children(atPly1->mainLine()[1]).size(), std::size_t(1));
    }

    void readsTheResultDigitAndCommentsAsTextAsCcbridgeSavesThem()
    {
        // CCBridge saves the result as <RecordResult> (3 a draw) and a move's comment as the
        // text of its element, in CDATA.
        const std::string saved = R"(<?xml version="1.0" encoding="UTF-8"?>
<ChineseChessRecord Version="1.0">
 <Head>
  <Name>第十局</Name>
  <RecordResult>3</RecordResult>
  <FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN>
 </Head>
 <MoveList>
  <Move value="00-00"><![CDATA[ 顺炮]]></Move>
  <Move value="77-47" />
  <Move value="72-42" end="1"><![CDATA[后手 & 顺炮]]></Move>
 </MoveList>
</ChineseChessRecord>
)";
        const auto game = readCbf(saved);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->result(), GameResult::Draw);
        QCOMPARE(game->comment(GameTree::Root), std::string("顺炮"));
        QCOMPARE(game->comment(game->mainLine()[1]), std::string("后手 & 顺炮"));
    }

    void writesTheShapeOfCcbridgesFiles()
    {
        const auto game = readCbf(CcbridgeShaped);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->tags().value("Annotator"), std::string("丙"));
        QCOMPARE(game->comment(game->mainLine()[1]), std::string("第一行\n第二行"));
        const std::string written = writeCbf(*game);
        QCOMPARE(written, CcbridgeShaped);
    }

    void writesTheResultDigitAndCommentsAsText()
    {
        auto game = readCbf(Cbf);
        QVERIFY(game.ok());
        game->setComment(game->mainLine()[0], "a < b ]]> c\nline two");
        const std::string written = writeCbf(*game);
        QVERIFY2(
            written.find("<RecordResult>1</RecordResult>") != std::string::npos, written.c_str());
        // "]]>" cannot stand in CDATA: the section is closed before its '>' and opened again.
        QVERIFY2(written.find("<Move value=\"77-47\"><![CDATA[a < b ]]]]><![CDATA[> c\nline "
                              "two]]></Move>")
                != std::string::npos,
            written.c_str());
        QVERIFY(written.find("comment=") == std::string::npos);
        const auto again = readCbf(written);
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(again->sameGame(*game));
    }

    void roundTrip()
    {
        const auto game = readCbf(Cbf);
        QVERIFY(game.ok());
        const std::string written = writeCbf(*game);
        const auto again = readCbf(written);
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(again->sameGame(*game));
        // The side line stands in for the deepest move it can: no `ply` needed, as in the files
        // CCBridge saves.
        QVERIFY2(written.find("ply=") == std::string::npos, written.c_str());
        // CCBridge's files have no <Opening>: the tag is not written.
        QVERIFY(game->tags().contains("ECCO"));
        auto withOpening = *game;
        withOpening.tags().set("Opening", "中炮");
        QVERIFY(writeCbf(withOpening).find("Opening") == std::string::npos);
    }

    void plyIsWrittenWhereReadingWouldPlaceTheLineElsewhere()
    {
        // 1. h2e2 h9g7 2. h0g2 (1. b0c2): b0c2 could stand in for h0g2 as well.
        GameTree game;
        const NodeId first = game.addMove(GameTree::Root, *Move::fromIccs("h2e2")).value();
        const NodeId second = game.addMove(first, *Move::fromIccs("h9g7")).value();
        game.addMove(second, *Move::fromIccs("h0g2"));
        game.addMove(GameTree::Root, *Move::fromIccs("b0c2"));
        const std::string written = writeCbf(game);
        QVERIFY2(written.find("<Move value=\"19-27\" ply=\"1\" end=\"1\" />") != std::string::npos,
            written.c_str());
        const auto again = readCbf(written);
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(again->sameGame(game));
    }

    void errors()
    {
        QVERIFY(readCbf("<Other/>").error().find("not a CCBridge record") != std::string::npos);
        QVERIFY(readCbf("<ChineseChessRecord>").error().find("never closed") != std::string::npos);
        std::string illegal = Cbf;
        illegal.replace(illegal.find("79-67"), 5, "79-77");
        const auto game = readCbf(illegal);
        QVERIFY(!game.ok());
        QVERIFY2(
            game.error().starts_with("line 18: illegal move 2. 79-77 (Red)"), game.error().c_str());
        // An illegal move in a side line leaves it out, unless reading is strict.
        std::string side = Cbf;
        side.replace(side.find("10-22"), 5, "10-55");
        const auto lenient = readCbf(side);
        QVERIFY2(lenient.ok(), lenient.error().c_str());
        QCOMPARE(lenient->readWarnings().size(), std::size_t(1));
        QVERIFY(lenient->readWarnings()[0].find("side line is left out") != std::string::npos);
        QVERIFY(!readCbf(side, strict()).ok());
    }
};

QTEST_GUILESS_MAIN(TestCcBridge)
#include "tst_ccbridge.moc"
