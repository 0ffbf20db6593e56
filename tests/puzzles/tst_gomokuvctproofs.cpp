// The built-in Gomoku set's VCTs in 4 checked without the threat search that made them, by the
// plain search (gomokuplainsearch.h: every empty point tried for the defender, every point for
// the attacker within two moves of the end, its threes and fours before that): no win within
// three moves, the puzzle's first move winning within four against every reply, and no other
// first three or four doing so. Seconds to a minute on a loaded machine: under the deep label.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/gomokuplainsearch.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/puzzleset.h"

#include <QtTest>

using namespace puzzles;

class TestGomokuVctProofs : public QObject {
    Q_OBJECT

private slots:
    void vctInFourIsExactAndUnique();
};

void TestGomokuVctProofs::vctInFourIsExactAndUnique()
{
    const auto text = builtinCollection("builtin-gomoku");
    QVERIFY(text);
    const auto set = readPuzzleSet(*text);
    QVERIFY(set);
    int checked = 0;
    for (const Puzzle &puzzle : *set) {
        if (puzzle.goal != Goal { GoalKind::Vct, 4 }) {
            continue;
        }
        const auto position = readGomokuPosition(puzzle.fen);
        QVERIFY(position);
        QCOMPARE(position->rule(), gomoku::Rule::FreeStyle);
        const QString name = QString::fromStdString(puzzle.fen);
        QVERIFY2(plainWinningMoves(*position, 3).empty(), qPrintable(name));
        const int first
            = gomoku::Board::indexOf(*gomoku::parsePointName(puzzle.solution.front(), 15));
        QVERIFY2(!plainRefutation(*position, first, 3), qPrintable(name));
        for (const int move :
            position->pointsWith(position->sideToMove(), gomoku::Pattern::Flex3)) {
            QVERIFY2(move == first || plainRefutation(*position, move, 3),
                qPrintable(name + QStringLiteral(": a second first move")));
        }
        ++checked;
    }
    QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
}

QTEST_APPLESS_MAIN(TestGomokuVctProofs)
#include "tst_gomokuvctproofs.moc"
