// Reading what real collections contain: a move naming its stone by a file two of them share is
// read when only one can make it, a side line with an illegal move is left out and the rest of
// the game kept, a mate diagram with both generals in check opens as a diagram; each with a
// warning, and strict reading refuses all of them.

#include "records/records.h"

#include <QTest>

#include <algorithm>

using namespace xq;

namespace {

// Red chariots on a0 and a2 (file 9 as Red counts) with a Red soldier on a3 in front of them.
const std::string TwoChariots = "3k5/9/9/9/9/9/P8/R8/9/R3K4 w - - 0 1";

std::string pgnFrom(const std::string &fen, const std::string &moves)
{
    return "[FEN \"" + fen + "\"]\n" + moves + "\n";
}

std::vector<std::string> iccs(const GameTree &game, const std::vector<NodeId> &line)
{
    std::vector<std::string> moves;
    for (NodeId node : line) {
        moves.push_back(game.move(node).toIccs());
    }
    return moves;
}

bool mentions(const std::vector<std::string> &warnings, const std::string &text)
{
    return std::any_of(warnings.begin(), warnings.end(),
        [&text](const std::string &w) { return w.find(text) != std::string::npos; });
}

ReadOptions strict()
{
    ReadOptions options;
    options.strict = true;
    return options;
}

/// An XQF record with a variation whose move is then made illegal in the bytes: 1. h2e2 (1. b0c2)
/// h9g7, the variation's horse sent to c3 where it cannot go.
std::string xqfWithIllegalSideLine()
{
    GameTree game;
    const NodeId first = *game.addMove(GameTree::Root, *Move::fromIccs("h2e2"));
    game.addMove(first, *Move::fromIccs("h9g7"));
    game.addMove(GameTree::Root, *Move::fromIccs("b0c2"));
    std::string bytes = *writeRecord(game, RecordFormat::Xqf);
    // Version 10 move records are plain: from + 0x18, to + 0x20, points as file * 10 + rank.
    const std::string b0c2 = { char(10 + 0x18), char(22 + 0x20) };
    const std::size_t at = bytes.find(b0c2, 0x400);
    if (at == std::string::npos) {
        qFatal("the written XQF has no b0c2 record");
    }
    bytes[at + 1] = char(23 + 0x20); // c3
    return bytes;
}

/// The XQF of 1. h2e2 h9g7 2. b0c2 i9h9 with a stray record, a second h2e2, between h9g7 and b0c2:
/// a move from a point no stone stands on any more, as real collections hold them (a move saved
/// twice, or left behind at the end of a line).
std::string xqfWithStrayRecord()
{
    GameTree game;
    NodeId node = GameTree::Root;
    for (const char *move : { "h2e2", "h9g7", "b0c2", "i9h9" }) {
        node = *game.addMove(node, *Move::fromIccs(move));
    }
    std::string bytes = *writeRecord(game, RecordFormat::Xqf);
    // Version 10 move records are plain: from + 0x18, to + 0x20, the tag (0xF0: a move
    // follows), a reserved byte, then a comment length.
    const std::string b0c2 = { char(10 + 0x18), char(22 + 0x20) };
    const std::size_t at = bytes.find(b0c2, 0x400);
    if (at == std::string::npos) {
        qFatal("the written XQF has no b0c2 record");
    }
    const std::string stray = { char(72 + 0x18), char(42 + 0x20), char(0xF0), 0, 0, 0, 0, 0 };
    bytes.insert(at, stray);
    return bytes;
}

} // namespace

class TestLeniency : public QObject {
    Q_OBJECT

private slots:
    void stoneNamedByASharedFile_data()
    {
        QTest::addColumn<std::string>("move");
        QTest::addColumn<std::string>("expected"); // empty: refused even leniently
        // a0 can step to a1; a2 cannot, its own soldier stands on a3.
        QTest::newRow("Chinese, only the rear can go forward")
            << std::string("车九进一") << std::string("a0a1");
        QTest::newRow("full-width digit") << std::string("车９进１") << std::string("a0a1");
        QTest::newRow("WXF") << std::string("R9+1") << std::string("a0a1");
        // a0 cannot go back; a2 can.
        QTest::newRow("only the front can go back")
            << std::string("车九退一") << std::string("a2a1");
        // Both can move sideways to file 8 (b): truly ambiguous.
        QTest::newRow("both can go sideways") << std::string("车九平八") << std::string("");
        QTest::newRow("WXF, both can") << std::string("R9.8") << std::string("");
    }

    void stoneNamedByASharedFile()
    {
        QFETCH(std::string, move);
        QFETCH(std::string, expected);
        const std::string pgn = pgnFrom(TwoChariots, "1. " + move + " *");
        const auto lenient = readRecord(pgn, RecordFormat::Pgn);
        if (expected.empty()) {
            QVERIFY(!lenient.ok());
            QVERIFY2(
                lenient.error().find("ambiguous") != std::string::npos, lenient.error().c_str());
            return;
        }
        QVERIFY2(lenient.ok(), lenient.error().c_str());
        QCOMPARE(iccs(*lenient, lenient->mainLine()), std::vector<std::string> { expected });
        QCOMPARE(lenient->readWarnings().size(), std::size_t(1));
        QVERIFY2(mentions(lenient->readWarnings(), "line 2, column 4: move 1 " + move),
            lenient->readWarnings().front().c_str());
        QVERIFY(mentions(lenient->readWarnings(), expected));
        const auto refused = readRecord(pgn, RecordFormat::Pgn, strict());
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("names its stone by a file two of them share")
                != std::string::npos,
            refused.error().c_str());
    }

    void correctNamesNeedNoWarning()
    {
        const auto game = readRecord(pgnFrom(TwoChariots, "1. 后车进一 *"), RecordFormat::Pgn);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(iccs(*game, game->mainLine()), std::vector<std::string> { "a0a1" });
        QVERIFY(game->readWarnings().empty());
    }

    void illegalMoveInASideLine_data()
    {
        QTest::addColumn<std::string>("pgn");
        QTest::addColumn<std::vector<std::string>>("mainLine");
        QTest::addColumn<int>("moves"); // in the whole tree after the side line is left out
        QTest::addColumn<std::string>("where");
        // 车九进五 jumps over Red's own soldier on a3.
        QTest::newRow("first-level side line")
            << std::string("1. 炮二平五 (1. 马二进三 马８进７ 2. 车九进五 {gone} 车９平８) "
                           "1... 马８进７ 2. 马二进三 *")
            << std::vector<std::string> { "h2e2", "h9g7", "h0g2" } << 3
            << std::string("at ply 3: a Red chariot cannot move from a0 to a5; the side line "
                           "ply 1 line 2 is left out");
        QTest::newRow("nested side line, the outer one stays")
            << std::string("1. 炮二平五 马８进７ (1... 马２进３ 2. 马二进三 (2. 车九进五) "
                           "2... 车１平２) 2. 马二进三 *")
            << std::vector<std::string> { "h2e2", "h9g7", "h0g2" } << 6
            << std::string("the side line ply 2 line 2 > ply 3 line 2 is left out");
        QTest::newRow("illegal first move of a side line")
            << std::string("1. 炮二平五 (1. 车九进五) 1... 马８进７ *")
            << std::vector<std::string> { "h2e2", "h9g7" } << 2
            << std::string("side line ply 1 line 2 is left out");
    }

    void illegalMoveInASideLine()
    {
        QFETCH(std::string, pgn);
        QFETCH(std::vector<std::string>, mainLine);
        QFETCH(int, moves);
        QFETCH(std::string, where);
        const auto game = readRecord(pgn, RecordFormat::Pgn);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(iccs(*game, game->mainLine()), mainLine);
        QCOMPARE(game->moveCount(), moves);
        QCOMPARE(game->readWarnings().size(), std::size_t(1));
        QVERIFY2(mentions(game->readWarnings(), where), game->readWarnings().front().c_str());
        QVERIFY(mentions(game->readWarnings(), "illegal move"));
        QVERIFY(!readRecord(pgn, RecordFormat::Pgn, strict()).ok());
    }

    void illegalMoveOnTheMainLineIsAnError()
    {
        const auto game = readRecord("1. 炮二平五 马８进７ 2. 车九进五 *", RecordFormat::Pgn);
        QVERIFY(!game.ok());
        QVERIFY2(game.error().find("illegal move 2. 车九进五 (Red) at ply 3") != std::string::npos,
            game.error().c_str());
    }

    void illegalMoveInAnXqfSideLine()
    {
        const std::string bytes = xqfWithIllegalSideLine();
        const auto game = readRecord(bytes, RecordFormat::Xqf);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(iccs(*game, game->mainLine()), (std::vector<std::string> { "h2e2", "h9g7" }));
        QCOMPARE(game->moveCount(), 2);
        QVERIFY2(mentions(game->readWarnings(),
                     "illegal move 1. b0c3 (Red) at ply 1; the side "
                     "line ply 1 line 2 is left out"),
            game->readWarnings().empty() ? "no warning" : game->readWarnings().front().c_str());
        const auto refused = readRecord(bytes, RecordFormat::Xqf, strict());
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().find("illegal move 1. b0c3") != std::string::npos);
    }

    void strayRecordIsLeftOut()
    {
        const std::string bytes = xqfWithStrayRecord();
        const auto game = readRecord(bytes, RecordFormat::Xqf);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(iccs(*game, game->mainLine()),
            (std::vector<std::string> { "h2e2", "h9g7", "b0c2", "i9h9" }));
        QCOMPARE(game->moveCount(), 4);
        QVERIFY2(mentions(game->readWarnings(),
                     "offset 0x418: the record of move 2. h2e2 (Red) at ply 3 moves from h2, where "
                     "no stone stands; the record is left out, the moves after it read from the "
                     "position before it"),
            game->readWarnings().empty() ? "no warning" : game->readWarnings().front().c_str());
        const auto refused = readRecord(bytes, RecordFormat::Xqf, strict());
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("offset 0x418: illegal move 2. h2e2 (Red) at ply 3")
                != std::string::npos,
            refused.error().c_str());
    }

    void illegalMoveInADhtmlXqSideLine()
    {
        // Main line h2e2 h9g7; branch 1 from ply 1: b0c2 h9g7, then a0a5 (over the soldier).
        // DhtmlXQ points are file then row from the top.
        const std::string ubb = "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n"
                                "[DhtmlXQ_move_0_1_1]192770620904[/DhtmlXQ_move_0_1_1]\n";
        const auto game = readRecord(ubb, RecordFormat::Ubb);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(iccs(*game, game->mainLine()), (std::vector<std::string> { "h2e2", "h9g7" }));
        QCOMPARE(game->moveCount(), 4); // b0c2 h9g7 stay, the line is cut at a0a5
        QVERIFY2(mentions(game->readWarnings(), "illegal move 2. a0a5"),
            game->readWarnings().empty() ? "no warning" : game->readWarnings().front().c_str());
        QVERIFY(!readRecord(ubb, RecordFormat::Ubb, strict()).ok());
    }

    void bothGeneralsInCheckIsADiagram_data()
    {
        QTest::addColumn<RecordFormat>("format");
        QTest::newRow("FEN") << RecordFormat::Fen;
        QTest::newRow("PGN") << RecordFormat::Pgn;
        QTest::newRow("XQF") << RecordFormat::Xqf;
    }

    void bothGeneralsInCheckIsADiagram()
    {
        QFETCH(RecordFormat, format);
        // A Red chariot attacks the Black general on d9, a Black chariot the Red one on e0.
        const std::string fen = "3k5/9/9/9/3Rr4/9/9/9/9/4K4 w - - 0 1";
        QVERIFY(!Board::fromFen(fen).ok());
        const auto board = Board::diagramFromFen(fen);
        QVERIFY(board.ok());
        const auto bytes = writeRecord(GameTree(*board), format);
        QVERIFY2(bytes.ok(), bytes.error().c_str());
        const auto diagram = readRecord(*bytes, format);
        QVERIFY2(diagram.ok(), diagram.error().c_str());
        QVERIFY(diagram->isDiagram());
        QCOMPARE(diagram->startBoard().fen().substr(0, 26), fen.substr(0, 26));
        QVERIFY(mentions(diagram->readWarnings(), "cannot arise in a game"));
        const auto refused = readRecord(*bytes, format, strict());
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("the position cannot arise in a game: both generals are in "
                                      "check")
                != std::string::npos,
            refused.error().c_str());
    }

    void oneBadByteInUtf8_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<RecordFormat>("format");
        QTest::addColumn<int>("line");
        QTest::newRow("PGN") << std::string("[Event \"赛\"]\n[Red \"张三\"]\n"
                                            "1. 炮二平五 马８进７ {好棋\xFF} *\n")
                             << RecordFormat::Pgn << 3;
        QTest::newRow("DhtmlXQ") << std::string("[DhtmlXQ_title]第一届全国象棋个人赛决赛\xFF"
                                                "[/DhtmlXQ_title]\n"
                                                "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n")
                                 << RecordFormat::Ubb << 1;
    }

    void oneBadByteInUtf8()
    {
        QFETCH(std::string, text);
        QFETCH(RecordFormat, format);
        QFETCH(int, line);
        const std::size_t offset = text.find('\xFF');
        const std::string where = "byte offset " + std::to_string(offset) + " (line "
            + std::to_string(line) + "): 0xFF";
        const auto game = readRecord(text, format);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->mainLine().size(), std::size_t(2));
        QCOMPARE(game->readWarnings().size(), std::size_t(1));
        QVERIFY2(mentions(game->readWarnings(), where + " is not UTF-8"),
            game->readWarnings().front().c_str());
        const std::string replaced = format == RecordFormat::Pgn
            ? game->comment(game->mainLine().back())
            : game->tags().value("Title");
        QVERIFY2(replaced.ends_with("\uFFFD"), replaced.c_str());
        const auto refused = readRecord(text, format, strict());
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find(where) != std::string::npos, refused.error().c_str());
    }

    void proseIsNotARecord_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::newRow("Chinese prose") << std::string("各位棋友，大家好。\n今天谈谈中炮。\n");
        QTest::newRow("English prose") << std::string("Dear friends, welcome to our club.\n");
    }

    void proseIsNotARecord()
    {
        QFETCH(std::string, text);
        const auto game = readRecord(text);
        QVERIFY(!game.ok());
        QVERIFY2(game.error().starts_with("not a game record"), game.error().c_str());
    }

    void onlyTheWaitingSideInCheckIsNoDiagram()
    {
        // Black is in check with Red to move: a wrong side, not a mate diagram.
        const auto game = readRecord("3k5/9/9/9/3R5/9/9/9/9/4K4 w - - 0 1", RecordFormat::Fen);
        QVERIFY(!game.ok());
        QVERIFY2(game.error().find("Black is in check but it is Red's move") != std::string::npos,
            game.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestLeniency)
#include "tst_leniency.moc"
