// Mates by checks of six to nine moves: the proof-number search against the exact search on the
// built-in mates, a known mate in 7 with its length and line, a second first move that mates
// as fast, a mate by checks that a shorter mate with a quiet move makes no long puzzle, and
// checks that only repeat (perpetual check) are no mate.

#include "puzzles/builtinpuzzles.h"
#include "puzzles/mateprover.h"
#include "puzzles/proofnumbersearch.h"
#include "puzzles/puzzleset.h"

#include <QtTest>

using namespace puzzles;

namespace {

// Black mates in 7 by checks, only with e4d4; nothing mates within 5 moves (the exact search).
constexpr const char *MateInSeven = "2baka1R1/9/4b4/6p2/9/P3rnP2/9/n8/4A4/3K1AB2 b - - 0 39";
// Black mates in 6 by checks with g2f2 and with f3f2: a cook.
constexpr const char *TwoMatesInSix
    = "4kab2/4a1C2/4b4/p8/2p1N1n2/4n2R1/5p3/6p2/4AK3/2BA4r b - - 17 44";
// Black mates in 6 by checks only with c3e4, but in 3 with moves that are not all checks.
constexpr const char *QuietMateInThree = "3ak4/9/4c4/p7R/6p2/9/P1n5P/9/3r5/4K4 b - - 5 48";
// The chariot checks from a9 and a8 for ever as the general steps between d9 and d8: no mate.
constexpr const char *PerpetualCheck = "3k5/4a4/3a5/9/R8/9/9/9/9/4K4 w - - 0 1";

xq::Board board(const char *fen)
{
    const auto parsed = xq::Board::fromFen(fen);
    if (!parsed) {
        qFatal("bad test FEN %s: %s", fen, parsed.error().c_str());
    }
    return *parsed;
}

/// Every solver's move of `line` from `start` gives check, and the line ends in mate.
bool isMateByChecks(xq::Board position, const std::vector<xq::Move> &line)
{
    for (std::size_t ply = 0; ply < line.size(); ++ply) {
        if (!position.canMove(line[ply].from(), line[ply].to())
            || (ply % 2 == 0 && !position.givesCheck(line[ply]))) {
            return false;
        }
        position.makeMove(line[ply]);
    }
    return position.inCheck() && !position.hasLegalMove();
}

} // namespace

class TestLongMates : public QObject {
    Q_OBJECT

private slots:
    void agreesWithTheExactProofsOfTheBuiltinMates();
    void provesAMateInSevenWithItsLine();
    void findsEverySecondFirstMove();
    void perpetualCheckIsNoMate();
    void proverKeepsAMateInSeven();
    void proverRefusesALongCook();
    void proverRefusesAMateByChecksWithAShorterQuietOne();
    void proverRefusesPerpetualCheck();
};

void TestLongMates::agreesWithTheExactProofsOfTheBuiltinMates()
{
    // The built-in mates of 1 to 5 moves are proven by the exact search (every move of both
    // sides): no mate is shorter and no other first move mates as fast. So a mate by checks is
    // never shorter, and one as short starts with the puzzle's move. (A solution giving check
    // with every move may still have no mate by checks as short: another defence than its line's
    // may need a quiet move to be mated in time.)
    const auto set = readPuzzleSet(*builtinCollection("builtin-xiangqi"));
    QVERIFY2(set, set.error().c_str());
    int byChecks = 0;
    for (const Puzzle &puzzle : *set) {
        if (puzzle.goal.length > 5) {
            continue;
        }
        const xq::Board start = board(puzzle.fen.c_str());
        ProofNumberSearch checks(1'000'000);
        const std::optional<int> shortest = checks.shortestMate(start, puzzle.goal.length);
        QVERIFY2(shortest, puzzle.fen.c_str());
        const std::string found = puzzle.fen + ": a mate by checks in " + std::to_string(*shortest);
        QVERIFY2(*shortest == 0 || *shortest == puzzle.goal.length, found.c_str());
        if (*shortest != 0) {
            const auto line = checks.line(start, *shortest);
            QVERIFY2(line, found.c_str());
            QCOMPARE(line->front().toIccs(), puzzle.solution.front());
            QVERIFY2(isMateByChecks(start, *line), found.c_str());
            ++byChecks;
        }
    }
    QVERIFY(byChecks > 500);
}

void TestLongMates::provesAMateInSevenWithItsLine()
{
    const xq::Board start = board(MateInSeven);
    ProofNumberSearch checks(1'000'000);
    QCOMPARE(checks.shortestMate(start, 9), std::optional(7));
    const auto line = checks.line(start, 7);
    QVERIFY(line);
    QCOMPARE(line->size(), std::size_t(13));
    QCOMPARE(line->front().toIccs(), std::string("e4d4"));
    QVERIFY(isMateByChecks(start, *line));
    QVERIFY(!checks.line(start, 6)); // no mate in exactly 6
    QVERIFY(!checks.line(start, 8)); // the mate is in 7, not 8
}

void TestLongMates::findsEverySecondFirstMove()
{
    const xq::Board start = board(TwoMatesInSix);
    ProofNumberSearch checks(2'000'000);
    QCOMPARE(checks.shortestMate(start, 9), std::optional(6));
    xq::MoveList legal;
    start.generateLegal(legal);
    std::vector<std::string> mating;
    for (const xq::Move m : legal) {
        xq::Board after = start;
        after.makeMove(m);
        const std::optional<bool> mated = checks.isMated(after, 5);
        QVERIFY(mated);
        if (*mated) {
            mating.push_back(m.toIccs());
        }
    }
    std::sort(mating.begin(), mating.end());
    QCOMPARE(mating, (std::vector<std::string> { "f3f2", "g2f2" }));
}

void TestLongMates::perpetualCheckIsNoMate()
{
    // Red can check with every move, the position recurring every four plies; under the rules
    // that loses for Red, and it mates nothing.
    xq::Board position = board(PerpetualCheck);
    xq::Key firstCheck = 0;
    for (const char *move : { "a5a9", "d9d8", "a9a8", "d8d9", "a8a9", "d9d8", "a9a8", "d8d9" }) {
        const xq::Move m = *xq::Move::fromIccs(move);
        QVERIFY2(position.canMove(m.from(), m.to()), move);
        QVERIFY2(position.sideToMove() != xq::Side::Red || position.givesCheck(m), move);
        position.makeMove(m);
        firstCheck = firstCheck == 0 ? position.key() : firstCheck;
    }
    position.unmakeMove();
    position.unmakeMove();
    position.unmakeMove();
    QCOMPARE(position.key(), firstCheck);
    ProofNumberSearch checks(1'000'000);
    QCOMPARE(checks.mates(board(PerpetualCheck), 9), std::optional(false));
    QCOMPARE(checks.mates(position, 9), std::optional(false));
}

void TestLongMates::proverKeepsAMateInSeven()
{
    MateProver prover;
    const auto puzzle = prover.prove(board(MateInSeven));
    QVERIFY2(puzzle, puzzle.error().c_str());
    QCOMPARE(puzzle->goal, (Goal { GoalKind::Mate, 7 }));
    QCOMPARE(puzzle->solution.front(), std::string("e4d4"));
    QCOMPARE(puzzle->solution.size(), std::size_t(13));
    QVERIFY(!prover.check(*puzzle));
}

void TestLongMates::proverRefusesALongCook()
{
    MateProver prover;
    const auto puzzle = prover.prove(board(TwoMatesInSix));
    QVERIFY(!puzzle);
    QVERIFY2(
        puzzle.error().starts_with("a second first move mates as fast"), puzzle.error().c_str());
}

void TestLongMates::proverRefusesAMateByChecksWithAShorterQuietOne()
{
    ProofNumberSearch checks(1'000'000);
    QCOMPARE(checks.shortestMate(board(QuietMateInThree), 9), std::optional(6));
    MateProofSettings longOnly;
    longOnly.minLength = 6;
    const auto puzzle = MateProver(longOnly).prove(board(QuietMateInThree));
    QVERIFY(!puzzle);
    QVERIFY2(puzzle.error().starts_with("a mate in 3, shorter than 6"), puzzle.error().c_str());
    const auto shortPuzzle = MateProver().prove(board(QuietMateInThree));
    QVERIFY2(shortPuzzle, shortPuzzle.error().c_str());
    QCOMPARE(shortPuzzle->goal, (Goal { GoalKind::Mate, 3 }));
}

void TestLongMates::proverRefusesPerpetualCheck()
{
    MateProver prover;
    const auto puzzle = prover.prove(board(PerpetualCheck));
    QVERIFY(!puzzle);
    QVERIFY2(puzzle.error().starts_with("no mate within 9 moves"), puzzle.error().c_str());
}

QTEST_GUILESS_MAIN(TestLongMates)
#include "tst_longmates.moc"
