// A player's way through a puzzle, with no game's rules: the solution's moves accepted and the
// replies taken from it, a wrong move refused and counted, another move reaching the goal at the
// end accepted, another move put to the engine and followed by its line or refused, nothing
// played while the engine judges, hints in two steps, the solution shown; a game played to the
// end putting every move to the engine, won or lost after the defence's reply, or lost by a last
// move every move would have made; the progress kept as text (and text that does not
// read giving none); the filters by length and theme.

#include "puzzles/puzzleattempt.h"
#include "puzzles/puzzlefilter.h"
#include "puzzles/puzzleprogress.h"

#include <QtTest>

using namespace puzzles;

namespace {

Puzzle mateInTwo(std::string fen = "fen-a w")
{
    Puzzle puzzle;
    puzzle.fen = std::move(fen);
    puzzle.goal = { GoalKind::Mate, 2 };
    puzzle.solution = { "a1a2", "b1b2", "c1c2" };
    puzzle.themes = { "double-chariots" };
    return puzzle;
}

} // namespace

class TestPuzzlePlay : public QObject {
    Q_OBJECT

private slots:
    void solutionSolvesCleanly();
    void wrongMoveIsRefusedAndCounted();
    void anotherMoveReachingTheGoalSolves();
    void moveLeavingTheSolutionFollowsTheContinuation();
    void nothingIsPlayedWhileTheEngineJudges();
    void noMoveWhileAReplyIsDue();
    void hintsNameThePieceThenTheMove();
    void showMovePlaysTheSolution();
    void gamePlayedToTheEndAsksAfterEveryMove();
    void gamePlayedToTheEndIsLostAfterAReply();
    void gameEndedShortOfTheGoalByEveryMoveIsLost();
    void progressCountsAndStreaks();
    void progressRoundTripsAsText();
    void progressFromGarbageIsEmpty();
    void progressKnowsAPuzzleByItsPosition();
    void filterByLengthAndTheme();
    void filterTellsGoalsOfOneLengthApart();
};

void TestPuzzlePlay::solutionSolvesCleanly()
{
    PuzzleAttempt attempt(mateInTwo());
    QVERIFY(attempt.solverToMove());
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::Right);
    QVERIFY(!attempt.solverToMove());
    QCOMPARE(attempt.pendingReply(), std::optional<std::string>("b1b2"));
    QVERIFY(attempt.playReply());
    QVERIFY(!attempt.pendingReply());
    QCOMPARE(attempt.play("c1c2", false), PuzzleAttempt::Answer::Solved);
    QVERIFY(attempt.isSolved());
    QVERIFY(attempt.isClean());
    QCOMPARE(attempt.played(), attempt.puzzle().solution);
}

void TestPuzzlePlay::wrongMoveIsRefusedAndCounted()
{
    PuzzleAttempt attempt(mateInTwo());
    QCOMPARE(attempt.play("a1a3", false), PuzzleAttempt::Answer::Wrong);
    QVERIFY(attempt.played().empty());
    QCOMPARE(attempt.mistakes(), 1);
    // Tried again, the solution's move is taken.
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::Right);
    QVERIFY(attempt.playReply());
    QCOMPARE(attempt.play("c1c2", false), PuzzleAttempt::Answer::Solved);
    QVERIFY(!attempt.isClean());
}

void TestPuzzlePlay::anotherMoveReachingTheGoalSolves()
{
    PuzzleAttempt attempt(mateInTwo());
    attempt.play("a1a2", false);
    attempt.playReply();
    QCOMPARE(attempt.play("d1d9", false), PuzzleAttempt::Answer::Wrong);
    QCOMPARE(attempt.play("d1d9", true), PuzzleAttempt::Answer::Solved);
    QCOMPARE(attempt.played().back(), std::string("d1d9"));
}

void TestPuzzlePlay::moveLeavingTheSolutionFollowsTheContinuation()
{
    // Mate in 3; the engine knows one other way, a2a3 after the first reply.
    Puzzle puzzle = mateInTwo();
    puzzle.goal.length = 3;
    puzzle.solution = { "a1a2", "b1b2", "c1c2", "b2b3", "c2c3" };
    PuzzleAttempt attempt(puzzle, true);
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::Right);
    QVERIFY(attempt.judging().empty()); // the solution's own move asks nothing
    attempt.playReply();
    QCOMPARE(attempt.play("d1d2", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(attempt.judged(std::nullopt), PuzzleAttempt::Answer::Wrong);
    QCOMPARE(attempt.mistakes(), 1);
    QVERIFY(attempt.solverToMove());
    QCOMPARE(attempt.play("a2a3", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(attempt.judging(), (std::vector<std::string> { "a1a2", "b1b2", "a2a3" }));
    QCOMPARE(
        attempt.judged(std::vector<std::string> { "b2b4", "a3a9" }), PuzzleAttempt::Answer::Right);
    // The reply and the next move come from the engine's line now.
    QCOMPARE(attempt.pendingReply(), std::optional<std::string>("b2b4"));
    QVERIFY(attempt.playReply());
    QCOMPARE(attempt.nextMove(), std::optional<std::string>("a3a9"));
    QCOMPARE(attempt.play("a3a9", false), PuzzleAttempt::Answer::Solved);
    QCOMPARE(attempt.played(), attempt.line());
    // Restart goes back to the solution.
    attempt.restart();
    QCOMPARE(attempt.line(), puzzle.solution);
    // An empty line says the move reached the goal.
    PuzzleAttempt reaching(mateInTwo(), true);
    reaching.play("a1a2", false);
    reaching.playReply();
    QCOMPARE(reaching.play("e1e9", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(reaching.judged(std::vector<std::string> {}), PuzzleAttempt::Answer::Solved);
}

void TestPuzzlePlay::nothingIsPlayedWhileTheEngineJudges()
{
    PuzzleAttempt attempt(mateInTwo(), true);
    QCOMPARE(attempt.play("d1d2", false), PuzzleAttempt::Answer::Judging);
    QVERIFY(!attempt.solverToMove());
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::NotNow);
    QVERIFY(!attempt.nextMove());
    QCOMPARE(attempt.askHint(), 0);
    QVERIFY(attempt.played().empty());
    // Restarted meanwhile, the engine's word on the old move comes too late and changes nothing.
    attempt.restart();
    QVERIFY(attempt.judging().empty());
    QVERIFY(attempt.solverToMove());
    QCOMPARE(attempt.judged(std::vector<std::string> { "b1b2" }), PuzzleAttempt::Answer::NotNow);
    QVERIFY(attempt.played().empty());
    QCOMPARE(attempt.mistakes(), 0);
    // Without the engine a move off the line is refused at once.
    PuzzleAttempt alone(mateInTwo());
    QCOMPARE(alone.play("d1d2", false), PuzzleAttempt::Answer::Wrong);
}

void TestPuzzlePlay::noMoveWhileAReplyIsDue()
{
    PuzzleAttempt attempt(mateInTwo());
    attempt.play("a1a2", false);
    QCOMPARE(attempt.play("c1c2", false), PuzzleAttempt::Answer::NotNow);
    QCOMPARE(attempt.mistakes(), 0);
    QVERIFY(!attempt.nextMove());
    QCOMPARE(attempt.askHint(), 0);
}

void TestPuzzlePlay::hintsNameThePieceThenTheMove()
{
    PuzzleAttempt attempt(mateInTwo());
    QCOMPARE(attempt.askHint(), 1);
    QCOMPARE(attempt.askHint(), 2);
    QCOMPARE(attempt.askHint(), 2);
    QCOMPARE(attempt.nextMove(), std::optional<std::string>("a1a2"));
    attempt.play("a1a2", false);
    QCOMPARE(attempt.hintLevel(), 0);
    attempt.playReply();
    attempt.play("c1c2", false);
    QVERIFY(attempt.isSolved());
    QVERIFY(!attempt.isClean());
}

void TestPuzzlePlay::showMovePlaysTheSolution()
{
    PuzzleAttempt attempt(mateInTwo());
    QCOMPARE(attempt.showMove(), PuzzleAttempt::Answer::Right);
    QCOMPARE(attempt.movesShown(), 1);
    attempt.playReply();
    QCOMPARE(attempt.showMove(), PuzzleAttempt::Answer::Solved);
    QCOMPARE(attempt.showMove(), PuzzleAttempt::Answer::NotNow);
    QVERIFY(!attempt.isClean());
    attempt.restart();
    QVERIFY(attempt.played().empty());
    QVERIFY(attempt.solverToMove());
    QCOMPARE(attempt.movesShown(), 2);
}

void TestPuzzlePlay::gamePlayedToTheEndAsksAfterEveryMove()
{
    Puzzle endgame = mateInTwo();
    endgame.goal = { GoalKind::Win, 0 };
    endgame.solution = { "a1a2" };
    PuzzleAttempt attempt(endgame, true);
    // The line's own move is asked about too: the engine answers, the line does not end it.
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(
        attempt.judged(std::vector<std::string> { "b1b2", "c1c2" }), PuzzleAttempt::Answer::Right);
    QVERIFY(attempt.playReply());
    QCOMPARE(attempt.nextMove(), std::optional<std::string>("c1c2"));
    QCOMPARE(attempt.play("c1c2", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(attempt.judging().size(), std::size_t(3));
    QCOMPARE(
        attempt.judged(std::vector<std::string> { "b2b3", "c2c3" }), PuzzleAttempt::Answer::Right);
    QVERIFY(attempt.playReply());
    QCOMPARE(attempt.play("d1d2", true), PuzzleAttempt::Answer::Solved);
    QVERIFY(attempt.isSolved());
    QVERIFY(attempt.isClean());
}

void TestPuzzlePlay::gamePlayedToTheEndIsLostAfterAReply()
{
    Puzzle endgame = mateInTwo();
    endgame.goal = { GoalKind::Draw, 0 };
    endgame.solution = { "a1a2" };
    PuzzleAttempt attempt(endgame, true);
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(attempt.judged(std::vector<std::string> { "b1b2" }), PuzzleAttempt::Answer::Right);
    QVERIFY(attempt.playReply());
    // The solver's second move would end the game short of the goal.
    QCOMPARE(attempt.play("c1c2", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(attempt.judged(std::nullopt), PuzzleAttempt::Answer::Wrong);
    QCOMPARE(attempt.mistakes(), 1);
    QVERIFY(attempt.solverToMove());
    attempt.endAfterReply(false); // the reply ended the game: a loss
    QVERIFY(attempt.isLost());
    QVERIFY(!attempt.isSolved());
    QVERIFY(!attempt.solverToMove());
    QCOMPARE(attempt.mistakes(), 2);
    attempt.restart();
    QVERIFY(!attempt.isLost());
    QVERIFY(attempt.solverToMove());
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(attempt.judged(std::vector<std::string> { "b1b2" }), PuzzleAttempt::Answer::Right);
    QVERIFY(attempt.playReply());
    attempt.endAfterReply(true); // a draw by the rules after the reply reaches the goal
    QVERIFY(attempt.isSolved());
    QVERIFY(!attempt.isClean());
}

void TestPuzzlePlay::gameEndedShortOfTheGoalByEveryMoveIsLost()
{
    Puzzle endgame = mateInTwo();
    endgame.goal = { GoalKind::Win, 0 };
    endgame.solution = { "a1a2" };
    PuzzleAttempt attempt(endgame, true);
    QCOMPARE(attempt.play("a1a2", false), PuzzleAttempt::Answer::Judging);
    QCOMPARE(attempt.judged(std::vector<std::string> { "b1b2" }), PuzzleAttempt::Answer::Right);
    QCOMPARE(attempt.playLastMove("c1c2"), PuzzleAttempt::Answer::NotNow); // the reply is due
    QVERIFY(attempt.playReply());
    QCOMPARE(attempt.playLastMove("c1c2"), PuzzleAttempt::Answer::Lost);
    QCOMPARE(attempt.played().back(), std::string("c1c2"));
    QVERIFY(attempt.isLost());
    QVERIFY(!attempt.solverToMove());
    QCOMPARE(attempt.mistakes(), 1);
}

void TestPuzzlePlay::progressCountsAndStreaks()
{
    PuzzleProgress progress;
    const Puzzle a = mateInTwo("a w");
    const Puzzle b = mateInTwo("b w");
    const Puzzle c = mateInTwo("c w");
    QCOMPARE(progress.standing(a), Standing::Unseen);
    progress.solved(a, true);
    progress.solved(b, true);
    QCOMPARE(progress.streak(), 2);
    progress.failed(c);
    QCOMPARE(progress.streak(), 0);
    QCOMPARE(progress.bestStreak(), 2);
    // A solved puzzle stays solved; a failed one is not skipped later.
    progress.failed(a);
    progress.skipped(c);
    QCOMPARE(progress.standing(a), Standing::Solved);
    QCOMPARE(progress.standing(c), Standing::Failed);
    progress.solved(c, false);
    QCOMPARE(progress.standing(c), Standing::Solved);
    QCOMPARE(progress.streak(), 0);
    QCOMPARE(progress.count(Standing::Solved), 3);
    QCOMPARE(progress.count(Standing::Failed), 0);
}

void TestPuzzlePlay::progressRoundTripsAsText()
{
    PuzzleProgress progress;
    progress.solved(mateInTwo("a w"), true);
    progress.failed(mateInTwo("b w"));
    progress.solved(mateInTwo("c w"), true);
    progress.skipped(mateInTwo("d w"));
    const PuzzleProgress read = PuzzleProgress::fromText(progress.toText());
    QCOMPARE(read.toText(), progress.toText());
    QCOMPARE(read.standing(mateInTwo("b w")), Standing::Failed);
    QCOMPARE(read.standing(mateInTwo("d w")), Standing::Skipped);
    QCOMPARE(read.streak(), 1);
    QCOMPARE(read.bestStreak(), 1);
}

void TestPuzzlePlay::progressFromGarbageIsEmpty()
{
    const PuzzleProgress read
        = PuzzleProgress::fromText("streak x\n\x01\x02 solved\nabcdefgh won\n12345678\n");
    QCOMPARE(read.count(Standing::Solved), 0);
    QCOMPARE(read.streak(), 0);
    QCOMPARE(PuzzleProgress::fromText({}).count(Standing::Failed), 0);
}

void TestPuzzlePlay::progressKnowsAPuzzleByItsPosition()
{
    // The move counters are no part of the position: the same puzzle found at another ply.
    PuzzleProgress progress;
    progress.solved(mateInTwo("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), true);
    QCOMPARE(progress.standing(mateInTwo("4k4/9/9/9/9/9/9/9/9/4K4 w - - 7 40")), Standing::Solved);
    QCOMPARE(progress.standing(mateInTwo("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1")), Standing::Unseen);
}

void TestPuzzlePlay::filterByLengthAndTheme()
{
    std::vector<Puzzle> puzzles { mateInTwo("a w"), mateInTwo("b w"), mateInTwo("c w") };
    puzzles[1].goal.length = 3;
    puzzles[2].themes = { "horse-cannon", "stalemate" };
    const Goal mateIn2 { GoalKind::Mate, 2 };
    QCOMPARE(PuzzleFilter {}.select(puzzles), (std::vector<int> { 0, 1, 2 }));
    QCOMPARE((PuzzleFilter { mateIn2, {} }.select(puzzles)), (std::vector<int> { 0, 2 }));
    QCOMPARE((PuzzleFilter { {}, "stalemate" }.select(puzzles)), (std::vector<int> { 2 }));
    QCOMPARE((PuzzleFilter { Goal { GoalKind::Mate, 3 }, "stalemate" }.select(puzzles)),
        (std::vector<int> {}));
    QCOMPARE(goalsOf(puzzles), (std::vector<Goal> { mateIn2, { GoalKind::Mate, 3 } }));
    QCOMPARE(themesOf(puzzles),
        (std::vector<std::string> { "double-chariots", "horse-cannon", "stalemate" }));
}

/// A collection of VCF and VCT puzzles of the same lengths: the goal tells them apart.
void TestPuzzlePlay::filterTellsGoalsOfOneLengthApart()
{
    std::vector<Puzzle> puzzles(4);
    puzzles[0].goal = { GoalKind::Vct, 3 };
    puzzles[1].goal = { GoalKind::Vcf, 3 };
    puzzles[2].goal = { GoalKind::Vcf, 2 };
    puzzles[3].goal = { GoalKind::Vct, 3 };
    QCOMPARE(goalsOf(puzzles),
        (std::vector<Goal> { { GoalKind::Vcf, 2 }, { GoalKind::Vcf, 3 }, { GoalKind::Vct, 3 } }));
    QCOMPARE((PuzzleFilter { Goal { GoalKind::Vct, 3 }, {} }.select(puzzles)),
        (std::vector<int> { 0, 3 }));
    QCOMPARE(
        (PuzzleFilter { Goal { GoalKind::Vcf, 3 }, {} }.select(puzzles)), (std::vector<int> { 1 }));
}

QTEST_APPLESS_MAIN(TestPuzzlePlay)
#include "tst_puzzleplay.moc"
