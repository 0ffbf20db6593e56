// The Gomoku VCT puzzles of the built-in Gomoku set checked without the threat search that made
// them: a plain search trying every empty point for both sides (free-style) proves each VCT in 3
// wins with its first move against every reply (every point a three can be answered at, a
// counter-four, any other stone), that no other first move, quiet ones included, wins as fast,
// and that the stored defence stops the three rather than letting a five through. Also the set's
// size and mix (VCF and VCT in one collection), every tenth VCT proven again by the prover.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/puzzleset.h"

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

bool isEmpty(const Position &position, int index)
{
    return position.board().at(Board::pointOf(index)) == Stone::Empty;
}

/// The points where `stone` makes five (or more: free-style) now.
std::vector<int> fivePoints(const Position &position, Stone stone)
{
    return position.pointsWith(stone, Pattern::Five);
}

/// Whether the side to move makes five within two of its moves whatever the other side does:
/// a five now, or a stone after which it has two points of five and the other side none (one
/// block cannot stop both). Such a stone makes a four at least, so only those are tried.
bool winsWithinTwo(Position &position)
{
    const Stone attacker = position.sideToMove();
    if (!fivePoints(position, attacker).empty()) {
        return true;
    }
    for (const int move : position.pointsWith(attacker, Pattern::Block4)) {
        position.play(move);
        const bool won = fivePoints(position, attacker).size() >= 2
            && fivePoints(position, opponent(attacker)).empty();
        position.undo();
        if (won) {
            return true;
        }
    }
    return false;
}

/// The defence's reply to `move` that keeps the side to move from a five within two more moves,
/// trying every empty point (the answers to threats first, as they refute soonest); nothing when
/// every reply loses so.
std::optional<int> refutation(Position &position, int move)
{
    const Stone attacker = position.sideToMove();
    position.play(move);
    std::optional<int> found;
    if (fivePoints(position, opponent(attacker)).empty()) {
        std::vector<int> replies = position.pointsWith(attacker, Pattern::Block4);
        const std::vector<int> counterFours
            = position.pointsWith(opponent(attacker), Pattern::Block4);
        replies.insert(replies.end(), counterFours.begin(), counterFours.end());
        for (const int index : position.points()) {
            if (isEmpty(position, index)) {
                replies.push_back(index);
            }
        }
        for (const int reply : replies) {
            position.play(reply);
            const bool lost = winsWithinTwo(position);
            position.undo();
            if (!lost) {
                found = reply;
                break;
            }
        }
    } else {
        found = fivePoints(position, opponent(attacker)).front(); // the defender makes five
    }
    position.undo();
    return found;
}

/// Every first move of the side to move that makes five within three of its moves against every
/// reply, trying every empty point for both sides.
std::vector<int> winsWithinThree(Position &position)
{
    std::vector<int> winning;
    for (const int move : position.points()) {
        if (isEmpty(position, move) && !refutation(position, move)) {
            winning.push_back(move);
        }
    }
    return winning;
}

} // namespace

class TestGomokuVct : public QObject {
    Q_OBJECT

private slots:
    void builtinSetHoldsVcfAndVct();
    void vctInThreeIsExactAndUnique();
    void everyDefenceOfTheThreeIsAnswered();
    void builtinVctPuzzlesProveAgain();
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
        QVERIFY2(!winsWithinTwo(*position), puzzle.fen.c_str());
        const std::vector<int> winning = winsWithinThree(*position);
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
        QVERIFY2(fivePoints(*position, attacker).empty(), puzzle.fen.c_str());
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

QTEST_APPLESS_MAIN(TestGomokuVct)
#include "tst_gomokuvct.moc"
