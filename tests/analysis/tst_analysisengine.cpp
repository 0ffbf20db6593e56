// The analysis engines behind one interface: the built-in engine's MultiPV lines and stop, an
// external engine's lines checked against the rules, every way a fake engine misbehaves coming
// back as an error value with the engine restartable, and Debian's fairy-stockfish over UCI and
// UCCI as a real external engine.

#include "analysis/builtinanalysisengine.h"
#include "analysis/engineprobe.h"
#include "analysis/externalanalysisengine.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <set>
#include <thread>

namespace {

const QString FsfPath = QStringLiteral("/usr/games/fairy-stockfish");

xq::client::EngineConfig fakeConfig(const QString &fault)
{
    xq::client::EngineConfig config;
    config.name = "fake";
    config.command = QStringLiteral("python3 %1 --fault %2")
                         .arg(QStringLiteral(XQ_FAKE_ANALYSER), fault)
                         .toStdString();
    return config;
}

// Every line's moves must be legal one after the other from `board`.
void checkLines(const xq::Board &board, const std::vector<xq::AnalysisLine> &lines, int expected)
{
    QCOMPARE(int(lines.size()), expected);
    std::set<std::uint16_t> firstMoves;
    for (const xq::AnalysisLine &line : lines) {
        QVERIFY(!line.pv.empty());
        QVERIFY(line.depth > 0);
        xq::Board position = board;
        for (const xq::Move m : line.pv) {
            QVERIFY2(position.canMove(m.from(), m.to()), position.fen().c_str());
            position.makeMove(m);
        }
        firstMoves.insert(line.pv.front().bits());
    }
    QCOMPARE(int(firstMoves.size()), expected); // each line starts with its own move
    for (std::size_t i = 1; i < lines.size(); ++i) {
        // The lines of one depth, best first.
        QCOMPARE(lines[i].depth, lines.front().depth);
        QVERIFY(lines[i - 1].scoreCp >= lines[i].scoreCp);
    }
}

/// A line as an engine reports it: its number, depth, score and first move.
xq::AnalysisLine reported(int multiPv, int depth, int scoreCp, const char *firstMove)
{
    xq::AnalysisLine line;
    line.multiPv = multiPv;
    line.depth = depth;
    line.scoreCp = scoreCp;
    line.pv = { *xq::Move::fromIccs(firstMove) };
    return line;
}

/// "depth:score first-move" for each line, as the table hands them out.
QString describe(const std::vector<xq::AnalysisLine> &lines)
{
    QStringList words;
    for (const xq::AnalysisLine &line : lines) {
        words << QStringLiteral("%1:%2 %3")
                     .arg(line.depth)
                     .arg(line.scoreCp)
                     .arg(QString::fromStdString(line.pv.front().toIccs()));
    }
    return words.join(u' ');
}

} // namespace

class TestAnalysisEngine : public QObject {
    Q_OBJECT

private slots:
    /// Three lines asked for: the table shows one depth, best first, never a depth in progress
    /// mixed with the one before (+0.23 at depth 13 above +0.08 at depth 12 and -0.01 at 13).
    void lineTableShowsOneDepth()
    {
        xq::LineTable table(3);
        table.update(reported(1, 12, 8, "h2e2"));
        QCOMPARE(describe(table.lines()), QStringLiteral("12:8 h2e2")); // all there is yet
        table.update(reported(2, 12, -5, "b2e2"));
        table.update(reported(3, 12, -10, "c3c4"));
        QCOMPARE(describe(table.lines()), QStringLiteral("12:8 h2e2 12:-5 b2e2 12:-10 c3c4"));
        // Depth 13 comes in line by line: depth 12 stays shown until 13 is whole.
        table.update(reported(1, 13, 23, "b2e2"));
        table.update(reported(2, 13, -1, "h2e2"));
        QCOMPARE(describe(table.lines()), QStringLiteral("12:8 h2e2 12:-5 b2e2 12:-10 c3c4"));
        table.update(reported(3, 13, -20, "c3c4"));
        QCOMPARE(describe(table.lines()), QStringLiteral("13:23 b2e2 13:-1 h2e2 13:-20 c3c4"));
        // A line of one depth reported again (a re-search) replaces its first move's.
        table.update(reported(2, 13, 30, "h2e2"));
        QCOMPARE(describe(table.lines()), QStringLiteral("13:30 h2e2 13:23 b2e2 13:-20 c3c4"));
        // An engine starting its iterations again does not bring shallow lines back.
        QVERIFY(!table.update(reported(1, 5, 100, "g3g4")));
        QCOMPARE(describe(table.lines()), QStringLiteral("13:30 h2e2 13:23 b2e2 13:-20 c3c4"));
    }

    void builtinMultiPv_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("lines");
        QTest::newRow("start, 3 lines")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << 3;
        QTest::newRow("start, 5 lines")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << 5;
        QTest::newRow("black to move, 1 line")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b" << 1;
    }

    void builtinMultiPv()
    {
        QFETCH(QString, fen);
        QFETCH(int, lines);
        const auto board = xq::Board::fromFen(fen.toStdString());
        QVERIFY(board.ok());
        xq::BuiltinAnalysisEngine engine(16);
        QVERIFY(engine.start().ok());
        std::atomic<bool> stop { false };
        int reported = 0;
        const auto outcome = engine.analyse(*board,
            xq::AnalysisRequest { .lines = lines, .moveTimeMs = 300, .searchMoves = {} }, stop,
            [&reported](const xq::AnalysisLine &) { ++reported; });
        QVERIFY(outcome.ok);
        QVERIFY(reported >= lines);
        checkLines(*board, outcome.lines, lines);
        QVERIFY(!outcome.best.isNone());
    }

    void builtinInfiniteStopsWhenAsked()
    {
        xq::BuiltinAnalysisEngine engine(16);
        QVERIFY(engine.start().ok());
        std::atomic<bool> stop { false };
        std::thread raiser([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            stop = true;
        });
        QElapsedTimer timer;
        timer.start();
        const auto outcome = engine.analyse(xq::Board::startPosition(),
            xq::AnalysisRequest { .lines = 2, .moveTimeMs = 0, .searchMoves = {} }, stop, {});
        raiser.join();
        QVERIFY(outcome.ok);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        checkLines(xq::Board::startPosition(), outcome.lines, 2);
    }

    void externalFaults_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("error");
        QTest::newRow("good") << "good" << true << "";
        QTest::newRow("garbage and illegal lines are dropped") << "garbage" << true << "";
        QTest::newRow("a depth cut short by the clock") << "cutshort" << true << "";
        QTest::newRow("crash") << "crash" << false << "crash";
        QTest::newRow("illegal bestmove") << "illegal" << false << "illegal move";
        QTest::newRow("hang") << "hang" << false << "no move after";
    }

    void externalFaults()
    {
        QFETCH(QString, fault);
        QFETCH(bool, ok);
        QFETCH(QString, error);
        xq::ExternalAnalysisEngine engine(fakeConfig(fault));
        const auto started = engine.start();
        QVERIFY2(started.ok(), started.error().c_str());
        QCOMPARE(QString::fromStdString(engine.name()), QStringLiteral("FakeAnalyser"));
        std::atomic<bool> stop { false };
        const xq::Board start = xq::Board::startPosition();
        const auto outcome = engine.analyse(start,
            xq::AnalysisRequest { .lines = 3, .moveTimeMs = 100, .searchMoves = {} }, stop, {});
        QCOMPARE(outcome.ok, ok);
        QCOMPARE(engine.isReady(), ok);
        if (ok) {
            checkLines(start, outcome.lines, 3);
            QCOMPARE(outcome.lines.front().depth, 3);
            // The best move is the one the lines shown lead with, so a hint or a review says what
            // its line says.
            QCOMPARE(outcome.best, outcome.lines.front().pv.front());
            return;
        }
        QVERIFY2(QString::fromStdString(outcome.error).contains(error), outcome.error.c_str());
        // Restartable: it starts again and is asked again (and fails the same way again).
        QVERIFY(engine.start().ok());
        QVERIFY(engine.isReady());
    }

    void fairyStockfish_data()
    {
        QTest::addColumn<QString>("protocol");
        QTest::newRow("uci (Fairy-Stockfish's coordinates)") << "uci";
        QTest::newRow("ucci") << "ucci";
    }

    void fairyStockfish()
    {
        QFETCH(QString, protocol);
        // Must not skip: CI installs fairy-stockfish (scripts/install-deps).
        QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
        xq::client::EngineConfig config;
        config.name = "fsf";
        config.command = FsfPath.toStdString();
        if (protocol == "ucci") {
            config.dialect = xq::client::DialectKind::Ucci;
            config.options = { { "usemillisec", "true" } };
        }
        config.options.emplace_back("Hash", "16");
        xq::ExternalAnalysisEngine engine(config);
        const auto started = engine.start();
        QVERIFY2(started.ok(), started.error().c_str());
        // A position after a few moves: the history goes to the engine as moves.
        xq::Board board = xq::Board::startPosition();
        for (const char *text : { "h2e2", "h9g7", "h0g2" }) {
            const auto move = xq::client::parseEngineMove(
                text, xq::client::dialectFor(xq::client::DialectKind::Uci));
            board.makeMove(*move);
        }
        std::atomic<bool> stop { false };
        const auto outcome = engine.analyse(board,
            xq::AnalysisRequest { .lines = 3, .moveTimeMs = 500, .searchMoves = {} }, stop, {});
        QVERIFY2(outcome.ok, outcome.error.c_str());
        checkLines(board, outcome.lines, 3);
        QCOMPARE(outcome.best, outcome.lines.front().pv.front());
    }

    void probe_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<QString>("option");
        QTest::newRow("fake UCI") << QStringLiteral("python3 %1").arg(XQ_FAKE_ANALYSER)
                                  << "FakeAnalyser"
                                  << "uci"
                                  << "MultiPV";
        QTest::newRow("fairy-stockfish: its own coordinates") << FsfPath << "Fairy-Stockfish"
                                                              << "uci-fsf"
                                                              << "UCI_Variant";
    }

    void probe()
    {
        QFETCH(QString, command);
        QFETCH(QString, name);
        QFETCH(QString, dialect);
        QFETCH(QString, option);
        QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
        xq::client::EngineConfig config;
        config.command = command.toStdString();
        const auto identity = xq::probeEngine(config);
        QVERIFY2(identity.ok(), identity.error().c_str());
        QVERIFY(QString::fromStdString(identity->name).startsWith(name));
        QCOMPARE(
            QString::fromStdString(std::string(xq::client::dialectFor(identity->dialect).name)),
            dialect);
        QVERIFY(std::any_of(identity->options.begin(), identity->options.end(),
            [&option](const auto &o) { return o.name == option.toStdString(); }));
    }

    void probeFailure()
    {
        xq::client::EngineConfig config;
        config.command = "/nonexistent/engine";
        config.startTimeout = std::chrono::milliseconds(2000);
        QVERIFY(!xq::probeEngine(config).ok());
    }
};

QTEST_GUILESS_MAIN(TestAnalysisEngine)
#include "tst_analysisengine.moc"
