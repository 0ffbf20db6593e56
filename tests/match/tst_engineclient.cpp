// The external-engine client: the child process (lines, deadlines, exits, reaping) and the
// protocol pieces: option lines (UCI and UCCI forms), info lines,
// the coordinates of each dialect and the go command each dialect makes of the limits.

#include "engineclient/engineclient.h"

#include <QTest>

#include <sys/wait.h>

using namespace xq;
using namespace xq::client;

class TestEngineClient : public QObject {
    Q_OBJECT

private slots:
    void processLinesAndExit()
    {
        Process process;
        QVERIFY(process.start({ "sh", "-c", "echo first; printf 'second\\r\\n'; exit 3" }));
        const auto deadline = Clock::now() + std::chrono::seconds(5);
        QCOMPARE(QString::fromStdString(process.readLine(deadline).line), QStringLiteral("first"));
        QCOMPARE(QString::fromStdString(process.readLine(deadline).line), QStringLiteral("second"));
        QCOMPARE(process.readLine(deadline).status, ReadStatus::Closed);
        QCOMPARE(QString::fromStdString(process.stop(std::chrono::milliseconds(1000))),
            QStringLiteral("exited with code 3"));
        // Reaped: this test has no child left to wait for.
        QCOMPARE(waitpid(-1, nullptr, WNOHANG), -1);
    }

    void processDeadlineAndKill()
    {
        Process process;
        QVERIFY(process.start({ "sleep", "30" }));
        const auto begin = Clock::now();
        QCOMPARE(
            process.readLine(begin + std::chrono::milliseconds(100)).status, ReadStatus::Timeout);
        QVERIFY(Clock::now() - begin < std::chrono::seconds(5));
        QCOMPARE(QString::fromStdString(process.stop(std::chrono::milliseconds(0))),
            QStringLiteral("killed"));
        QVERIFY(!process.writeLine("anything"));
        QCOMPARE(waitpid(-1, nullptr, WNOHANG), -1);
    }

    void processThatCannotRun()
    {
        Process process;
        const auto started = process.start({ "/nonexistent/engine" });
        QVERIFY(!started);
        QVERIFY(started.error().find("cannot run /nonexistent/engine") == 0);
        QVERIFY(!process.isRunning());
    }

    void splitCommandWords()
    {
        const auto words = splitCommand("python3 fake.py --moves 'a b' \"c d\"  e");
        QCOMPARE(int(words.size()), 6);
        QCOMPARE(QString::fromStdString(words[5]), QStringLiteral("e"));
        QCOMPARE(QString::fromStdString(words[3]), QStringLiteral("a b"));
        QCOMPARE(QString::fromStdString(words[4]), QStringLiteral("c d"));
    }

    void uciOption_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("ucci");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("defaultValue");
        QTest::addColumn<int>("choices");
        QTest::newRow("uci spin") << "option name Hash type spin default 16 min 1 max 1024" << false
                                  << "Hash" << int(OptionType::Spin) << "16" << 0;
        QTest::newRow("uci name with spaces")
            << "option name Skill Level type spin default 20 min 0 max 20" << false << "Skill Level"
            << int(OptionType::Spin) << "20" << 0;
        QTest::newRow("uci combo")
            << "option name UCI_Variant type combo default chess var chess var xiangqi" << false
            << "UCI_Variant" << int(OptionType::Combo) << "chess" << 2;
        QTest::newRow("uci check") << "option name Ponder type check default false" << false
                                   << "Ponder" << int(OptionType::Check) << "false" << 0;
        QTest::newRow("uci string empty")
            << "option name SyzygyPath type string default <empty>" << false << "SyzygyPath"
            << int(OptionType::String) << "" << 0;
        QTest::newRow("uci button") << "option name Clear Hash type button" << false << "Clear Hash"
                                    << int(OptionType::Button) << "" << 0;
        QTest::newRow("ucci spin") << "option hashsize type spin min 0 max 1024 default 0" << true
                                   << "hashsize" << int(OptionType::Spin) << "0" << 0;
        QTest::newRow("ucci combo")
            << "option randomness type combo var none var small var large default none" << true
            << "randomness" << int(OptionType::Combo) << "none" << 3;
    }

    void uciOption()
    {
        QFETCH(QString, line);
        QFETCH(bool, ucci);
        const auto option = parseOption(line.toStdString(), ucci ? Protocol::Ucci : Protocol::Uci);
        QVERIFY(option);
        QTEST(QString::fromStdString(option->name), "name");
        QTEST(int(option->type), "type");
        QTEST(QString::fromStdString(option->defaultValue), "defaultValue");
        QTEST(int(option->choices.size()), "choices");
    }

    void optionValues()
    {
        const auto spin
            = parseOption("option name Hash type spin default 16 min 1 max 1024", Protocol::Uci);
        QVERIFY(spin);
        QVERIFY(spin->check("64").empty());
        QVERIFY(!spin->check("0").empty());
        QVERIFY(!spin->check("lots").empty());
        QVERIFY(!parseOption("option name Hash type teapot", Protocol::Uci));
        QVERIFY(!parseOption("id name fake", Protocol::Uci));
    }

    void info_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("cp");
        QTest::addColumn<int>("mate");
        QTest::addColumn<qlonglong>("nodes");
        QTest::addColumn<QString>("pv");
        QTest::newRow("uci") << "info depth 12 seldepth 18 multipv 1 score cp -35 nodes 123456 nps "
                                "999 time 50 pv h2e2 h9g7"
                             << 12 << -35 << 0 << 123456LL << "h2e2 h9g7";
        QTest::newRow("mate") << "info depth 9 score mate -3 nodes 5 pv a0a1" << 9 << 0 << -3 << 5LL
                              << "a0a1";
        QTest::newRow("bound") << "info depth 7 score cp 20 lowerbound nodes 10" << 7 << 20 << 0
                               << 10LL << "";
        QTest::newRow("ucci bare score")
            << "info depth 6 score 44 pv b0c2" << 6 << 44 << 0 << 0LL << "b0c2";
        QTest::newRow("unknown fields skipped")
            << "info depth 3 hashfull 12 currmove h2e2 currmovenumber 1 score cp 1" << 3 << 1 << 0
            << 0LL << "";
    }

    void info()
    {
        QFETCH(QString, line);
        const auto info = parseInfo(line.toStdString());
        QVERIFY(info);
        QTEST(info->depth.value_or(0), "depth");
        QTEST(info->scoreCp.value_or(0), "cp");
        QTEST(info->scoreMate.value_or(0), "mate");
        QTEST(qlonglong(info->nodes.value_or(0)), "nodes");
        QStringList pv;
        for (const auto &m : info->pv) {
            pv << QString::fromStdString(m);
        }
        QTEST(pv.join(u' '), "pv");
    }

    void malformedInfo()
    {
        QVERIFY(!parseInfo("info depth twelve"));
        QVERIFY(!parseInfo("info score cp"));
        QVERIFY(!parseInfo("bestmove h2e2"));
    }

    void coordinates_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::addColumn<QString>("wire");
        QTest::addColumn<QString>("iccs");
        QTest::newRow("uci") << int(DialectKind::Uci) << "h2e2"
                             << "h2e2";
        QTest::newRow("ucci") << int(DialectKind::Ucci) << "b0c2"
                              << "b0c2";
        QTest::newRow("fsf low") << int(DialectKind::UciFsf) << "h3e3"
                                 << "h2e2";
        QTest::newRow("fsf rank 10") << int(DialectKind::UciFsf) << "a10a9"
                                     << "a9a8";
    }

    void coordinates()
    {
        QFETCH(int, dialect);
        QFETCH(QString, wire);
        QFETCH(QString, iccs);
        const Dialect &d = dialectFor(DialectKind(dialect));
        const auto move = parseEngineMove(wire.toStdString(), d);
        QVERIFY(move);
        QCOMPARE(QString::fromStdString(move->toIccs()), iccs);
        QCOMPARE(QString::fromStdString(formatEngineMove(*move, d)), wire);
    }

    void badCoordinates()
    {
        for (const char *text : { "", "h2", "h2e", "j0a0", "a0a10", "a-1a0", "h2e2x", "a11a0" }) {
            QVERIFY2(!parseEngineMove(text, dialectFor(DialectKind::Uci)), text);
        }
        QVERIFY(!parseEngineMove("a0a1", dialectFor(DialectKind::UciFsf)));
    }

    void goCommand_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::addColumn<bool>("millis");
        QTest::addColumn<QString>("limits");
        QTest::addColumn<bool>("black");
        QTest::addColumn<QString>("expected");
        QTest::newRow("uci clock") << int(DialectKind::Uci) << false << "clock" << false
                                   << "go wtime 60000 btime 30000 winc 500 binc 500 movestogo 20";
        QTest::newRow("uci movetime")
            << int(DialectKind::Uci) << false << "movetime" << false << "go movetime 200";
        QTest::newRow("uci depth nodes")
            << int(DialectKind::UciFsf) << false << "depth" << false << "go depth 9 nodes 5000";
        QTest::newRow("uci infinite")
            << int(DialectKind::Uci) << false << "infinite" << false << "go infinite";
        QTest::newRow("ucci seconds, black")
            << int(DialectKind::Ucci) << false << "clock" << true
            << "go time 30 increment 0 opptime 60 oppincrement 0 movestogo 20";
        QTest::newRow("ucci milliseconds")
            << int(DialectKind::Ucci) << true << "clock" << false
            << "go time 60000 increment 500 opptime 30000 oppincrement 500 movestogo 20";
        QTest::newRow("ucci movetime seconds")
            << int(DialectKind::Ucci) << false << "movetime" << false << "go time 1 movestogo 1";
        QTest::newRow("ucci depth")
            << int(DialectKind::Ucci) << false << "depth" << false << "go depth 9";
        QTest::newRow("uci searchmoves last") << int(DialectKind::Uci) << false << "searchmoves"
                                              << false << "go movetime 200 searchmoves h2e2 b0c2";
        QTest::newRow("fsf searchmoves, its ranks")
            << int(DialectKind::UciFsf) << false << "searchmoves" << false
            << "go movetime 200 searchmoves h3e3 b1c3";
        QTest::newRow("ucci ignores searchmoves")
            << int(DialectKind::Ucci) << false << "searchmoves" << false << "go time 1 movestogo 1";
    }

    void goCommand()
    {
        QFETCH(int, dialect);
        QFETCH(bool, millis);
        QFETCH(QString, limits);
        QFETCH(bool, black);
        SearchLimits l;
        if (limits == u"clock") {
            l.redTimeMs = 60000;
            l.blackTimeMs = 30000;
            l.redIncrementMs = 500;
            l.blackIncrementMs = black ? 0 : 500;
            l.movesToGo = 20;
        } else if (limits == u"movetime") {
            l.moveTimeMs = 200;
        } else if (limits == u"searchmoves") {
            l.moveTimeMs = 200;
            l.searchMoves = { Move(makeSquare(7, 2), makeSquare(4, 2)),
                Move(makeSquare(1, 0), makeSquare(2, 2)) };
        } else if (limits == u"depth") {
            l.depth = 9;
            l.nodes = 5000;
        } else {
            l.infinite = true;
        }
        const auto text = client::goCommand(
            l, black ? Side::Black : Side::Red, dialectFor(DialectKind(dialect)), millis);
        QTEST(QString::fromStdString(text), "expected");
    }
};

QTEST_GUILESS_MAIN(TestEngineClient)
#include "tst_engineclient.moc"
