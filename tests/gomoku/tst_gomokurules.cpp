// Gomoku rules: wins in every direction and at the edges, exact five against an overline under
// each rule, line patterns, the renju table of hand-checked positions, and the incremental state
// (patterns, key) against a fresh replay.

#include "gomoku/renjujudge.h"
#include "gomokutestsupport.h"

#include <QtTest>

#include <fstream>

using namespace gomoku;
using namespace gomoku::test;

Q_DECLARE_METATYPE(gomoku::Rule)
Q_DECLARE_METATYPE(gomoku::Stone)
Q_DECLARE_METATYPE(gomoku::Pattern)
Q_DECLARE_METATYPE(gomoku::Foul)

namespace {

struct RenjuCase {
    std::string verdict;
    std::string name;
    std::vector<std::string> rows;
};

std::vector<RenjuCase> readRenjuCases(const std::string &path)
{
    std::vector<RenjuCase> cases;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.starts_with("case ")) {
            const auto space = line.find(' ', 5);
            cases.push_back({ line.substr(5, space - 5), line.substr(space + 1), {} });
        } else if (!line.empty() && line[0] != '#' && !cases.empty()) {
            cases.back().rows.push_back(line);
        }
    }
    return cases;
}

Foul foulOf(const std::string &verdict)
{
    if (verdict == "overline") {
        return Foul::Overline;
    }
    if (verdict == "double-four") {
        return Foul::DoubleFour;
    }
    return verdict == "double-three" ? Foul::DoubleThree : Foul::None;
}

} // namespace

class TestGomokuRules : public QObject {
    Q_OBJECT

private slots:
    void winsInEveryDirection_data();
    void winsInEveryDirection();
    void fiveAgainstOverline_data();
    void fiveAgainstOverline();
    void linePatterns_data();
    void linePatterns();
    void renjuTable_data();
    void renjuTable();
    void forbiddenOnlyForBlackUnderRenju();
    void incrementalStateMatchesReplay();
    void pointNames_data();
    void pointNames();
};

void TestGomokuRules::winsInEveryDirection_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::addColumn<int>("dx");
    QTest::addColumn<int>("dy");
    QTest::addColumn<int>("last"); // which of the five stones is played last

    QTest::newRow("horizontal, centre") << 15 << 5 << 7 << 1 << 0 << 2;
    QTest::newRow("vertical, centre") << 15 << 7 << 5 << 0 << 1 << 4;
    QTest::newRow("diagonal down-right") << 15 << 3 << 3 << 1 << 1 << 0;
    QTest::newRow("diagonal down-left") << 15 << 11 << 3 << -1 << 1 << 3;
    QTest::newRow("left edge, vertical") << 15 << 0 << 0 << 0 << 1 << 4;
    QTest::newRow("bottom edge, horizontal") << 15 << 10 << 14 << 1 << 0 << 4;
    QTest::newRow("corner to corner diagonal") << 15 << 10 << 10 << 1 << 1 << 4;
    QTest::newRow("top right corner, anti-diagonal") << 15 << 14 << 0 << -1 << 1 << 0;
    QTest::newRow("20x20, right edge") << 20 << 19 << 15 << 0 << 1 << 1;
    QTest::newRow("20x20, bottom-left corner") << 20 << 0 << 19 << 1 << -1 << 0;
}

void TestGomokuRules::winsInEveryDirection()
{
    QFETCH(int, size);
    QFETCH(int, x);
    QFETCH(int, y);
    QFETCH(int, dx);
    QFETCH(int, dy);
    QFETCH(int, last);
    for (const Stone stone : { Stone::Black, Stone::White }) {
        Board board(size);
        std::vector<Point> five;
        for (int i = 0; i < 5; ++i) {
            five.push_back({ x + i * dx, y + i * dy });
            QVERIFY(board.contains(five.back()));
        }
        for (int i = 0; i < 5; ++i) {
            if (i != last) {
                board.place(Board::indexOf(five[i]), stone);
            }
        }
        QVERIFY(board.winningLine(Board::indexOf(five[0]), Rule::FreeStyle).empty());
        board.place(Board::indexOf(five[last]), stone);
        for (const Rule rule : { Rule::FreeStyle, Rule::Standard, Rule::Renju }) {
            auto line = board.winningLine(Board::indexOf(five[last]), rule);
            QCOMPARE(line.size(), std::size_t(5));
            for (const Point p : five) {
                QVERIFY(std::find(line.begin(), line.end(), p) != line.end());
            }
        }
    }
}

void TestGomokuRules::fiveAgainstOverline_data()
{
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<Stone>("stone");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("wins");

    QTest::newRow("free-style five") << Rule::FreeStyle << Stone::Black << 5 << true;
    QTest::newRow("free-style six") << Rule::FreeStyle << Stone::Black << 6 << true;
    QTest::newRow("free-style seven, white") << Rule::FreeStyle << Stone::White << 7 << true;
    QTest::newRow("standard five") << Rule::Standard << Stone::White << 5 << true;
    QTest::newRow("standard six, black") << Rule::Standard << Stone::Black << 6 << false;
    QTest::newRow("standard six, white") << Rule::Standard << Stone::White << 6 << false;
    QTest::newRow("renju five, black") << Rule::Renju << Stone::Black << 5 << true;
    QTest::newRow("renju six, black") << Rule::Renju << Stone::Black << 6 << false;
    QTest::newRow("renju six, white wins") << Rule::Renju << Stone::White << 6 << true;
    QTest::newRow("four never wins") << Rule::FreeStyle << Stone::Black << 4 << false;
}

void TestGomokuRules::fiveAgainstOverline()
{
    QFETCH(Rule, rule);
    QFETCH(Stone, stone);
    QFETCH(int, length);
    QFETCH(bool, wins);
    QCOMPARE(runWins(rule, stone, length), wins);
    // The same on a board: the run made by its middle stone, played last.
    Board board(15);
    for (int i = 0; i < length; ++i) {
        if (i != length / 2) {
            board.place(Board::indexOf({ 2 + i, 7 }), stone);
        }
    }
    const int last = Board::indexOf({ 2 + length / 2, 7 });
    board.place(last, stone);
    QCOMPARE(board.winningLine(last, rule).empty(), !wins);
    if (wins) {
        QCOMPARE(int(board.winningLine(last, rule).size()), length);
    }
}

void TestGomokuRules::linePatterns_data()
{
    QTest::addColumn<QString>("line"); // X own, O opponent, ? the point; on row 7 from x 1
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<Pattern>("expected");

    QTest::newRow("five") << "XX?XX" << Rule::FreeStyle << Pattern::Five;
    QTest::newRow("overline is five in free-style") << "XXX?XX" << Rule::FreeStyle << Pattern::Five;
    QTest::newRow("overline under standard") << "XXX?XX" << Rule::Standard << Pattern::Overline;
    QTest::newRow("open four") << "..XXX?.." << Rule::FreeStyle << Pattern::Flex4;
    QTest::newRow("four blocked by O") << "OXXX?.." << Rule::FreeStyle << Pattern::Block4;
    QTest::newRow("broken four") << "..XX.X?.." << Rule::FreeStyle << Pattern::Block4;
    QTest::newRow("open three") << "...XX?..." << Rule::FreeStyle << Pattern::Flex3;
    QTest::newRow("split three") << "...X.X?..." << Rule::FreeStyle << Pattern::Flex3;
    QTest::newRow("closed three") << "OXX?...." << Rule::FreeStyle << Pattern::Dead3;
    QTest::newRow("open two") << "....X?...." << Rule::FreeStyle << Pattern::Flex2;
    QTest::newRow("no room for five") << "OXX?.O" << Rule::FreeStyle << Pattern::None;
    QTest::newRow("X..XX?..X: no open four under exact five")
        << ".X..XX?..X." << Rule::Standard << Pattern::Dead3;
}

void TestGomokuRules::linePatterns()
{
    QFETCH(QString, line);
    QFETCH(Rule, rule);
    QFETCH(Pattern, expected);
    Position position(15, rule);
    int marked = -1;
    for (int i = 0; i < line.size(); ++i) {
        const int index = Board::indexOf({ 1 + i, 7 });
        if (line[i] == 'X' || line[i] == 'O') {
            position.place(index, line[i] == 'X' ? Stone::Black : Stone::White);
        } else if (line[i] == '?') {
            marked = index;
        }
    }
    QCOMPARE(position.pattern(Stone::Black, marked, 0), expected);
}

void TestGomokuRules::renjuTable_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<Foul>("expected");

    const auto cases = readRenjuCases(XQ_TEST_DATA_DIR "/renju-cases.txt");
    if (cases.size() < 20) {
        QFAIL("tests/gomoku/data/renju-cases.txt is missing or short");
    }
    for (const auto &c : cases) {
        QStringList rows;
        for (const auto &row : c.rows) {
            rows << QString::fromStdString(row);
        }
        QTest::newRow(c.name.c_str()) << rows << foulOf(c.verdict);
    }
}

void TestGomokuRules::renjuTable()
{
    QFETCH(QStringList, rows);
    QFETCH(Foul, expected);
    std::vector<std::string> diagram;
    for (const auto &row : rows) {
        diagram.push_back(row.toStdString());
    }
    Position position(15, Rule::Renju);
    const Point point = setUp(position, diagram);
    QVERIFY(position.board().contains(point));
    const int index = Board::indexOf(point);
    QCOMPARE(RenjuJudge::foul(position.board(), index), expected);
    // The engine's quick test agrees with the judge.
    QCOMPARE(position.isForbidden(Stone::Black, index), expected != Foul::None);
}

void TestGomokuRules::forbiddenOnlyForBlackUnderRenju()
{
    const std::vector<std::string> doubleFour { "...............", "..X.X?X.X......" };
    for (const Rule rule : { Rule::FreeStyle, Rule::Standard, Rule::Renju }) {
        Position position(15, rule);
        const int index = Board::indexOf(setUp(position, doubleFour));
        QCOMPARE(position.isForbidden(Stone::Black, index), rule == Rule::Renju);
        QVERIFY(!position.isForbidden(Stone::White, index));
    }
}

namespace {

// Every incremental part of two positions alike: the key, codes, values, counts and evaluation.
void compareState(const Position &played, const Position &fresh)
{
    QCOMPARE(played.board().key(), fresh.board().key());
    QCOMPARE(played.evaluate(), fresh.evaluate());
    for (const Stone s : { Stone::Black, Stone::White }) {
        for (const int index : fresh.points()) {
            for (int d = 0; d < 4; ++d) {
                QCOMPARE(played.pattern(s, index, d), fresh.pattern(s, index, d));
            }
            QCOMPARE(played.value(s, index), fresh.value(s, index));
        }
        for (int p = 0; p < PatternCount; ++p) {
            QCOMPARE(played.patternCount(s, Pattern(p)), fresh.patternCount(s, Pattern(p)));
        }
    }
}

} // namespace

void TestGomokuRules::incrementalStateMatchesReplay()
{
    const std::string first = "h8 i9 h9 h10 g8 i8 i10 j11 g10 f9 g9";
    const std::string last = " g11 e9 k10 j10 f10 e10 e11 d12 f8 f7";
    for (const Rule rule : { Rule::FreeStyle, Rule::Renju }) {
        Position played(15, rule);
        QVERIFY(playMoves(played, first + last));
        // Undo the last ten moves: the state is the first moves' own; replayed, the whole game's.
        std::vector<int> undone;
        for (int i = 0; i < 10; ++i) {
            undone.push_back(played.board().history().back().index);
            played.undo();
        }
        Position before(15, rule);
        QVERIFY(playMoves(before, first));
        compareState(played, before);
        for (auto it = undone.rbegin(); it != undone.rend(); ++it) {
            played.play(*it);
        }
        Position fresh(15, rule);
        QVERIFY(playMoves(fresh, first + last));
        compareState(played, fresh);
        while (played.board().stoneCount() > 0) {
            played.undo();
        }
        QCOMPARE(played.board().key(), std::uint64_t(0));
        compareState(played, Position(15, rule));
    }
}

void TestGomokuRules::pointNames_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");

    QTest::newRow("15x15 centre") << 15 << "h8" << 7 << 7;
    QTest::newRow("15x15 top-left") << 15 << "a15" << 0 << 0;
    QTest::newRow("15x15 bottom-right") << 15 << "o1" << 14 << 14;
    QTest::newRow("20x20 top-right") << 20 << "t20" << 19 << 0;
}

void TestGomokuRules::pointNames()
{
    QFETCH(int, size);
    QFETCH(QString, name);
    QFETCH(int, x);
    QFETCH(int, y);
    const auto point = parsePointName(name.toStdString(), size);
    QVERIFY(point.has_value());
    QCOMPARE(*point, (Point { x, y }));
    QCOMPARE(QString::fromStdString(pointName(*point, size)), name);
    QVERIFY(!parsePointName("p8", 15).has_value());
    QVERIFY(!parsePointName("h16", 15).has_value());
    QVERIFY(!parsePointName("h0", 15).has_value());
}

QTEST_APPLESS_MAIN(TestGomokuRules)
#include "tst_gomokurules.moc"
