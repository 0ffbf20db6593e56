// Notation: every legal move of many positions, written in ICCS, WXF and Chinese, reads back as
// the same move and no two moves of a position share a text; hand-checked examples; the variant
// spellings readers meet; refusals and their reasons.

#include "../core/positions.h"
#include "core/notation.h"

#include <QTest>

#include <set>

using namespace xq;

Q_DECLARE_METATYPE(xq::Notation)

namespace {

const QByteArray StartFen(Board::StartFen.data(), Board::StartFen.size());
const QByteArray AfterCentralCannon
    = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
const QByteArray CannonsOnFileFive
    = "rnbakabnr/9/1c5c1/p1p1C1p1p/9/9/P1P1P1P1P/4C4/9/RNBAKABNR w - - 0 1";
const QByteArray RedChariotsOnFileOne = "3k5/9/9/9/8R/9/9/9/8R/4K4 w - - 0 1";
const QByteArray BlackChariotsOnFileOne = "4k4/r8/9/r8/9/9/9/9/9/3K5 b - - 0 1";
const QByteArray ThreeSoldiersOnFileFive = "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1";
const QByteArray FourSoldiersOnFileFive = "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1";
const QByteArray FiveSoldiersOnFileNine = "P2k5/P8/P8/P8/P8/9/9/9/9/4K4 w - - 0 1";
const QByteArray SoldiersOnFilesThreeAndSeven = "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
const QByteArray FiveSoldiersOnTwoFiles = "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
const QByteArray BlackSoldiersOnFileFive = "5k3/9/9/9/9/4p4/4p4/4p4/9/3K5 b - - 0 1";
const QByteArray BlackSoldiersOnTwoFiles = "4k4/9/9/9/9/2p3p2/2p3p2/9/9/3K5 b - - 0 1";
const QByteArray AdvisorsAndElephantsShareFiles = "3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w - - 0 1";
const QByteArray BlackHorsesOnFileTwo = "3k5/9/1n7/1n7/9/9/9/9/9/4K4 b - - 0 1";
const QByteArray PinnedChariot = "3kr4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1";

/// Positions where stones share files, the case notation has to name with care.
const QList<QByteArray> TandemFens = { CannonsOnFileFive, RedChariotsOnFileOne,
    BlackChariotsOnFileOne, ThreeSoldiersOnFileFive, FourSoldiersOnFileFive, FiveSoldiersOnFileNine,
    SoldiersOnFilesThreeAndSeven, FiveSoldiersOnTwoFiles, BlackSoldiersOnFileFive,
    BlackSoldiersOnTwoFiles, AdvisorsAndElephantsShareFiles, BlackHorsesOnFileTwo };

Board boardOf(const QByteArray &fen)
{
    const auto board = Board::fromFen(fen.toStdString());
    if (!board) {
        qFatal("bad test FEN %s: %s", fen.constData(), board.error().c_str());
    }
    return *board;
}

/// The tandem positions and every position one move away from them.
std::vector<Board> tandemPositions()
{
    std::vector<Board> positions;
    for (const QByteArray &fen : TandemFens) {
        const Board start = boardOf(fen);
        positions.push_back(start);
        MoveList moves;
        start.generateLegal(moves);
        for (Move m : moves) {
            Board next = start;
            next.makeMove(m);
            positions.push_back(next);
        }
    }
    return positions;
}

Move iccs(const QByteArray &text)
{
    return Move::fromIccs(text.toStdString()).value_or(Move());
}

QByteArray bytes(const std::string &s)
{
    return QByteArray::fromStdString(s);
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<Notation>("notation");
        QTest::addColumn<bool>("tandem");
        const std::pair<const char *, Notation> notations[] = { { "ICCS", Notation::Iccs },
            { "WXF", Notation::Wxf }, { "Chinese", Notation::Chinese } };
        for (const auto &[name, notation] : notations) {
            QTest::addRow("%s, varied positions", name) << notation << false;
            QTest::addRow("%s, stones sharing files", name) << notation << true;
        }
    }

    void roundTrip()
    {
        QFETCH(Notation, notation);
        QFETCH(bool, tandem);
        const std::vector<Board> positions
            = tandem ? tandemPositions() : testing::variedPositions(3, 60);
        QVERIFY(positions.size() > 100);
        for (const Board &board : positions) {
            MoveList moves;
            board.generateLegal(moves);
            std::set<std::string> written;
            for (Move m : moves) {
                const std::string text = formatMove(board, m, notation);
                const QByteArray where = bytes(board.fen() + " " + m.toIccs() + " as " + text);
                QVERIFY2(written.insert(text).second, "written twice: " + where);
                const auto read = parseMove(board, text, notation);
                QVERIFY2(read.ok(), where + ": " + bytes(read.error()));
                QVERIFY2(*read == m, "read back as " + bytes(read->toIccs()) + ": " + where);
                const auto guessed = parseMove(board, text);
                QVERIFY2(guessed.ok() && *guessed == m, "auto-detected wrongly: " + where);
            }
        }
    }

    void knownMoves_data()
    {
        QTest::addColumn<QByteArray>("fen");
        QTest::addColumn<QByteArray>("move");
        QTest::addColumn<QByteArray>("wxf");
        QTest::addColumn<QByteArray>("chinese");
        const auto row = [](const char *name, const QByteArray &fen, const char *move,
                             const char *wxf, const char *chinese) {
            QTest::newRow(name) << fen << QByteArray(move) << QByteArray(wxf)
                                << QByteArray(chinese);
        };
        row("central cannon", StartFen, "h2e2", "C2.5", "炮二平五");
        row("horse to file three", StartFen, "h0g2", "H2+3", "马二进三");
        row("chariot up one", StartFen, "i0i1", "R1+1", "车一进一");
        row("advisor to the centre", StartFen, "f0e1", "A4+5", "仕四进五");
        row("elephant to the centre", StartFen, "g0e2", "E3+5", "相三进五");
        row("general up", StartFen, "e0e1", "K5+1", "帅五进一");
        row("soldier forward", StartFen, "c3c4", "P7+1", "兵七进一");
        row("black horse", AfterCentralCannon, "h9g7", "H8+7", "马８进７");
        row("black cannon to the centre", AfterCentralCannon, "b7e7", "C2.5", "炮２平５");
        row("black elephant", AfterCentralCannon, "c9e7", "E3+5", "象３进５");
        row("black advisor", AfterCentralCannon, "d9e8", "A4+5", "士４进５");
        row("black soldier", AfterCentralCannon, "c6c5", "P3+1", "卒３进１");
        row("black chariot", AfterCentralCannon, "a9a7", "R1+2", "车１进２");
        row("front cannon back two", CannonsOnFileFive, "e6e4", "C+-2", "前炮退二");
        row("front cannon sideways", CannonsOnFileFive, "e6d6", "C+.6", "前炮平六");
        row("rear cannon back", CannonsOnFileFive, "e2e1", "C--1", "后炮退一");
        row("rear chariot up", RedChariotsOnFileOne, "i1i2", "R-+1", "后车进一");
        row("front chariot across", RedChariotsOnFileOne, "i5h5", "R+.2", "前车平二");
        row("black front chariot", BlackChariotsOnFileOne, "a6a5", "R++1", "前车进１");
        row("black rear chariot back", BlackChariotsOnFileOne, "a8a9", "R--1", "后车退１");
        row("black front horse", BlackHorsesOnFileTwo, "b6c4", "H++3", "前马进３");
        row("black rear horse", BlackHorsesOnFileTwo, "b7a9", "H--1", "后马退１");
        row("front of three soldiers", ThreeSoldiersOnFileFive, "e7d7", "P+.6", "前兵平六");
        row("middle of three soldiers", ThreeSoldiersOnFileFive, "e6d6", "P5.6", "中兵平六");
        row("rear of three soldiers", ThreeSoldiersOnFileFive, "e5f5", "P-.4", "后兵平四");
        row("first of four soldiers", FourSoldiersOnFileFive, "e8e9", "+++1", "一兵进一");
        row("second of four soldiers", FourSoldiersOnFileFive, "e7d7", "P+.6", "二兵平六");
        row("third of four soldiers", FourSoldiersOnFileFive, "e6d6", "P-.6", "三兵平六");
        row("last of four soldiers", FourSoldiersOnFileFive, "e5d5", "--.6", "四兵平六");
        row("middle of five soldiers", FiveSoldiersOnFileNine, "a7b7", "P9.8", "三兵平八");
        row("last of five soldiers", FiveSoldiersOnFileNine, "a5b5", "--.8", "五兵平八");
        row("two files: right front", SoldiersOnFilesThreeAndSeven, "g6f6", "3+.4", "一兵平四");
        row("two files: right rear", SoldiersOnFilesThreeAndSeven, "g5h5", "3-.2", "二兵平二");
        row("two files: left front", SoldiersOnFilesThreeAndSeven, "c6c7", "7++1", "三兵进一");
        row("two files: left rear", SoldiersOnFilesThreeAndSeven, "c5b5", "7-.8", "四兵平八");
        row("two files: middle of three", FiveSoldiersOnTwoFiles, "c6b6", "77.8", "四兵平八");
        row("two files: rear of three", FiveSoldiersOnTwoFiles, "c5d5", "7-.6", "五兵平六");
        row("black front of three", BlackSoldiersOnFileFive, "e2e1", "P++1", "前卒进１");
        row("black middle of three", BlackSoldiersOnFileFive, "e3d3", "P5.4", "中卒平４");
        row("black rear of three", BlackSoldiersOnFileFive, "e4f4", "P-.6", "后卒平６");
        row("black two files: first", BlackSoldiersOnTwoFiles, "c3b3", "3+.2", "一卒平２");
        row("black two files: fourth", BlackSoldiersOnTwoFiles, "g4h4", "7-.8", "四卒平８");
        row("advisor pair: rear up", AdvisorsAndElephantsShareFiles, "d0e1", "A6+5", "仕六进五");
        row("advisor pair: front back", AdvisorsAndElephantsShareFiles, "d2e1", "A6-5", "仕六退五");
        row("elephant pair: rear up", AdvisorsAndElephantsShareFiles, "c0a2", "E7+9", "相七进九");
        row("elephant pair: front back", AdvisorsAndElephantsShareFiles, "c4e2", "E7-5",
            "相七退五");
    }

    void knownMoves()
    {
        QFETCH(QByteArray, fen);
        QFETCH(QByteArray, move);
        QFETCH(QByteArray, wxf);
        QFETCH(QByteArray, chinese);
        const Board board = boardOf(fen);
        const Move m = iccs(move);
        QVERIFY(board.canMove(m.from(), m.to()));
        QCOMPARE(bytes(formatMove(board, m, Notation::Iccs)), move);
        QCOMPARE(bytes(formatMove(board, m, Notation::Wxf)), wxf);
        QCOMPARE(bytes(formatMove(board, m, Notation::Chinese)), chinese);
        for (const QByteArray &text : { move, wxf, chinese }) {
            const auto read = parseMove(board, text.toStdString());
            QVERIFY2(read.ok(), text + ": " + bytes(read.error()));
            QCOMPARE(read->toIccs(), move.toStdString());
        }
    }

    void variantSpellings_data()
    {
        QTest::addColumn<QByteArray>("fen");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("move");
        const auto row = [](const char *text, const QByteArray &fen, const char *move) {
            QTest::newRow(text) << fen << QByteArray(text) << QByteArray(move);
        };
        row("砲二平五", StartFen, "h2e2");
        row("包二平五", StartFen, "h2e2");
        row("炮2平5", StartFen, "h2e2");
        row("炮２平５", StartFen, "h2e2");
        row(" 炮二 平五 ", StartFen, "h2e2");
        row("傌二進三", StartFen, "h0g2");
        row("馬2進3", StartFen, "h0g2");
        row("俥一進一", StartFen, "i0i1");
        row("車1进1", StartFen, "i0i1");
        row("帥五進一", StartFen, "e0e1");
        row("仕四進五", StartFen, "f0e1");
        row("相三進五", StartFen, "g0e2");
        row("c2.5", StartFen, "h2e2");
        row("C2=5", StartFen, "h2e2");
        row("N2+3", StartFen, "h0g2");
        row("B3+5", StartFen, "g0e2");
        row("H2-E2", StartFen, "h2e2");
        row("h2-e2", StartFen, "h2e2");
        row("马8进7", AfterCentralCannon, "h9g7");
        row("马八进七", AfterCentralCannon, "h9g7");
        row("馬８進７", AfterCentralCannon, "h9g7");
        row("包２平５", AfterCentralCannon, "b7e7");
        row("砲2平5", AfterCentralCannon, "b7e7");
        row("將五進一", AfterCentralCannon, "e9e8");
        row("後炮退一", CannonsOnFileFive, "e2e1");
        row("前砲退二", CannonsOnFileFive, "e6e4");
        row("後兵平六", ThreeSoldiersOnFileFive, "e5d5");
        row("1兵平四", SoldiersOnFilesThreeAndSeven, "g6f6");
        row("１卒平２", BlackSoldiersOnTwoFiles, "c3b3");
        row("一卒平2", BlackSoldiersOnTwoFiles, "c3b3");
        row("P7.8", FiveSoldiersOnTwoFiles, "c6b6");
        row("A-+5", AdvisorsAndElephantsShareFiles, "d0e1");
        row("前仕退五", AdvisorsAndElephantsShareFiles, "d2e1");
        row("E+-9", AdvisorsAndElephantsShareFiles, "c4a2");
        row("+C-2", CannonsOnFileFive, "e6e4");
        row("-C-1", CannonsOnFileFive, "e2e1");
        row("+P.6", ThreeSoldiersOnFileFive, "e7d7");
    }

    void variantSpellings()
    {
        QFETCH(QByteArray, fen);
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, move);
        const auto read = parseMove(boardOf(fen), text.toStdString());
        QVERIFY2(read.ok(), bytes(read.error()));
        QCOMPARE(read->toIccs(), move.toStdString());
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("fen");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("reason");
        const auto row
            = [](const char *name, const QByteArray &fen, const QByteArray &text,
                  const char *reason) { QTest::newRow(name) << fen << text << QByteArray(reason); };
        row("nothing", StartFen, "  ", "no move given");
        row("garbage", StartFen, "hello", "is not a move in ICCS (h2e2), WXF (C2.5) or Chinese");
        row("not UTF-8", StartFen, "\xff\xfe\xfd\xfc", "not valid UTF-8");
        row("three characters", StartFen, "炮二平", "write four characters like 炮二平五");
        row("no such numeral", StartFen, "炮十平五", "'十' is not a file number");
        row("no such direction", StartFen, "炮二跳五", "'跳' is not 进, 退 or 平");
        row("no such stone", StartFen, "后象进五", "no Red elephant is called 后相 here");
        row("not a stone", StartFen, "前猫进五", "'猫' is not a stone");
        row("no such number", StartFen, "炮二平零", "'零' is not a number from 1 to 9");
        row("nothing on the file", StartFen, "炮三平五", "no Red cannon on file 3");
        row("WXF, nothing on the file", StartFen, "C3.5", "no Red cannon on file 3");
        row("WXF, unknown letter", StartFen, "X2.5", "does not start with K A E H R C P");
        row("WXF, bad direction", StartFen, "C2*5", "not a move in ICCS");
        row("WXF, file zero", StartFen, "C2.0", "must end in +, - or . and a digit");
        row("sideways to its own file", StartFen, "炮二平二", "is already on file 2");
        row("horse sideways", StartFen, "马二平三", "the Red horse on file 2 cannot move sideways");
        row("horse too far", StartFen, "马二进五", "cannot reach file 5 in one move");
        row("off the board", StartFen, "车一退一", "would leave the board");
        row("onto its own stone", StartFen, "车一进三", "your own soldier stands on i3");
        row("through its own stone", StartFen, "车一进九", "cannot move from i0 to i9");
        row("a horse's leg", BlackHorsesOnFileTwo, "后马进３", "cannot move from b7 to c5");
        row("ICCS, empty point", StartFen, "e5e6", "no stone on e5");
        row("ICCS, the other side", StartFen, "h9g7", "is Black's; Red is to move");
        row("ICCS, general leaves palace", StartFen, "e0e2", "cannot move from e0 to e2");
        row("pinned chariot", PinnedChariot, "车五平六", "illegal: your general would be in check");
        row("pinned chariot, ICCS", PinnedChariot, "e1d1",
            "illegal: your general would be in check");
        row("tandem chariots by file", RedChariotsOnFileOne, "车一进一",
            "ambiguous: two chariots on file 1 — write 前车 or 后车");
        row("tandem chariots by file, WXF", RedChariotsOnFileOne, "R1+1",
            "ambiguous: two chariots on file 1 — write R+ or R-");
        row("three soldiers by file", ThreeSoldiersOnFileFive, "兵五平六",
            "ambiguous: three soldiers on file 5 — write 前兵, 中兵 or 后兵");
        row("two files, front soldier", SoldiersOnFilesThreeAndSeven, "前兵平四",
            "no Red soldier is called 前兵 here: write 一兵, 二兵, 三兵 or 四兵");
        row("two files, P+", SoldiersOnFilesThreeAndSeven, "P+.4",
            "no Red soldier is called P+ here: write 3+, 3-, 7+ or 7-");
        row("no front horse", StartFen, "前马进三", "no Red horse is called 前马 here");
        row("no cannon left", ThreeSoldiersOnFileFive, "炮二平五", "Red has no cannon");
    }

    void refusals()
    {
        QFETCH(QByteArray, fen);
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, reason);
        const auto read = parseMove(boardOf(fen), text.toStdString());
        QVERIFY2(!read.ok(), "accepted as " + bytes(read ? read->toIccs() : std::string()));
        QVERIFY2(bytes(read.error()).contains(reason), bytes(read.error()));
    }

    void notAMoveOfTheBoard()
    {
        const Board board = Board::startPosition();
        for (Notation notation : { Notation::Iccs, Notation::Wxf, Notation::Chinese }) {
            QCOMPARE(formatMove(board, Move::none(), notation), std::string("0000"));
            QCOMPARE(formatMove(board, Move::null(), notation), std::string("0000"));
            QCOMPARE(formatMove(board, *Move::fromIccs("e5e6"), notation), std::string("e5e6"));
        }
    }

    void notationGivenIsTheOneRead()
    {
        const Board board = Board::startPosition();
        QVERIFY(!parseMove(board, "h2e2", Notation::Wxf).ok());
        QVERIFY(!parseMove(board, "h2e2", Notation::Chinese).ok());
        QVERIFY(!parseMove(board, "C2.5", Notation::Iccs).ok());
        QVERIFY(!parseMove(board, "炮二平五", Notation::Wxf).ok());
        QVERIFY(parseMove(board, "C2.5", Notation::Wxf).ok());
        QVERIFY(parseMove(board, "炮二平五", Notation::Chinese).ok());
    }
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
