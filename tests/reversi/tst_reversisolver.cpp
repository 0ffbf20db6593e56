// The exact endgame solver: against a plain full minimax on positions with few empties (the quick
// run), and on FFO #40-44 with their published scores (the "ffo" run, under the deep label).

#include "referencerules.h"

#include "reversi/endgamesolver.h"
#include "reversi/evaluation.h"
#include "reversi/search.h"

#include <QFile>
#include <QTest>

using namespace reversi;
using reference::positionsWithEmpties;

namespace {

/// The score after playing `move`, solved again from there: the move must keep the score.
int scoreAfter(const Board &board, Move move)
{
    TranspositionTable table(16);
    SearchControl control;
    EndgameSolver solver(table, control);
    Board child = board;
    Undo undo;
    child.makeMove(move, undo);
    return -solver.solve(child.player(), child.opponent()).score;
}

} // namespace

class TestReversiSolver : public QObject {
    Q_OBJECT

private slots:
    void quick_data();
    void quick();
    void winLossDrawHasTheRightSign();
    void searchSolvesNearTheEnd();
    void ffo_data();
    void ffo();
};

void TestReversiSolver::quick_data()
{
    QTest::addColumn<int>("empties");
    QTest::addColumn<unsigned>("seed");
    for (const int empties : { 1, 2, 3, 5, 7, 9 }) {
        QTest::addRow("%d empties", empties) << empties << unsigned(empties * 17);
    }
}

void TestReversiSolver::quick()
{
    QFETCH(int, empties);
    QFETCH(unsigned, seed);
    for (const Board &board : positionsWithEmpties(empties >= 9 ? 3 : 12, empties, seed)) {
        TranspositionTable table(16);
        SearchControl control;
        EndgameSolver solver(table, control);
        const SolveResult result = solver.solve(board.player(), board.opponent());
        const int expected = reference::minimax(reference::gridOf(board), 1);
        QVERIFY(result.complete);
        QCOMPARE(result.score, expected);
        QVERIFY(board.isLegal(result.move));
        QCOMPARE(scoreAfter(board, result.move), expected);
    }
}

void TestReversiSolver::winLossDrawHasTheRightSign()
{
    for (const Board &board : positionsWithEmpties(20, 8, 99)) {
        TranspositionTable table(16);
        SearchControl control;
        EndgameSolver solver(table, control);
        const int exact = reference::minimax(reference::gridOf(board), 1);
        const int sign = (exact > 0) - (exact < 0);
        const SolveResult result = solver.solve(board.player(), board.opponent(), true);
        QCOMPARE((result.score > 0) - (result.score < 0), sign);
    }
}

void TestReversiSolver::searchSolvesNearTheEnd()
{
    // The midgame search hands positions within its exact range to the solver.
    Search search;
    SearchLimits limits;
    limits.depth = 4;
    limits.exactEmpties = 12;
    for (const Board &board : positionsWithEmpties(4, 9, 5)) {
        const SearchResult result = search.think(board, limits);
        QVERIFY(result.exact);
        QCOMPARE(result.score, reference::minimax(reference::gridOf(board), 1) * DiscScale);
        QVERIFY(board.isLegal(result.move));
    }
}

void TestReversiSolver::ffo_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("score");
    QFile file(QStringLiteral(XQ_SHARED_DIR "/testdata/reversi-perft.txt"));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), "reversi-perft.txt not found");
    // The published exact scores of FFO #40-44 for the side to move.
    const QList<int> scores = { 38, 0, 6, -12, -14 };
    int number = 40;
    bool positionNext = false; // the line after "# FFO #<number>;" holds its board
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QStringLiteral("# FFO #%1;").arg(number))) {
            positionNext = true;
        } else if (positionNext && !line.startsWith(u'#')) {
            QTest::addRow("FFO #%d", number) << line.section(u';', 0, 0) << scores[number - 40];
            ++number;
            positionNext = false;
        }
    }
    QCOMPARE(number, 45);
}

void TestReversiSolver::ffo()
{
    QFETCH(QString, position);
    QFETCH(int, score);
    const Board board = *Board::fromText(position.toStdString());
    TranspositionTable table(22);
    SearchControl control;
    EndgameSolver solver(table, control);
    const SolveResult result = solver.solve(board.player(), board.opponent());
    QVERIFY(result.complete);
    QCOMPARE(result.score, score);
    QVERIFY(board.isLegal(result.move));
}

QTEST_APPLESS_MAIN(TestReversiSolver)
#include "tst_reversisolver.moc"
