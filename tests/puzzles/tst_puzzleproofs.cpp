// Built-in puzzles proven again by the engine as `xiangqi-cli puzzles check` does: the same first
// move, the same mate length, the solution legal and ending in mate; for the tactics, the same
// line proven again, ending with material won. Every tenth puzzle, spread
// through the set (the whole set takes most of an hour: `xiangqi-cli puzzles check
// builtin-xiangqi`, docs/puzzles.md), and every mate of 6 to 9 moves; minutes of searching even
// so, so it runs with the deep tests.
// Every tenth built-in practical endgame played again by the engine, as `puzzles check` does.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/endgames.h"
#include "puzzles/mateprover.h"
#include "puzzles/puzzleset.h"
#include "puzzles/tacticprover.h"

#include <QtTest>

using namespace puzzles;

class TestPuzzleProofs : public QObject {
    Q_OBJECT

private slots:
    void builtinProofsHold();
    void builtinLongMatesHold();
    void builtinEndgamesHold();
    void builtinTacticProofsHold();
};

namespace {

/// Checks every tenth puzzle of the built-in collection `name` again with `check`.
template <typename Check> void checkEveryTenth(const char *name, Check check)
{
    const auto text = builtinCollection(name);
    QVERIFY(text);
    const auto set = readPuzzleSet(*text);
    QVERIFY2(set, set.error().c_str());
    QVERIFY(!set->empty());
    constexpr std::size_t Stride = 10;
    for (std::size_t i = 0; i < set->size(); i += Stride) {
        const Puzzle &puzzle = (*set)[i];
        const std::optional<std::string> problem = check(puzzle);
        QVERIFY2(!problem, (puzzle.fen + ": " + problem.value_or("")).c_str());
    }
}

} // namespace

void TestPuzzleProofs::builtinProofsHold()
{
    MateProver prover;
    checkEveryTenth(
        "builtin-xiangqi", [&prover](const Puzzle &puzzle) { return prover.check(puzzle); });
}

void TestPuzzleProofs::builtinLongMatesHold()
{
    // Every mate of 6 moves or more, proven by checks and against every move (seconds to a
    // minute each).
    const auto set = readPuzzleSet(*builtinCollection("builtin-xiangqi"));
    QVERIFY2(set, set.error().c_str());
    MateProver prover;
    int checked = 0;
    for (const Puzzle &puzzle : *set) {
        if (puzzle.goal.length >= 6) {
            const std::optional<std::string> problem = prover.check(puzzle);
            QVERIFY2(!problem, (puzzle.fen + ": " + problem.value_or("")).c_str());
            ++checked;
        }
    }
    QVERIFY(checked >= 20);
}

void TestPuzzleProofs::builtinEndgamesHold()
{
    checkEveryTenth("builtin-endgames", [](const Puzzle &puzzle) { return checkEndgame(puzzle); });
}

void TestPuzzleProofs::builtinTacticProofsHold()
{
    TacticProver prover;
    checkEveryTenth("builtin-xiangqi-tactics",
        [&prover](const Puzzle &puzzle) { return prover.check(puzzle); });
}

QTEST_GUILESS_MAIN(TestPuzzleProofs)
#include "tst_puzzleproofs.moc"
