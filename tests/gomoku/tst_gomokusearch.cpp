// The AI: VCF and VCT on composed puzzles (every found line replayed and checked: each attack a
// four, each defence the only block, a five at the end), renju-aware attacks, defence against
// the opponent's VCF, forced moves, and the bench's signature.

#include "gomoku/analysis.h"
#include "gomoku/bench.h"
#include "gomoku/movepicker.h"
#include "gomoku/searcher.h"
#include "gomoku/threatsearch.h"
#include "gomokutestsupport.h"

#include <QtTest>

#include <sstream>

using namespace gomoku;
using namespace gomoku::test;

Q_DECLARE_METATYPE(gomoku::Rule)

namespace {

using Diagram = std::vector<std::string>;

// Row y=7: O X X X at x 3..6; column x=8: O X X X at y 3..6: (8,7) makes two fours.
const Diagram DoubleFourPoint { "...............", "...............", "...............",
    "........O......", "........X......", "........X......", "........X......", "...OXXX........",
    "...............", "..............." };

// One four first, then the double four: (10,8) makes a four on row 8 (blocked at (11,8)) and
// turns column 10 into a three, so (10,5) becomes a four on row 5 and a four on column 10.
const Diagram TwoStepVcf { "...............", "...............", "...............",
    "...............", "..........O....", "......OXXX.....", "..........X....", "..........X....",
    "......OXXX.....", "...............", "...............", "...............", "......O........" };

// Two open twos crossing at (8,7): a double three, no four anywhere.
const Diagram DoubleThreePoint { "...............", "...............", "...............",
    "...............", "...............", "........X......", "........X......", "......XX.......",
    "...............", "...........O...", "............O..", "..............." };

// White's open three on row 7 (x 5..7); black's three on row 2 blocked by white at x 1, so black
// has four points (x 5 and 6), far from white's three.
const Diagram OpenThreeAgainstFour { "...............", "...............", ".OXXX..........",
    "...............", "...............", "...............", "...............", ".....OOO.......",
    "...............", "...........X...", "..............." };

// Black's open three on row 7 (x 5..7, white at x 2 and 10) whose open-four points (4,7) and
// (8,7) would each also close a column of five black stones with a gap into six: an overline,
// forbidden to black under renju, so the three threatens no open four there.
const Diagram ThreeWithForbiddenFourPoints { "...............", "...............",
    "...............", "....O...O......", "....X...X......", "....X...X......", "....X...X......",
    "..O..XXX..O....", "....X...X......", "....X...X......", "....O...O......", "..............." };

// Replays `line` from the side to move and checks it is a win by fours (and threes when
// `threes`): the defender's answers are forced when the attack was a four.
bool isWinningLine(Position position, const std::vector<int> &line)
{
    const Stone attacker = position.sideToMove();
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (position.board().cell(line[i]) != Stone::Empty
            || position.isForbidden(position.sideToMove(), line[i])) {
            return false;
        }
        const bool attack = i % 2 == 0;
        if (!attack && position.patternCount(attacker, Pattern::Five) > 0
            && position.bestPattern(attacker, line[i]) != Pattern::Five) {
            return false; // the defender did not block the five
        }
        position.play(line[i]);
        if (attack && i + 1 < line.size() && position.patternCount(attacker, Pattern::Five) == 0
            && position.patternCount(attacker, Pattern::Flex4) == 0) {
            return false; // an attack that threatens nothing
        }
    }
    if (line.size() % 2 == 0) {
        return false;
    }
    if (position.board().winningLine(line.back(), position.rule()).empty()) {
        // Ends on a four the defender (black under renju) may not block.
        const auto fives = position.pointsWith(attacker, Pattern::Five);
        return !fives.empty() && position.isForbidden(opponent(attacker), fives.front());
    }
    return true;
}

Position setUpPosition(const Diagram &diagram, Rule rule, Stone toMove)
{
    Position position(15, rule);
    setUp(position, diagram);
    position.setSideToMove(toMove);
    return position;
}

} // namespace

class TestGomokuSearch : public QObject {
    Q_OBJECT

private slots:
    void vcfPuzzles_data();
    void vcfPuzzles();
    void renjuDoubleFourIsNoAttack();
    void vctFindsDoubleThree();
    void renjuDoubleThreeIsNoVct();
    void noVcfWithoutFours();
    void defendsAgainstVcf();
    void blocksFourAndTakesFive();
    void playsOnTwentyByTwenty();
    void winIsProvenOverEveryAnswer();
    void movesAgainstAnOpenThree();
    void renjuThreeWithForbiddenFourPointsIsNoThreat();
    void analysisShowsEveryDepth();
    void analysisRefusesBadMoves();
    void benchIsDeterministic();
};

void TestGomokuSearch::vcfPuzzles_data()
{
    QTest::addColumn<int>("puzzle");
    QTest::addColumn<Rule>("rule");
    QTest::newRow("double-four point, free-style") << 0 << Rule::FreeStyle;
    QTest::newRow("double-four point, standard") << 0 << Rule::Standard;
    QTest::newRow("four then double four") << 1 << Rule::FreeStyle;
}

void TestGomokuSearch::vcfPuzzles()
{
    QFETCH(int, puzzle);
    QFETCH(Rule, rule);
    Position position
        = setUpPosition(puzzle == 0 ? DoubleFourPoint : TwoStepVcf, rule, Stone::Black);
    const std::uint64_t key = position.board().key();
    ThreatSearch search(position, 100000);
    const int move = search.findVcf(10);
    QVERIFY(move >= 0);
    QCOMPARE(position.board().key(), key);
    QCOMPARE(search.line().front(), move);
    QVERIFY(isWinningLine(position, search.line()));
    if (puzzle == 1) {
        QVERIFY2(search.line().size() >= 5, "the first four is needed");
    }
}

void TestGomokuSearch::renjuDoubleFourIsNoAttack()
{
    Position position = setUpPosition(DoubleFourPoint, Rule::Renju, Stone::Black);
    QVERIFY(position.isForbidden(Stone::Black, Board::indexOf({ 8, 7 })));
    ThreatSearch search(position, 100000);
    const int move = search.findVcf(10);
    QVERIFY(move != Board::indexOf({ 8, 7 }));
    if (move >= 0) {
        QVERIFY(isWinningLine(position, search.line()));
    }
    // White may use the point black cannot: the same shape in white is a win.
    Position white(15, Rule::Renju);
    Diagram swapped = DoubleFourPoint;
    for (auto &row : swapped) {
        for (auto &c : row) {
            c = c == 'X' ? 'O' : (c == 'O' ? 'X' : c);
        }
    }
    setUp(white, swapped);
    white.setSideToMove(Stone::White);
    ThreatSearch whiteSearch(white, 100000);
    QVERIFY(whiteSearch.findVcf(10) >= 0);
    QVERIFY(isWinningLine(white, whiteSearch.line()));
}

void TestGomokuSearch::vctFindsDoubleThree()
{
    Position position = setUpPosition(DoubleThreePoint, Rule::FreeStyle, Stone::Black);
    ThreatSearch vcf(position, 100000);
    QCOMPARE(vcf.findVcf(10), -1);
    ThreatSearch vct(position, 200000);
    const int move = vct.findVct(4);
    QVERIFY(move >= 0);
    // Every defence leaves black a win: the search after the move agrees.
    position.play(move);
    Searcher searcher;
    SearchLimits limits;
    limits.maxDepth = 6;
    const SearchResult answer = searcher.search(position, limits);
    QVERIFY(answer.move >= 0);
    position.play(answer.move);
    ThreatSearch again(position, 200000);
    QVERIFY(again.findVct(4) >= 0);
}

void TestGomokuSearch::renjuDoubleThreeIsNoVct()
{
    Position position = setUpPosition(DoubleThreePoint, Rule::Renju, Stone::Black);
    QVERIFY(position.isForbidden(Stone::Black, Board::indexOf({ 8, 7 })));
    ThreatSearch vct(position, 200000);
    QVERIFY(vct.findVct(4) != Board::indexOf({ 8, 7 }));
}

void TestGomokuSearch::noVcfWithoutFours()
{
    Position position(15, Rule::FreeStyle);
    QVERIFY(playMoves(position, "h8 i9 h9 h10 g8"));
    ThreatSearch search(position, 100000);
    QCOMPARE(search.findVcf(10), -1);
    QVERIFY(search.line().empty());
}

void TestGomokuSearch::defendsAgainstVcf()
{
    // (TwoStepVcf is lost for white: black has other VCFs as well.)
    for (const Rule rule : { Rule::FreeStyle, Rule::Standard }) {
        Position position = setUpPosition(DoubleFourPoint, rule, Stone::White);
        Searcher searcher;
        SearchLimits limits;
        limits.hardMs = 2000;
        limits.softMs = 500;
        const SearchResult result = searcher.search(position, limits);
        QVERIFY(result.move >= 0);
        position.play(result.move);
        ThreatSearch threat(position, 200000);
        QCOMPARE(threat.findVcf(12), -1);
    }
}

void TestGomokuSearch::blocksFourAndTakesFive()
{
    Position position(15, Rule::FreeStyle);
    // Black four on row 8 (h8..k8) open at g8 and l8 is closed by white at g8.
    QVERIFY(playMoves(position, "h8 g8 i8 a1 j8 a2 k8"));
    Searcher searcher;
    SearchLimits limits;
    limits.maxDepth = 3;
    QCOMPARE(searcher.search(position, limits).move, Board::indexOf(*parsePointName("l8", 15)));
    QVERIFY(playMoves(position = Position(15, Rule::FreeStyle), "h8 g8 i8 g9 j8 g10 k8 g11"));
    const SearchResult five = searcher.search(position, limits);
    QCOMPARE(five.how, std::string("five"));
    position.play(five.move);
    QVERIFY(!position.board().winningLine(five.move, Rule::FreeStyle).empty());
}

void TestGomokuSearch::playsOnTwentyByTwenty()
{
    Position position(20, Rule::FreeStyle);
    Searcher searcher;
    SearchLimits limits;
    limits.maxDepth = 4;
    for (int ply = 0; ply < 12; ++ply) {
        const SearchResult result = searcher.search(position, limits);
        QVERIFY(result.move >= 0);
        QCOMPARE(position.board().cell(result.move), Stone::Empty);
        position.play(result.move);
    }
}

void TestGomokuSearch::winIsProvenOverEveryAnswer()
{
    // (FalseWinMoves says why this position.)
    Position position(15, Rule::FreeStyle);
    QVERIFY(playMoves(position, FalseWinMoves));
    const int m11 = Board::indexOf(*parsePointName("m11", 15));
    const int l11 = Board::indexOf(*parsePointName("l11", 15));
    position.play(m11);
    position.play(l11);
    ThreatSearch vcf(position, 1000000);
    QCOMPARE(vcf.findVcf(20), -1);
    position.undo();
    position.undo();
    checkClaimedWinsHold(position, 1);
}

void TestGomokuSearch::movesAgainstAnOpenThree()
{
    // Against an open three a move that neither stops it (a point where the opponent would make
    // a four) nor makes a four of one's own loses to the open four: only those are searched, with
    // a four of one's own or without.
    for (const bool ownFour : { true, false }) {
        Diagram diagram = OpenThreeAgainstFour;
        if (!ownFour) {
            diagram[2] = ".OXX...........";
        }
        Position position = setUpPosition(diagram, Rule::FreeStyle, Stone::Black);
        std::vector<int> expected;
        for (const int index : position.points()) {
            if (position.board().cell(index) == Stone::Empty && position.isNearStones(index)
                && (position.bestPattern(Stone::White, index) >= Pattern::Block4
                    || position.bestPattern(Stone::Black, index) >= Pattern::Block4)) {
                expected.push_back(index);
            }
        }
        QCOMPARE(expected.size(), std::size_t(ownFour ? 4 + 2 : 4));
        MovePicker picker(position, -1, 12);
        std::vector<int> moves;
        for (int move = picker.next(); move >= 0; move = picker.next()) {
            moves.push_back(move);
        }
        std::sort(moves.begin(), moves.end());
        QCOMPARE(moves, expected);
    }
}

std::vector<int> pickedMoves(const Position &position)
{
    MovePicker picker(position, -1, 12);
    std::vector<int> moves;
    for (int move = picker.next(); move >= 0; move = picker.next()) {
        moves.push_back(move);
    }
    std::sort(moves.begin(), moves.end());
    return moves;
}

void TestGomokuSearch::renjuThreeWithForbiddenFourPointsIsNoThreat()
{
    // Under standard rules black's three threatens an open four: white searches only the points
    // where one side makes a four. Under renju black may not play either open-four point, so
    // white is free to play anywhere.
    const int left = Board::indexOf({ 4, 7 });
    const int right = Board::indexOf({ 8, 7 });
    Position standard = setUpPosition(ThreeWithForbiddenFourPoints, Rule::Standard, Stone::White);
    constexpr int Row = 0; // Directions[0], horizontal
    QCOMPARE(standard.pattern(Stone::Black, left, Row), Pattern::Flex4);
    QCOMPARE(standard.pattern(Stone::Black, right, Row), Pattern::Flex4);
    std::vector<int> near;
    std::vector<int> defences;
    for (const int index : standard.points()) {
        if (standard.board().cell(index) == Stone::Empty && standard.isNearStones(index)) {
            near.push_back(index);
            if (standard.bestPattern(Stone::White, index) >= Pattern::Block4
                || standard.bestPattern(Stone::Black, index) >= Pattern::Block4) {
                defences.push_back(index);
            }
        }
    }
    QCOMPARE(pickedMoves(standard), defences);
    Position renju = setUpPosition(ThreeWithForbiddenFourPoints, Rule::Renju, Stone::White);
    QVERIFY(renju.isForbidden(Stone::Black, left));
    QVERIFY(renju.isForbidden(Stone::Black, right));
    QCOMPARE(pickedMoves(renju), near);
}

void TestGomokuSearch::analysisShowsEveryDepth()
{
    std::string error;
    AnalysisRequest request;
    request.moves = *parseAnalysisMoves(benchPositions()[1], 15, error);
    request.maxDepth = 4;
    std::ostringstream out;
    QVERIFY(analyse(out, request));
    const QStringList lines = QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3 + 4 + 1); // the position, each side's threats, the depths, the move
    QVERIFY(lines[0].startsWith("position: 3 stones, white to move"));
    for (int depth = 1; depth <= 4; ++depth) {
        QVERIFY2(lines[2 + depth].startsWith(QStringLiteral("depth %1 score ").arg(depth)),
            qPrintable(lines[2 + depth]));
    }
    // The line printed for the last depth starts with the move chosen, and every point of it
    // is a point of the board.
    const QString pv = lines[6].section(" pv ", 1);
    QVERIFY(!pv.isEmpty());
    QVERIFY(lines[7].startsWith("move " + pv.section(' ', 0, 0) + " (search) depth 4"));
    QVERIFY(parseAnalysisMoves(pv.toStdString(), 15, error).has_value());
}

void TestGomokuSearch::analysisRefusesBadMoves()
{
    std::string error;
    QVERIFY(!parseAnalysisMoves("h8 z9", 15, error).has_value());
    QVERIFY(error.find("z9") != std::string::npos);
    QVERIFY(!parseAnalysisMoves("7,7 15,0", 15, error).has_value());
    QCOMPARE(parseAnalysisMoves("7,7 i9", 15, error)->size(), std::size_t(2));
    AnalysisRequest request;
    request.moves = { { 7, 7 }, { 7, 7 } };
    std::ostringstream out;
    QVERIFY(!analyse(out, request));
    QVERIFY(out.str().find("taken") != std::string::npos);
    request.moves = *parseAnalysisMoves("h8 a1 h9 a2 h10 a3 h11 a4 h12 b1", 15, error);
    out.str({});
    QVERIFY(!analyse(out, request));
    QVERIFY(out.str().find("after a five") != std::string::npos);
}

void TestGomokuSearch::benchIsDeterministic()
{
    // The search's signature at depth 3: a change meant to alter the search updates it (and the
    // depth-6 figure in docs/gomoku.md); any other change must leave it alone.
    constexpr std::uint64_t PinnedNodes = 20133;
    const BenchResult first = runBench(3);
    const BenchResult second = runBench(3);
    QCOMPARE(first.nodes, PinnedNodes);
    QCOMPARE(first.nodes, second.nodes);
}

QTEST_APPLESS_MAIN(TestGomokuSearch)
#include "tst_gomokusearch.moc"
