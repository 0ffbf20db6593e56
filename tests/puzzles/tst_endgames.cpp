// Practical endgames: the classic pairs named and set up legally, the engine's games judged
// against the theory (a won endgame kept, a mate too short to be an endgame refused), the line
// after a solver's move (the engine's reply and its next choice; empty at the goal; nothing after
// a move ending the game short of it), and the built-in set: both goals, every puzzle's material
// one of the pairs with its verdict.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/endgames.h"
#include "puzzles/puzzleset.h"

#include <QtTest>

#include <set>

using namespace puzzles;

namespace {

// The chariot mates on the general's file, the generals' file taking its step aside.
const char *const MateInOne = "9/3k5/9/9/9/2R6/9/3C5/4K4/2B6 w - - 0 1";

const EndgameMaterial &material(std::string_view key)
{
    for (const EndgameMaterial &each : endgameMaterials()) {
        if (each.key == key) {
            return each;
        }
    }
    qFatal("no endgame material %s", std::string(key).c_str());
}

Puzzle endgame(const char *fen, GoalKind goal)
{
    Puzzle puzzle;
    puzzle.fen = fen;
    puzzle.goal = { goal, 0 };
    puzzle.solution = { "a0a1" };
    return puzzle;
}

} // namespace

class TestEndgames : public QObject {
    Q_OBJECT

private slots:
    void materialsAreNamedInBothLanguages();
    void wonEndgameIsKeptWithItsVerdict();
    void mateTooShortIsNoEndgame();
    void lineAfterAMoveIsTheEnginesReplyAndChoice();
    void moveReachingTheGoalEndsTheLine();
    void moveEndingShortOfTheGoalHasNoLine();
    void lastPlyBeforeTheNaturalMoveLimitEndsTheGameWhateverIsPlayed();
    void builtinSetHoldsBothVerdicts();
};

void TestEndgames::materialsAreNamedInBothLanguages()
{
    std::set<std::string_view> keys;
    for (const EndgameMaterial &each : endgameMaterials()) {
        QVERIFY(keys.insert(each.key).second);
        QVERIFY(each.verdict == GoalKind::Win || each.verdict == GoalKind::Draw);
        QCOMPARE(endgameName(each.key, false), std::optional(std::string(each.english)));
        QCOMPARE(endgameName(each.key, true), std::optional(std::string(each.chinese)));
    }
    QVERIFY(!endgameName("double-chariots", false));
}

void TestEndgames::wonEndgameIsKeptWithItsVerdict()
{
    const auto board = xq::Board::fromFen("9/9/4k4/9/8R/9/9/9/9/5Kn2 w - - 0 1");
    QVERIFY(board);
    const xq::Result<Puzzle> puzzle = proveEndgame(*board, material("R-vs-N"), {});
    QVERIFY2(puzzle, puzzle.error().c_str());
    QCOMPARE(puzzle->goal, (Goal { GoalKind::Win, 0 }));
    QCOMPARE(puzzle->themes, std::vector<std::string> { "R-vs-N" });
    QCOMPARE(puzzle->solution.size(), std::size_t(1));
    QVERIFY(puzzle->difficulty * 2 - 1 >= EndgameSettings {}.minPlies);
    QVERIFY(!checkEndgame(*puzzle));
    // The same position is no draw.
    Puzzle asDraw = *puzzle;
    asDraw.goal = { GoalKind::Draw, 0 };
    QVERIFY(checkEndgame(asDraw));
}

void TestEndgames::mateTooShortIsNoEndgame()
{
    const auto board = xq::Board::fromFen(MateInOne);
    QVERIFY(board);
    const xq::Result<Puzzle> puzzle = proveEndgame(*board, material("R-vs-AA"), {});
    QVERIFY(!puzzle);
    QVERIFY2(puzzle.error().find("checkmate") != std::string::npos, puzzle.error().c_str());
}

void TestEndgames::lineAfterAMoveIsTheEnginesReplyAndChoice()
{
    const Puzzle won = endgame("9/9/4k4/9/8R/9/9/9/9/5Kn2 w - - 0 1", GoalKind::Win);
    const auto rest = continueEndgame(won, { "i5i2" });
    QVERIFY(rest);
    QCOMPARE(rest->size(), std::size_t(2));
    // Both moves legal in turn after i5i2.
    auto board = xq::Board::fromFen(won.fen);
    for (const std::string &move : { std::string("i5i2"), rest->at(0), rest->at(1) }) {
        const auto parsed = xq::Move::fromIccs(move);
        QVERIFY(parsed && board->canMove(parsed->from(), parsed->to()));
        board->makeMove(*parsed);
    }
    // Only after a move of the solver's, and only for an endgame.
    QVERIFY(!continueEndgame(won, {}));
    QVERIFY(!continueEndgame(won, { "i5h6" })); // not a legal move
}

void TestEndgames::moveReachingTheGoalEndsTheLine()
{
    const Puzzle won = endgame(MateInOne, GoalKind::Win);
    QCOMPARE(continueEndgame(won, { "c4d4" }), std::optional(std::vector<std::string> {}));
    // A win reaches a draw's goal too.
    const Puzzle held = endgame(MateInOne, GoalKind::Draw);
    QCOMPARE(continueEndgame(held, { "c4d4" }), std::optional(std::vector<std::string> {}));
}

void TestEndgames::moveEndingShortOfTheGoalHasNoLine()
{
    // Red's general takes the last stone that could mate: a draw by the material left, which
    // holds a draw but is no win.
    const char *bare = "3k5/9/9/9/9/9/9/9/4r4/4K4 w - - 0 1";
    QCOMPARE(continueEndgame(endgame(bare, GoalKind::Draw), { "e0e1" }),
        std::optional(std::vector<std::string> {}));
    QVERIFY(!continueEndgame(endgame(bare, GoalKind::Win), { "e0e1" }));
}

/// At the 119th ply without a capture, a move that neither takes nor mates draws by the 60-move
/// rule (docs/rules.md); when the solver has no other move, the game is over whatever is played.
void TestEndgames::lastPlyBeforeTheNaturalMoveLimitEndsTheGameWhateverIsPlayed()
{
    const auto lost = [](const char *fen, GoalKind goal) {
        const auto board = xq::Board::fromFen(fen);
        if (!board) {
            qFatal("bad test FEN %s", fen);
        }
        return endgameLostWhateverIsPlayed({ goal, 0 }, *board);
    };
    // The chariot takes nothing and mates nowhere: every move draws.
    const char *lastPly = "9/9/4k4/9/8R/9/9/9/9/5Kn2 w - - 119 60";
    QVERIFY(lost(lastPly, GoalKind::Win));
    // Where a draw is the goal, that draw reaches it.
    QVERIFY(!lost(lastPly, GoalKind::Draw));
    // One ply earlier the game goes on.
    QVERIFY(!lost("9/9/4k4/9/8R/9/9/9/9/5Kn2 w - - 118 60", GoalKind::Win));
    // A capture starts the count again: the chariot on i0 takes the horse along the back rank.
    QVERIFY(!lost("9/9/4k4/9/9/9/9/9/9/5Kn1R w - - 119 60", GoalKind::Win));
    // And the engine's line refuses no move there for another that would do better.
    const Puzzle puzzle = endgame(lastPly, GoalKind::Win);
    QVERIFY(!continueEndgame(puzzle, { "i5i2" }));
}

void TestEndgames::builtinSetHoldsBothVerdicts()
{
    const auto text = builtinCollection("builtin-endgames");
    QVERIFY(text);
    const auto set = readPuzzleSet(*text);
    QVERIFY2(set, set.error().c_str());
    QVERIFY(set->size() >= 50);
    std::set<GoalKind> goals;
    for (const Puzzle &puzzle : *set) {
        QCOMPARE(puzzle.themes.size(), std::size_t(1));
        QCOMPARE(puzzle.goal.kind, material(puzzle.themes.front()).verdict);
        const auto board = xq::Board::fromFen(puzzle.fen);
        QVERIFY2(board, puzzle.fen.c_str());
        QCOMPARE(board->sideToMove(), xq::Side::Red);
        goals.insert(puzzle.goal.kind);
    }
    QCOMPARE(goals, (std::set<GoalKind> { GoalKind::Win, GoalKind::Draw }));
}

QTEST_GUILESS_MAIN(TestEndgames)
#include "tst_endgames.moc"
