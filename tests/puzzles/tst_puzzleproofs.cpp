// Built-in puzzles proven again by the engine as `xiangqi-cli puzzles check` does: the same first
// move, the same mate length, the solution legal and ending in mate. Every tenth puzzle, spread
// through the set (the whole set takes most of an hour: `xiangqi-cli puzzles check
// builtin-xiangqi`, docs/puzzles.md); minutes of searching even so, so it runs with the deep tests.
// Every tenth built-in practical endgame played again by the engine, as `puzzles check` does.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/endgames.h"
#include "puzzles/mateprover.h"
#include "puzzles/puzzleset.h"

#include <QtTest>

using namespace puzzles;

class TestPuzzleProofs : public QObject {
    Q_OBJECT

private slots:
    void builtinProofsHold();
    void builtinEndgamesHold();
};

void TestPuzzleProofs::builtinProofsHold()
{
    const auto text = builtinCollection("builtin-xiangqi");
    QVERIFY(text);
    const auto set = readPuzzleSet(*text);
    QVERIFY2(set, set.error().c_str());
    QVERIFY(!set->empty());
    constexpr std::size_t Stride = 10;
    MateProver prover;
    for (std::size_t i = 0; i < set->size(); i += Stride) {
        const Puzzle &puzzle = (*set)[i];
        const auto problem = prover.check(puzzle);
        QVERIFY2(!problem, (puzzle.fen + ": " + problem.value_or("")).c_str());
    }
}

void TestPuzzleProofs::builtinEndgamesHold()
{
    const auto text = builtinCollection("builtin-endgames");
    QVERIFY(text);
    const auto set = readPuzzleSet(*text);
    QVERIFY2(set, set.error().c_str());
    QVERIFY(!set->empty());
    constexpr std::size_t Stride = 10;
    for (std::size_t i = 0; i < set->size(); i += Stride) {
        const auto problem = checkEndgame((*set)[i]);
        QVERIFY2(!problem, ((*set)[i].fen + ": " + problem.value_or("")).c_str());
    }
}

QTEST_GUILESS_MAIN(TestPuzzleProofs)
#include "tst_puzzleproofs.moc"
