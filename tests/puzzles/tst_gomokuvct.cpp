// The Gomoku VCT puzzles of the built-in Gomoku set checked without the threat search that made
// them: a plain search trying every empty point for both sides (free-style) proves each VCT in 3
// wins with its first move against every reply (every point a three can be answered at, a
// counter-four, any other stone), that no other first move, quiet ones included, wins as fast,
// and that the stored defence stops the three rather than letting a five through. Also the set's
// size and mix (VCF and VCT in one collection), every tenth VCT proven again by the prover.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/gomokuplainsearch.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/puzzleset.h"

#include "gomoku/threatsearch.h"

#include <QtTest>

#include <algorithm>

using namespace puzzles;
using gomoku::Board;
using gomoku::Pattern;
using gomoku::Position;
using gomoku::Stone;

namespace {

/// The built-in Gomoku set holds at least this many VCT puzzles beside its VCF ones.
constexpr int BuiltinVctMinimum = 60;
constexpr int RecheckEvery = 10;
// A VCT in 5 by the threat search whose j5, a four, wins in 4.
const std::string FasterByAFour = "gomoku 15 freestyle h8 h6 j6 k6 m6 i5 i8 j4 k3 k5 k8 j8 j9 l7 "
                                  "k10 h7 k9 k7 l11 m12 i7 i9 k12 k11 l6 h10 g11";

std::vector<Puzzle> builtinGomoku()
{
    const auto text = builtinCollection("builtin-gomoku");
    if (!text) {
        return {};
    }
    auto set = readPuzzleSet(*text);
    return set ? std::move(set).value() : std::vector<Puzzle> {};
}

std::vector<Puzzle> ofKind(const std::vector<Puzzle> &puzzles, GoalKind kind)
{
    std::vector<Puzzle> kept;
    std::ranges::copy_if(puzzles, std::back_inserter(kept),
        [kind](const Puzzle &puzzle) { return puzzle.goal.kind == kind; });
    return kept;
}

int pointIndex(const Position &position, const std::string &name)
{
    const auto point = gomoku::parsePointName(name, position.size());
    return point ? Board::indexOf(*point) : -1;
}

} // namespace

class TestGomokuVct : public QObject {
    Q_OBJECT

private slots:
    void builtinSetHoldsVcfAndVct();
    void vctInThreeIsExactAndUnique();
    void everyDefenceOfTheThreeIsAnswered();
    void builtinVctPuzzlesProveAgain();
    void moveTheThreatSearchGivesUpOnIsTaken();
    void proverRefusesAVctWithAQuickerWin();
    void proverRefusesASecondFirstMove_data();
    void proverRefusesASecondFirstMove();
};

void TestGomokuVct::builtinSetHoldsVcfAndVct()
{
    const std::vector<Puzzle> set = builtinGomoku();
    QVERIFY2(int(ofKind(set, GoalKind::Vct).size()) >= BuiltinVctMinimum,
        qPrintable(QString::number(ofKind(set, GoalKind::Vct).size())));
    QVERIFY(!ofKind(set, GoalKind::Vcf).empty());
    QCOMPARE(ofKind(set, GoalKind::Vcf).size() + ofKind(set, GoalKind::Vct).size(), set.size());
}

/// Each VCT in 3 of the set: no win within two moves, and its first move the only one of all the
/// board's points winning within three against every reply.
void TestGomokuVct::vctInThreeIsExactAndUnique()
{
    int checked = 0;
    for (const Puzzle &puzzle : ofKind(builtinGomoku(), GoalKind::Vct)) {
        if (puzzle.goal.length != 3) {
            continue;
        }
        const auto position = readGomokuPosition(puzzle.fen);
        QVERIFY(position);
        QCOMPARE(position->rule(), gomoku::Rule::FreeStyle); // no forbidden point to judge
        QVERIFY2(!plainWinsWithinTwo(*position), puzzle.fen.c_str());
        const std::vector<int> winning = plainWinningMoves(*position, 3);
        QVERIFY2(winning == std::vector<int> { pointIndex(*position, puzzle.solution.front()) },
            qPrintable(QString::fromStdString(puzzle.fen)
                + QStringLiteral(": %1 winning first moves").arg(winning.size())));
        ++checked;
    }
    QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
}

/// After the first move of each VCT in 3 (a three, or a four that makes one), the stored reply is
/// a defence: a point of the attacker's threat lines or a four of the defender's, after which no
/// five is left to make at once; and the puzzle's line still ends in five.
void TestGomokuVct::everyDefenceOfTheThreeIsAnswered()
{
    int checked = 0;
    for (const Puzzle &puzzle : ofKind(builtinGomoku(), GoalKind::Vct)) {
        const auto position = readGomokuPosition(puzzle.fen);
        QVERIFY(position);
        const Stone attacker = position->sideToMove();
        const int first = pointIndex(*position, puzzle.solution.front());
        QVERIFY(position->bestPattern(attacker, first) >= Pattern::Flex3);
        position->play(first);
        const int reply = pointIndex(*position, puzzle.solution.at(1));
        const bool blocksALine = position->bestPattern(attacker, reply) >= Pattern::Block4;
        const bool counterFour
            = position->bestPattern(opponent(attacker), reply) >= Pattern::Block4;
        QVERIFY2(blocksALine || counterFour, qPrintable(QString::fromStdString(puzzle.fen)));
        position->play(reply);
        QVERIFY2(position->pointsWith(attacker, Pattern::Five).empty(), puzzle.fen.c_str());
        ++checked;
    }
    QVERIFY(checked >= BuiltinVctMinimum);
}

void TestGomokuVct::builtinVctPuzzlesProveAgain()
{
    const std::vector<Puzzle> vct = ofKind(builtinGomoku(), GoalKind::Vct);
    QVERIFY(!vct.empty());
    for (std::size_t i = 0; i < vct.size(); i += RecheckEvery) {
        const auto problem = checkGomokuPuzzle(vct[i]);
        QVERIFY2(
            !problem, qPrintable(QString::fromStdString(vct[i].fen + ": " + problem.value_or(""))));
    }
}

/// A VCT in 5 the threat search proved (f8 first; in the set before the plain search checked
/// its length) where j5, a four whose forced block makes a four of the defender's, wins in 4:
/// the threat search gives up on it (its attacker must answer that four with a threat), the
/// plain search takes it, its line ends in five within the moves left with each reply a defence;
/// a stone that threatens nothing is still refused.
void TestGomokuVct::moveTheThreatSearchGivesUpOnIsTaken()
{
    Puzzle faster;
    faster.fen = FasterByAFour;
    faster.goal = { GoalKind::Vct, 5 };
    faster.solution = { "f8", "g7", "g9", "i11", "j5", "n9", "i4", "m8", "h3" };
    const Puzzle *puzzle = &faster;
    const auto position = readGomokuPosition(puzzle->fen);
    QVERIFY(position);
    QVERIFY(!gomoku::ThreatSearch(*position, 200000).winsWith(pointIndex(*position, "j5"), 3));
    const auto rest = continueVct(*puzzle, { "j5" });
    QVERIFY(rest);
    QVERIFY(rest->size() % 2 == 0 && rest->size() / 2 + 1 <= 5);
    const Stone attacker = position->sideToMove();
    position->play(pointIndex(*position, "j5"));
    for (std::size_t i = 0; i < rest->size(); ++i) {
        const int move = pointIndex(*position, (*rest)[i]);
        QVERIFY(position->board().at(Board::pointOf(move)) == Stone::Empty);
        if (i % 2 == 0) { // a reply: blocks a four or a line of a three, or makes a four
            QVERIFY(position->bestPattern(attacker, move) >= Pattern::Block4
                || position->bestPattern(opponent(attacker), move) >= Pattern::Block4);
        }
        if (i + 1 == rest->size()) {
            QVERIFY(position->bestPattern(attacker, move) >= Pattern::Five);
        }
        position->play(move);
    }
    QVERIFY(!continueVct(*puzzle, { "n9" })); // a three that does not win
    QVERIFY(!continueVct(*puzzle, { "a1" }));
}

/// The same position: the threat search alone proves a VCT in 5 with f8 first, but the plain
/// search finds the win in 4 by j5, so the prover keeps no puzzle and the check says so.
void TestGomokuVct::proverRefusesAVctWithAQuickerWin()
{
    const auto position = readGomokuPosition(FasterByAFour);
    QVERIFY(position);
    QCOMPARE(gomoku::ThreatSearch(*position, 200000).findVct(4), pointIndex(*position, "f8"));
    QVERIFY(!proveVct(*position, {}));
    QCOMPARE(gomokuPositionText(*position), FasterByAFour); // left as it was
    Puzzle stored;
    stored.fen = FasterByAFour;
    stored.goal = { GoalKind::Vct, 5 };
    stored.solution = { "f8", "g7", "g9", "i11", "j5", "n9", "i4", "m8", "h3" };
    QVERIFY(checkGomokuPuzzle(stored));
}

void TestGomokuVct::proverRefusesASecondFirstMove_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    // Three VCTs the threat search proved unique (each was in the built-in set), where the plain
    // search finds another first three winning as fast against every reply.
    QTest::newRow("vct 5") << "gomoku 15 freestyle h8 j8 h9 h10 i12 i9 g11 k7 l6 i7 j11 j7 h7" << 5
                           << "h6"
                           << "j6";
    QTest::newRow("vct 6") << "gomoku 15 freestyle h8 j8 k8 l10 n11 k11 i7 m9 n8 m10 n10 n9 k5 "
                              "j6 j9"
                           << 6 << "k12"
                           << "j12";
    QTest::newRow("vct 7") << "gomoku 15 freestyle h8 g10 g6 e11 h6 h9" << 7 << "f6"
                           << "j6";
}

/// The prover asks the plain search for a second first move at every length, not only where it
/// is cheapest: a puzzle with two solutions is no puzzle, and the check says so.
void TestGomokuVct::proverRefusesASecondFirstMove()
{
    QFETCH(QString, position);
    QFETCH(int, length);
    QFETCH(QString, first);
    QFETCH(QString, second);
    const auto board = readGomokuPosition(position.toStdString());
    QVERIFY(board);
    QCOMPARE(gomoku::ThreatSearch(*board, 200000).findVct(length - 1),
        pointIndex(*board, first.toStdString()));
    QVERIFY(!plainWinsWithin(*board, length - 1));
    QVERIFY(!plainRefutation(*board, pointIndex(*board, second.toStdString()), length - 1));
    QVERIFY(!proveVct(*board, {}));
    Puzzle stored;
    stored.fen = position.toStdString();
    stored.goal = { GoalKind::Vct, length };
    stored.solution = { first.toStdString() };
    QVERIFY(checkGomokuPuzzle(stored));
}

QTEST_APPLESS_MAIN(TestGomokuVct)
#include "tst_gomokuvct.moc"
