// The puzzle page on the Gomoku board, by clicks as a player makes them: a VCF and a VCT made by
// the prover solved (the VCF's hints: its column, then its point), and the built-in Gomoku
// collection's VCT puzzles (beside its VCF ones, told apart by the length filter) played in English
// and Chinese: the goal named, a stone threatening nothing refused, the computer answering the
// player's three with a defence of it (a point of its lines or a four of its own), another threat
// still winning within the moves left taken and answered the same way, and the five solving the
// puzzle.

#include "app/puzzles/gomokupuzzleboard.h"
#include "app/puzzles/puzzlemode.h"

#include "puzzles/continuation.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/puzzleset.h"

#include "puzzlemodetest.h"

#include <QComboBox>
#include <QPushButton>
#include <QRegularExpression>

using gomoku::Pattern;
using gomoku::Stone;

namespace {

int pointIndex(const std::string &name)
{
    return gomoku::Board::indexOf(*gomoku::parsePointName(name, 15));
}

/// Whether `reply`, the defender's move after `played` from `fen` (the attacker's three or four
/// last), answers the threat: a point where the attacker would make a four (one of the threat's
/// lines) or a four of the defender's own.
bool answersTheThreat(
    const std::string &fen, const std::vector<std::string> &played, const std::string &reply)
{
    const auto position = puzzles::readGomokuPosition(fen);
    if (!position) {
        return false;
    }
    for (const std::string &move : played) {
        position->play(pointIndex(move));
    }
    const Stone defender = position->sideToMove();
    const int index = pointIndex(reply);
    return position->bestPattern(opponent(defender), index) >= Pattern::Block4
        || position->bestPattern(defender, index) >= Pattern::Block4;
}

/// The first VCT puzzle of `puzzles` whose solver has, at its second move, another three or four
/// than the solution's that still wins within the moves left, and that move; nothing when none has.
std::optional<std::pair<puzzles::Puzzle, std::string>> secondMoveWithATwin(
    const std::vector<puzzles::Puzzle> &puzzles)
{
    for (const puzzles::Puzzle &puzzle : puzzles) {
        if (puzzle.goal.kind != puzzles::GoalKind::Vct || puzzle.goal.length < 4) {
            continue;
        }
        const auto position = puzzles::readGomokuPosition(puzzle.fen);
        position->play(pointIndex(puzzle.solution[0]));
        position->play(pointIndex(puzzle.solution[1]));
        for (const int move : position->pointsWith(position->sideToMove(), Pattern::Flex3)) {
            const std::string name = gomoku::pointName(gomoku::Board::pointOf(move), 15);
            if (name != puzzle.solution[2]
                && puzzles::continueLine(
                    puzzle, { puzzle.solution[0], puzzle.solution[1], name })) {
                return std::pair { puzzle, name };
            }
        }
    }
    return std::nullopt;
}

} // namespace

class TstGomokuPuzzleMode : public PuzzleModeTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void gomokuVcfIsSolvedByClicks();
    void gomokuVctIsSolvedByClicks();
    void builtinVctIsPlayedAgainstItsDefences_data();
    void builtinVctIsPlayedAgainstItsDefences();
    void anotherWinningThreatIsTakenAndAnswered();

private:
    /// Opens a collection of `puzzle` alone; the Gomoku board it shows.
    GomokuPuzzleBoard *openGomokuPuzzle(PuzzleMode *mode, const puzzles::Puzzle &puzzle)
    {
        const std::string text = puzzles::writePuzzleSet({ puzzle });
        if (!openCollection(mode, QStringLiteral("gomoku.puzzles"), text.c_str())) {
            return nullptr;
        }
        return qobject_cast<GomokuPuzzleBoard *>(mode->board());
    }
    static void clickPoint(GomokuPuzzleBoard *board, const std::string &name)
    {
        const auto point = gomoku::parsePointName(name, 15);
        QTest::mouseClick(
            board->view(), Qt::LeftButton, {}, board->view()->centreOf(*point).toPoint());
    }
    /// The built-in Gomoku collection shown, filtered to `goal`; its board.
    GomokuPuzzleBoard *showBuiltinGomoku(PuzzleMode *mode, const QString &goal)
    {
        const int gomoku = mode->collectionTitles().indexOf(QRegularExpression(
            QStringLiteral("^(Gomoku VCF/VCT \\(|五子棋 VCF 与 VCT（)\\d+[)）]$")));
        if (gomoku < 0) {
            return nullptr;
        }
        mode->panel()->collectionBox()->setCurrentIndex(gomoku);
        QComboBox *lengths = mode->panel()->lengthBox();
        const int index = lengths->findData(goal);
        if (index <= 0) {
            return nullptr;
        }
        lengths->setCurrentIndex(index);
        return qobject_cast<GomokuPuzzleBoard *>(mode->board());
    }
    /// Plays the solver's moves the line gives until the puzzle is solved.
    static void solveByClicks(PuzzleMode *mode, GomokuPuzzleBoard *board)
    {
        for (int move = 0; move < 8 && !mode->attempt()->isSolved(); ++move) {
            QTRY_VERIFY(mode->attempt()->solverToMove() || mode->attempt()->isSolved());
            if (!mode->attempt()->isSolved()) {
                clickPoint(board, *mode->attempt()->nextMove());
            }
        }
    }
};

void TstGomokuPuzzleMode::gomokuVcfIsSolvedByClicks()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    // Black's k8 makes two fours at once; the prover writes the line.
    const auto position = puzzles::readGomokuPosition(
        "gomoku 15 freestyle h8 g8 i8 k12 j8 a1 k9 a3 k10 a5 k11 o15");
    QVERIFY(position);
    const auto puzzle = puzzles::proveVcf(*position, {});
    QVERIFY(puzzle);
    GomokuPuzzleBoard *board = openGomokuPuzzle(mode, *puzzle);
    QVERIFY(board);
    QVERIFY(board->view()->isVisible());
    QCOMPARE(mode->panel()->goal(), QStringLiteral("Black to move: VCF in 2"));
    clickPoint(board, "l8"); // a four, but white blocks it and no second one follows
    QTRY_VERIFY(mode->panel()->feedback().contains(QLatin1String("not the solution")));
    QVERIFY(mode->attempt()->played().empty());
    // The first hint names the column in words, the second rings the point on the board.
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    QCOMPARE(mode->panel()->feedback(), QStringLiteral("Hint: the winning point is in column k."));
    QCOMPARE(board->view()->hint(), std::nullopt);
    QTest::mouseClick(mode->panel()->hintButton(), Qt::LeftButton);
    QCOMPARE(board->view()->hint(), gomoku::parsePointName("k8", 15));
    clickPoint(board, "k8");
    QTRY_VERIFY(mode->attempt()->solverToMove() || mode->attempt()->isSolved());
    clickPoint(board, mode->attempt()->puzzle().solution.back());
    QVERIFY(mode->attempt()->isSolved());
    QCOMPARE(mode->progress().standing(*puzzle), puzzles::Standing::Solved);
}

void TstGomokuPuzzleMode::gomokuVctIsSolvedByClicks()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    // Fours alone do not win for white; the three at i9 does (the threat search answers for
    // black).
    const auto position = puzzles::readGomokuPosition(
        "gomoku 15 freestyle h8 j10 l10 h10 g8 j8 e8 i8 i10 j9 j11 h9 f8 d8 j6");
    QVERIFY(position);
    const auto puzzle = puzzles::proveVct(*position, {});
    QVERIFY(puzzle);
    GomokuPuzzleBoard *board = openGomokuPuzzle(mode, *puzzle);
    QVERIFY(board);
    QCOMPARE(mode->panel()->goal(), QStringLiteral("White to move: VCT in 3"));
    QCOMPARE(mode->panel()->lengthBox()->itemText(1), QStringLiteral("VCT in 3"));
    clickPoint(board, "a15"); // threatens nothing
    QTRY_VERIFY(mode->panel()->feedback().contains(QLatin1String("not the solution")));
    QVERIFY(mode->attempt()->played().empty());
    for (int move = 0; move < 3 && !mode->attempt()->isSolved(); ++move) {
        QTRY_VERIFY(mode->attempt()->solverToMove());
        clickPoint(board, *mode->attempt()->nextMove());
    }
    QVERIFY(mode->attempt()->isSolved());
    QCOMPARE(mode->attempt()->mistakes(), 1); // the stone at a15
    QCOMPARE(mode->progress().standing(*puzzle), puzzles::Standing::Solved);
}

void TstGomokuPuzzleMode::builtinVctIsPlayedAgainstItsDefences_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<QString>("lengthText");
    QTest::addColumn<QString>("goalPattern");
    QTest::newRow("English") << false << QStringLiteral("VCT in 3")
                             << QStringLiteral("^(Black|White) to move: VCT in 3$");
    QTest::newRow("Chinese") << true << QStringLiteral("3 手活三冲四胜")
                             << QStringLiteral("^(黑方|白方)先走：3 手活三冲四胜$");
}

void TstGomokuPuzzleMode::builtinVctIsPlayedAgainstItsDefences()
{
    QFETCH(bool, chinese);
    QFETCH(QString, lengthText);
    QFETCH(QString, goalPattern);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    GomokuPuzzleBoard *board = showBuiltinGomoku(mode, QStringLiteral("vct 3"));
    QVERIFY(board);
    QVERIFY(board->view()->isVisible());
    QCOMPARE(mode->panel()->lengthBox()->currentText(), lengthText);
    QVERIFY(mode->shownCount() >= 10);
    const puzzles::Puzzle puzzle = mode->attempt()->puzzle();
    QCOMPARE(puzzle.goal, (puzzles::Goal { puzzles::GoalKind::Vct, 3 }));
    QVERIFY2(QRegularExpression(goalPattern).match(mode->panel()->goal()).hasMatch(),
        qPrintable(mode->panel()->goal()));
    // A stone in a far corner threatens nothing: refused and taken back.
    const auto start = puzzles::readGomokuPosition(puzzle.fen);
    QVERIFY(start);
    const std::string corner
        = start->board().at(*gomoku::parsePointName("a1", 15)) == Stone::Empty ? "a1" : "o15";
    clickPoint(board, corner);
    QTRY_COMPARE(mode->attempt()->mistakes(), 1);
    QVERIFY(mode->attempt()->played().empty());
    // The three: the computer answers it with a defence.
    clickPoint(board, puzzle.solution.front());
    QTRY_VERIFY(mode->attempt()->solverToMove());
    const std::vector<std::string> played = mode->attempt()->played();
    QCOMPARE(played.size(), std::size_t(2));
    QVERIFY2(answersTheThreat(puzzle.fen, { played[0] }, played[1]), played[1].c_str());
    solveByClicks(mode, board);
    QVERIFY(mode->attempt()->isSolved());
    QCOMPARE(mode->progress().standing(puzzle), puzzles::Standing::Solved);
}

/// A built-in VCT whose second threat has a twin: the twin is taken (it still wins within the
/// moves left), the computer answers it with a defence, and the puzzle is solved from there.
void TstGomokuPuzzleMode::anotherWinningThreatIsTakenAndAnswered()
{
    PuzzleMode *mode = openPuzzles();
    QVERIFY(mode);
    GomokuPuzzleBoard *board = showBuiltinGomoku(mode, QStringLiteral("vct 4"));
    QVERIFY(board);
    std::vector<puzzles::Puzzle> shown;
    for (int i = 0; i < mode->shownCount(); ++i) {
        shown.push_back(mode->attempt()->puzzle());
        QTest::mouseClick(mode->panel()->nextButton(), Qt::LeftButton);
    }
    const auto twin = secondMoveWithATwin(shown);
    QVERIFY2(
        twin, "no VCT in 4 of the built-in set has a second winning threat at its second move");
    const auto &[puzzle, move] = *twin;
    while (mode->attempt()->puzzle().fen != puzzle.fen && mode->shownPosition() > 0) {
        QTest::mouseClick(mode->panel()->previousButton(), Qt::LeftButton);
    }
    QCOMPARE(mode->attempt()->puzzle().fen, puzzle.fen);
    clickPoint(board, puzzle.solution[0]);
    QTRY_VERIFY(mode->attempt()->solverToMove());
    clickPoint(board, move);
    QTRY_VERIFY(mode->attempt()->solverToMove() || mode->attempt()->isSolved());
    const std::vector<std::string> played = mode->attempt()->played();
    QVERIFY(played.size() >= 3);
    QCOMPARE(played[2], move);
    QCOMPARE(mode->attempt()->mistakes(), 0);
    if (played.size() > 3) {
        QVERIFY2(answersTheThreat(puzzle.fen, { played.begin(), played.begin() + 3 }, played[3]),
            played[3].c_str());
    }
    solveByClicks(mode, board);
    QVERIFY(mode->attempt()->isSolved());
    QVERIFY(mode->attempt()->isClean());
}

QTEST_MAIN(TstGomokuPuzzleMode)
#include "tst_gomokupuzzlemode.moc"
