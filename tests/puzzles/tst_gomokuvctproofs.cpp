// The built-in Gomoku set's VCTs checked without the threat search that made them, by the plain
// search (gomokuplainsearch.h: every empty point tried for the defender, every point for the
// attacker within two moves of the end, its threes and fours before that): no win within one
// move fewer, the puzzle's first move winning within its length against every reply, and no
// other first three or four doing so; up to 4 moves no other first move at all, quiet ones
// included. Seconds to a minute on a loaded machine: under the deep label.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/gomokuplainsearch.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/puzzleset.h"

#include <QtTest>

#include <map>

using namespace puzzles;

namespace {

/// The longest VCT whose first move is checked against every point of the board, quiet ones
/// included (a second or so a puzzle); longer ones against the threes and fours.
constexpr int QuietMovesLongest = 4;

} // namespace

class TestGomokuVctProofs : public QObject {
    Q_OBJECT

private slots:
    void everyVctIsExactAndUnique();
};

void TestGomokuVctProofs::everyVctIsExactAndUnique()
{
    const auto text = builtinCollection("builtin-gomoku");
    QVERIFY(text);
    const auto set = readPuzzleSet(*text);
    QVERIFY(set);
    std::map<int, int> checked;
    for (const Puzzle &puzzle : *set) {
        if (puzzle.goal.kind != GoalKind::Vct) {
            continue;
        }
        const int length = puzzle.goal.length;
        const auto position = readGomokuPosition(puzzle.fen);
        QVERIFY(position);
        QCOMPARE(position->rule(), gomoku::Rule::FreeStyle);
        const QString name = QString::fromStdString(puzzle.fen);
        QVERIFY2(!plainWinsWithin(*position, length - 1), qPrintable(name));
        const int first
            = gomoku::Board::indexOf(*gomoku::parsePointName(puzzle.solution.front(), 15));
        const std::vector<int> winning = length <= QuietMovesLongest
            ? plainWinningMoves(*position, length)
            : plainWinningMoves(*position, length,
                position->pointsWith(position->sideToMove(), gomoku::Pattern::Flex3));
        QVERIFY2(winning == std::vector<int> { first },
            qPrintable(name + QStringLiteral(": %1 winning first moves").arg(winning.size())));
        ++checked[length];
    }
    for (int length = 3; length <= 8; ++length) {
        QVERIFY2(checked[length] >= 5, qPrintable(QStringLiteral("vct %1").arg(length)));
    }
}

QTEST_APPLESS_MAIN(TestGomokuVctProofs)
#include "tst_gomokuvctproofs.moc"
