// The NBoard session driven through string streams: the handshake, games set and played, go
// answering a legal move, exact solving when the depth covers the empties, hints, analysis,
// perft and bench, and bad input answered with an error line while the game stays as it was.

#include "reversiengine/nboardsession.h"

#include "reversi/endgamesolver.h"
#include "reversi/levels.h"

#include <QTest>

#include <chrono>
#include <sstream>

using namespace reversi;

namespace {

struct Transcript {
    std::string out;
    std::string err;
};

Transcript run(NBoardSession &session, std::ostringstream &out, std::ostringstream &err,
    const std::vector<std::string> &lines)
{
    for (const std::string &line : lines) {
        if (!session.execute(line)) {
            break;
        }
    }
    return { out.str(), err.str() };
}

Transcript run(const std::vector<std::string> &lines)
{
    std::ostringstream out;
    std::ostringstream err;
    NBoardSession session(out, err);
    return run(session, out, err, lines);
}

int countLines(const std::string &text, const std::string &prefix)
{
    int count = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        count += line.rfind(prefix, 0) == 0;
    }
    return count;
}

/// The move and evaluation of the last "=== MOVE/EVAL/TIME" line.
std::pair<Move, double> lastAnswer(const std::string &out)
{
    const auto at = out.rfind("=== ");
    if (at == std::string::npos) {
        return { NoMove, 0 };
    }
    const std::string answer = out.substr(at + 4, out.find('\n', at) - at - 4);
    const auto slash = answer.find('/');
    return { parseMove(answer.substr(0, slash)), std::stod(answer.substr(slash + 1)) };
}

std::string ggfOf(const std::string &boardText)
{
    std::string board = boardText.substr(0, 64);
    for (char &c : board) {
        c = c == 'X' ? '*' : c;
    }
    return "(;GM[Othello]BO[8 " + board + (boardText.back() == 'X' ? " *" : " O") + "];)";
}

const std::string StartText = "---------------------------OX------XO--------------------------- X";
const std::string SixEmpties = "XOX-OOOX-OOXXXXX-OXOOXXOO-OOOOXOXXOXOOXOOOOOOOOO-OOOOOOO-OXXXXXO X";

} // namespace

class TestNBoard : public QObject {
    Q_OBJECT

private slots:
    void handshake();
    void goAnswersALegalMove();
    void playsMovesAndPasses();
    void depthCoveringTheEmptiesSolvesExactly();
    void hintAndAnalyze();
    void perftAndBench();
    void neverOverrunsAShortClock();
    void badInput_data();
    void badInput();
    void quitEndsTheSession();
};

void TestNBoard::handshake()
{
    const Transcript t
        = run({ "nboard 2", "set depth 3", "set contempt 0", "set book off", "ping 1", "learn" });
    QVERIFY(t.out.find("set myname ") == 0);
    QVERIFY(t.out.find("pong 1\n") != std::string::npos);
    QVERIFY(t.out.find("learned\n") != std::string::npos);
    QCOMPARE(t.err, std::string());
}

void TestNBoard::goAnswersALegalMove()
{
    for (const char *level : { "set level 0", "set level 3", "set depth 4" }) {
        std::ostringstream out;
        std::ostringstream err;
        NBoardSession session(out, err);
        const Transcript t = run(session, out, err,
            { "nboard 2", level, "set movetime 100", "move f5", "move d6", "go" });
        const Move move = lastAnswer(t.out).first;
        QVERIFY2(session.game().position().isLegal(move), t.out.c_str());
        QCOMPARE(t.err, std::string());
    }
}

void TestNBoard::playsMovesAndPasses()
{
    std::ostringstream out;
    std::ostringstream err;
    NBoardSession session(out, err);
    const std::string mustPass
        = "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O";
    Transcript t = run(session, out, err, { "nboard 2", "set game " + ggfOf(mustPass), "go" });
    QCOMPARE(lastAnswer(t.out).first, PassMove);
    t = run(session, out, err, { "move PA", "move A1/12.00/0.5" });
    QCOMPARE(t.err, std::string());
    QVERIFY(session.game().position().isGameOver());
    t = run(session, out, err, { "set game " + ggfOf(mustPass), "move a1" }); // pass implied
    QCOMPARE(t.err, std::string());
    QCOMPARE(session.game().moves().size(), std::size_t { 2 });
}

void TestNBoard::depthCoveringTheEmptiesSolvesExactly()
{
    const Board board = *Board::fromText(SixEmpties);
    TranspositionTable table(16);
    SearchControl control;
    EndgameSolver solver(table, control);
    const int exact = solver.solve(board.player(), board.opponent()).score;
    const Transcript t = run({ "nboard 2", "set depth 6", "set game " + ggfOf(SixEmpties), "go" });
    const auto [move, eval] = lastAnswer(t.out);
    QVERIFY(board.isLegal(move));
    QCOMPARE(eval, double(exact));
}

void TestNBoard::hintAndAnalyze()
{
    Transcript t = run({ "nboard 2", "set depth 2", "move f5", "hint 2" });
    QCOMPARE(countLines(t.out, "search "), 2);
    QCOMPARE(countLines(t.out, "status"), 2);
    t = run({ "nboard 2", "set depth 2", "move f5", "move d6", "move c3", "analyze" });
    QCOMPARE(countLines(t.out, "analysis "), 4);
    QCOMPARE(t.err, std::string());
}

void TestNBoard::perftAndBench()
{
    Transcript t = run({ "perft 6", "perft 3 " + SixEmpties });
    QVERIFY(t.out.find("Nodes searched: 8200\n") != std::string::npos);
    QVERIFY(t.out.find("Nodes searched: 55\n") != std::string::npos);
    t = run({ "bench" });
    QCOMPARE(countLines(t.out, "Nodes searched: "), 1);
    QCOMPARE(run({ "bench" }).out.substr(0, t.out.find('\n')),
        t.out.substr(0, t.out.find('\n'))); // a deterministic signature
    // The signature of today's search (docs/reversi.md, "Bench"): any change to the search,
    // the evaluation or the solver changes it, and the change says so here and there.
    QCOMPARE(t.out.substr(0, t.out.find('\n')), std::string("Nodes searched: 142809"));
}

void TestNBoard::neverOverrunsAShortClock()
{
    // The engine plays Black at full strength on a 3-second clock for the whole game, White
    // greedily; each go is timed here, around the session, and charged to our own copy of the
    // clock. Without the clock the engine searches 14 plies a move and runs out at once.
    constexpr int ClockMs = 3000;
    std::ostringstream out;
    std::ostringstream err;
    NBoardSession session(out, err);
    run(session, out, err,
        { "nboard 2", "set clock " + std::to_string(ClockMs), "set game " + ggfOf(StartText) });
    int remainingMs = ClockMs;
    int engineMoves = 0;
    while (!session.game().position().isGameOver()) {
        const Board board = session.game().position();
        Move move = PassMove;
        if (board.sideToMove() == Color::Black) {
            const auto start = std::chrono::steady_clock::now();
            run(session, out, err, { "go" });
            remainingMs -= static_cast<int>(std::chrono::ceil<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - start)
                                                .count());
            QVERIFY2(remainingMs > 0,
                qPrintable(QStringLiteral("overran at %1 empties by %2 ms")
                               .arg(board.emptyCount())
                               .arg(-remainingMs)));
            move = lastAnswer(out.str()).first;
            ++engineMoves;
        } else if (!board.mustPass()) {
            move = greedyMove(board, false);
        }
        run(session, out, err, { "move " + moveName(move) });
    }
    QCOMPARE(err.str(), std::string());
    QVERIFY(engineMoves >= 20);
    // The clock was used, not just kept: the game's time is spread over its moves.
    QVERIFY2(remainingMs < ClockMs * 2 / 3, qPrintable(QString::number(remainingMs)));
}

void TestNBoard::badInput_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("unknown command") << "fly away";
    QTest::newRow("garbage bytes") << "\x01\x02\xff";
    QTest::newRow("nboard without version") << "nboard";
    QTest::newRow("move garbage") << "move zz";
    QTest::newRow("illegal move") << "move a1";
    QTest::newRow("move nothing") << "move";
    QTest::newRow("bad GGF") << "set game (;GM[Othello]BO[8 nonsense];)";
    QTest::newRow("empty GGF") << "set game";
    QTest::newRow("depth word") << "set depth deep";
    QTest::newRow("depth too big") << "set depth 99999999999999999999";
    QTest::newRow("negative movetime") << "set movetime -5";
    QTest::newRow("unknown setting") << "set colour blue";
    QTest::newRow("negative clock") << "set clock -5";
    QTest::newRow("clock word") << "set clock soon";
    QTest::newRow("clock with a bad increment") << "set clock 1000 x";
    QTest::newRow("threads zero") << "set threads 0";
    QTest::newRow("book neither on nor off") << "set book maybe";
    QTest::newRow("hint without count") << "hint";
    QTest::newRow("perft without depth") << "perft";
    QTest::newRow("perft bad board") << "perft 3 XXXX X";
    QTest::newRow("perft too deep") << "perft 99";
}

void TestNBoard::badInput()
{
    QFETCH(QString, line);
    std::ostringstream out;
    std::ostringstream err;
    NBoardSession session(out, err);
    run(session, out, err, { "nboard 2", "move f5" });
    const GameRecord before = session.game();
    const Transcript t = run(session, out, err, { line.toLatin1().toStdString(), "ping 7" });
    QCOMPARE(countLines(t.err, "reversi-engine: error: "), 1);
    QVERIFY(t.out.find("pong 7") != std::string::npos);
    QVERIFY(session.game() == before);
}

void TestNBoard::quitEndsTheSession()
{
    const Transcript t = run({ "ping 1", "quit", "ping 2" });
    QVERIFY(t.out.find("pong 1") != std::string::npos);
    QVERIFY(t.out.find("pong 2") == std::string::npos);
}

QTEST_APPLESS_MAIN(TestNBoard)
#include "tst_nboard.moc"
