// xiangqi-match: time controls and clocks, the statistics against their formulas and
// published values, whole matches against fake engines that misbehave or speak another dialect,
// the rules judge's adjudication of games the engines play out, and a short real match against
// Debian's fairy-stockfish.

#include "match/enginesfile.h"
#include "match/matchstats.h"
#include "match/openingbook.h"
#include "match/timecontrol.h"
#include "matchrun.h"
#include "records/pgn.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryFile>
#include <QTest>

#include <cmath>

using namespace xq;
using namespace xq::client;
using namespace xq::match;

namespace {

const QString FsfPath = QStringLiteral("/usr/games/fairy-stockfish");

/// Knights out and back: the third occurrence of the start position after eight plies.
const QString KnightShuffle
    = QStringLiteral("b0c2 b9c7 c2b0 c7b9 b0c2 b9c7 c2b0 c7b9 b0c2 b9c7 c2b0 c7b9");

QString scripted(const QString &moves, const QString &extra = {})
{
    return QStringLiteral("--moves '") + moves + u'\''
        + (extra.isEmpty() ? QString() : u' ' + extra);
}

QString repeated(const QString &moves, int times)
{
    QStringList all;
    for (int i = 0; i < times; ++i) {
        all << moves;
    }
    return all.join(u' ');
}

/// How many times slower than native the tests run (XIANGQI_TIME_SCALE, e.g. 10 under qemu).
int timeScale()
{
    bool ok = false;
    const int scale = qEnvironmentVariableIntValue("XIANGQI_TIME_SCALE", &ok);
    return ok && scale > 1 ? scale : 1;
}

/// The normal-distribution CDF, for LOS.
double phi(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void timeControl_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("moves");
        QTest::addColumn<qlonglong>("baseMs");
        QTest::addColumn<qlonglong>("incMs");
        QTest::newRow("moves/time+inc") << "40/60+0.5" << 40 << 60000LL << 500LL;
        QTest::newRow("time+inc") << "10+0.1" << 0 << 10000LL << 100LL;
        QTest::newRow("minutes") << "1:30" << 0 << 90000LL << 0LL;
    }

    void timeControl()
    {
        QFETCH(QString, text);
        const auto tc = parseTc(text.toStdString());
        QVERIFY(tc);
        QTEST(tc->movesPerPeriod, "moves");
        QTEST(qlonglong(tc->baseMs.value_or(-1)), "baseMs");
        QTEST(qlonglong(tc->incrementMs), "incMs");
        QVERIFY(!parseTc("40/"));
        QVERIFY(!parseTc("0"));
        QVERIFY(!parseTc("x+1"));
    }

    void clock()
    {
        // 2 moves in 1 s, 0.1 s increment, 50 ms margin: the period's time comes back after
        // the second move; a move past the clock plus the margin forfeits.
        TimeControl tc = *parseTc("2/1+0.1");
        tc.marginMs = 50;
        GameClock clock(tc);
        QCOMPARE(clock.timeoutMs(), 1050LL);
        QVERIFY(clock.charge(600));
        QCOMPARE(*clock.remainingMs(), 500LL);
        QVERIFY(clock.charge(300));
        QCOMPARE(*clock.remainingMs(), 1300LL);
        QVERIFY(!clock.charge(1400));
    }

    void elo_data()
    {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("losses");
        QTest::addColumn<int>("draws");
        QTest::newRow("even") << 30 << 30 << 40;
        QTest::newRow("75%") << 60 << 10 << 30;
        QTest::newRow("slightly ahead") << 1100 << 1000 << 1900;
        QTest::newRow("no draws") << 12 << 8 << 0;
    }

    void elo()
    {
        QFETCH(int, wins);
        QFETCH(int, losses);
        QFETCH(int, draws);
        const MatchScore score { wins, losses, draws };
        const double n = wins + losses + draws;
        const double s = (wins + draws / 2.0) / n;
        const auto elo = [](double p) { return -400 * std::log10(1 / p - 1); };
        // The 95% interval from the per-game variance of the trinomial outcome.
        const double variance = (wins * std::pow(1 - s, 2) + losses * std::pow(0 - s, 2)
                                    + draws * std::pow(0.5 - s, 2))
            / n;
        const double margin = 1.959964 * std::sqrt(variance / n);
        const auto estimate = eloEstimate(score);
        QVERIFY(estimate);
        QVERIFY(std::abs(estimate->elo - elo(s)) < 1e-9);
        QVERIFY(std::abs(estimate->error95 - (elo(s + margin) - elo(s - margin)) / 2) < 1e-3);
        QVERIFY(std::abs(likelihoodOfSuperiority(score)
                    - phi((wins - losses) / std::sqrt(double(wins + losses))))
            < 1e-9);
    }

    void publishedValues()
    {
        // A 75% score is 190.8 Elo on the logistic curve (10^(190.85/400) = 3 : 1).
        QVERIFY(std::abs(*eloFromScore(0.75) - 190.85) < 0.01);
        QVERIFY(std::abs(scoreFromElo(-190.85) - 0.25) < 1e-4);
        // LOS of 60 wins and 40 losses is Phi(2) = 0.97725 (normal table).
        QVERIFY(std::abs(likelihoodOfSuperiority({ 60, 40, 0 }) - 0.97725) < 1e-5);
        // SPRT bounds at alpha = beta = 0.05: ln(1/19) and ln(19), +-2.944 (fishtest, cutechess).
        const SprtSettings sprt;
        QVERIFY(std::abs(sprt.lowerBound() + 2.9444) < 1e-4);
        QVERIFY(std::abs(sprt.upperBound() - 2.9444) < 1e-4);
        QVERIFY(!eloEstimate({ 10, 0, 0 }));
    }

    void sprtLlr_data()
    {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("losses");
        QTest::addColumn<int>("draws");
        QTest::addColumn<double>("elo0");
        QTest::addColumn<double>("elo1");
        QTest::newRow("near H0") << 10000 << 10000 << 20000 << 0.0 << 5.0;
        QTest::newRow("ahead") << 10300 << 10000 << 20000 << 0.0 << 5.0;
        QTest::newRow("behind") << 9800 << 10000 << 20000 << 0.0 << 5.0;
        QTest::newRow("few draws") << 5200 << 4700 << 2000 << 0.0 << 10.0;
        QTest::newRow("negative hypotheses") << 5000 << 5200 << 9000 << -10.0 << 0.0;
    }

    void sprtLlr()
    {
        // For small Elo differences the generalized LLR approaches its normal approximation
        // (Van den Bergh, used by fishtest): N (s1 - s0) (2 s - s0 - s1) / (2 var).
        QFETCH(int, wins);
        QFETCH(int, losses);
        QFETCH(int, draws);
        QFETCH(double, elo0);
        QFETCH(double, elo1);
        const double n = wins + losses + draws;
        const double s = (wins + draws / 2.0) / n;
        const double variance
            = (wins * std::pow(1 - s, 2) + losses * s * s + draws * std::pow(0.5 - s, 2)) / n;
        const double s0 = 1 / (1 + std::pow(10, -elo0 / 400));
        const double s1 = 1 / (1 + std::pow(10, -elo1 / 400));
        const double approx = n * (s1 - s0) * (2 * s - s0 - s1) / (2 * variance);
        const double llr = match::sprtLlr({ wins, losses, draws }, elo0, elo1);
        QVERIFY2(std::abs(llr - approx) < 0.02 * std::abs(approx) + 0.05,
            qPrintable(QStringLiteral("llr %1, approximation %2").arg(llr).arg(approx)));
    }

    void sprtDecides()
    {
        const SprtSettings sprt { 0, 5, 0.05, 0.05 };
        QCOMPARE(sprtState({ 10400, 10000, 20000 }, sprt), SprtState::AcceptH1);
        QCOMPARE(sprtState({ 9900, 10000, 20000 }, sprt), SprtState::AcceptH0);
        QCOMPARE(sprtState({ 12, 10, 20 }, sprt), SprtState::Continue);
    }

    void faults_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("termination");
        QTest::newRow("crash") << "--fault crash"
                               << "crash";
        QTest::newRow("hang") << "--fault hang"
                              << "time-forfeit";
        QTest::newRow("garbage") << "--fault garbage"
                                 << "malformed-move";
        QTest::newRow("illegal move") << "--fault illegal"
                                      << "illegal-move";
        QTest::newRow("no move") << "--fault none"
                                 << "no-move";
        QTest::newRow("too slow for st") << "--fault slow --sleep 0.5"
                                         << "time-forfeit";
        QTest::newRow("noise is ignored") << "--fault noise"
                                          << "repetition";
    }

    void faults()
    {
        // The faulty engine is Black in game 1 and errs at ply 3 (its second move); in game 2
        // it is Red and ply 3 is its opponent's: a clean game. Both run at once, each worker
        // with its own engine processes.
        QFETCH(QString, fault);
        QFETCH(QString, termination);
        const MatchRun run = runMatch(fakeEngine(QStringLiteral("good"), scripted(KnightShuffle))
            + fakeEngine(QStringLiteral("bad"),
                scripted(KnightShuffle, fault + QStringLiteral(" --fault-at 3")))
            + QStringList {
                "-each", "st=0.3", "timemargin=100", "-games", "2", "-concurrency", "2" });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.games.size(), 2);
        const QJsonObject first
            = run.games[0].value("game").toInt() == 1 ? run.games[0] : run.games[1];
        const QJsonObject second
            = run.games[0].value("game").toInt() == 1 ? run.games[1] : run.games[0];
        QCOMPARE(first.value("termination").toString(), termination);
        QCOMPARE(
            first.value("result").toString(), termination == u"repetition" ? "1/2-1/2" : "1-0");
        QCOMPARE(second.value("termination").toString(), QStringLiteral("repetition"));
        QCOMPARE(run.summary.value("games").toInt(), 2);
    }

    void timeForfeitOnTheClock()
    {
        // 0.35 s a move against a 1 s clock with no increment: the third move oversteps it.
        const MatchRun run = runMatch(fakeEngine(QStringLiteral("good"), scripted(KnightShuffle))
            + fakeEngine(
                QStringLiteral("slow"), scripted(KnightShuffle, QStringLiteral("--think 0.35")))
            + QStringList { "-each", "tc=1", "timemargin=20" });
        QCOMPARE(run.games.size(), 1);
        QCOMPARE(run.games[0].value("termination").toString(), QStringLiteral("time-forfeit"));
        QCOMPARE(run.games[0].value("plies").toInt(), 5);
    }

    void dialects_data()
    {
        QTest::addColumn<QString>("fakeArgs");
        QTest::addColumn<QString>("proto");
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("termination");
        QTest::newRow("fsf coordinates detected") << "--fsf"
                                                  << ""
                                                  << ""
                                                  << "repetition";
        QTest::newRow("the start position sent as startpos") << "--fsf --startpos-only"
                                                             << ""
                                                             << ""
                                                             << "repetition";
        QTest::newRow("fsf coordinates forced on an iccs engine") << ""
                                                                  << "uci-fsf"
                                                                  << ""
                                                                  << "malformed-move";
        QTest::newRow("ucci seconds") << "--proto ucci --units seconds --expect-time 2"
                                      << "ucci"
                                      << ""
                                      << "repetition";
        QTest::newRow("ucci milliseconds") << "--proto ucci --units ms --expect-time 2"
                                           << "ucci"
                                           << ""
                                           << "repetition";
        QTest::newRow("ucci milliseconds forced on a seconds engine")
            << "--proto ucci --units seconds --expect-time 2"
            << "ucci"
            << "option.usemillisec=true"
            << "illegal-move";
        QTest::newRow("ucci engine spoken to in uci") << "--proto ucci"
                                                      << "uci"
                                                      << "starttimeout=0.5"
                                                      << "crash";
    }

    void dialects()
    {
        QFETCH(QString, fakeArgs);
        QFETCH(QString, proto);
        QFETCH(QString, extra);
        QFETCH(QString, termination);
        QStringList args = fakeEngine(QStringLiteral("reference"), scripted(KnightShuffle))
            + fakeEngine(QStringLiteral("other"), scripted(KnightShuffle, fakeArgs), proto);
        if (!extra.isEmpty()) {
            args << extra;
        }
        args << QStringList { "-each", "st=2", "timemargin=500" };
        const MatchRun run = runMatch(args);
        if (termination == u"crash") {
            // No handshake at all: the engine cannot be started and the match stops with a
            // clear error.
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.output.contains(u"cannot start other"), qPrintable(run.output));
            return;
        }
        QCOMPARE(run.games.size(), 1);
        QCOMPARE(run.games[0].value("termination").toString(), termination);
    }

    void adjudication_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("termination");
        QTest::addColumn<int>("plies");
        const QString chasePrefix = QStringLiteral("b3a3 ");
        QTest::newRow("checkmate") << "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"
                                   << "b1b9"
                                   << "1-0"
                                   << "checkmate" << -1;
        QTest::newRow("stalemate") << "4k4/9/4P4/9/9/9/9/9/R8/5K3 w - - 0 1"
                                   << "a1d1"
                                   << "1-0"
                                   << "stalemate" << -1;
        QTest::newRow("perpetual check") << "4k4/9/9/9/R8/9/9/9/9/5K3 w - - 0 1"
                                         << "a5e5 " + repeated("e9d9 e5d5 d9e9 d5e5", 2) << "0-1"
                                         << "perpetual-check" << -1;
        QTest::newRow("mutual perpetual check") << "9/3k5/9/9/5r3/3c5/9/9/R2R5/3C1K3 w - - 0 1"
                                                << repeated("d1f1 d4f4 f1d1 f4d4", 2) << "1/2-1/2"
                                                << "repetition" << -1;
        QTest::newRow("perpetual chase of an unprotected cannon")
            << "4k4/9/c8/9/9/9/1R7/9/9/3K5 w - - 0 1"
            << chasePrefix + repeated("a7b7 a3b3 b7a7 b3a3", 2) << "0-1"
            << "perpetual-chase" << 8;
        QTest::newRow("chase of a protected chariot by a horse")
            << "r7r/2N1k4/9/2N6/9/9/9/9/9/3K5 b - - 0 1" << repeated("a9b9 c8a7 b9a9 a7c8", 2)
            << "0-1"
            << "perpetual-chase" << -1;
        QTest::newRow("both sides chasing") << "4k4/9/cc7/7r1/9/9/R8/7CC/9/3K5 w - - 0 1"
                                            << repeated("a3b3 h6i6 b3a3 i6h6", 2) << "1/2-1/2"
                                            << "repetition" << -1;
        QTest::newRow("one-off attacks are no perpetual chase")
            << "4k4/9/c8/9/9/9/1R7/9/9/3K5 w - - 0 1" << repeated("b3a3 e9e8 a3b3 e8e9", 2)
            << "1/2-1/2"
            << "repetition" << -1;
        QTest::newRow("120 plies without a capture")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 60"
            << "h2e2"
            << "1/2-1/2"
            << "60-move-rule" << -1;
        QTest::newRow("insufficient material") << "3ak4/4N4/9/9/9/9/9/9/9/3K5 b - - 0 1"
                                               << "d9e8"
                                               << "1/2-1/2"
                                               << "insufficient-material" << -1;
    }

    void adjudication()
    {
        // Both engines play the scripted game from the FEN; the runner's judge must end it
        // exactly after the last move, with the result docs/rules.md gives.
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QTemporaryFile openings;
        QVERIFY(openings.open());
        openings.write(fen.toUtf8() + '\n');
        openings.flush();
        const MatchRun run = runMatch(fakeEngine(QStringLiteral("a"), scripted(moves))
            + fakeEngine(QStringLiteral("b"), scripted(moves))
            + QStringList {
                "-each", "st=1", "-openings", "file=" + openings.fileName(), "format=epd" });
        QCOMPARE(run.games.size(), 1);
        QTEST(run.games[0].value("result").toString(), "result");
        QTEST(run.games[0].value("termination").toString(), "termination");
        // The game ends at the judged ply: the last scripted one, or earlier when the third
        // occurrence comes first (the chase cycle returns to the start position at ply 8).
        QFETCH(int, plies);
        QCOMPARE(run.games[0].value("plies").toInt(),
            plies >= 0 ? plies : int(moves.split(u' ', Qt::SkipEmptyParts).size()));
    }

    void enginesFile_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("ini")
            << "# engines\n[other]\ncmd=/bin/false\n\n[fsf]\ncmd=/usr/games/fairy-stockfish\n"
               "proto=uci-fsf\noption.Hash=64\n";
        QTest::newRow("cutechess json") << R"([{"name": "other", "command": "/bin/false"},
                  {"name": "fsf", "command": "/usr/games/fairy-stockfish", "protocol": "uci-fsf",
                   "options": [{"name": "Hash", "value": 64}]}])";
        QTest::newRow("json options object")
            << R"([{"name": "fsf", "command": "/usr/games/fairy-stockfish", "protocol": "uci-fsf",
                   "options": {"Hash": 64}}])";
    }

    void enginesFile()
    {
        QFETCH(QString, text);
        const auto file = EnginesFile::parse(text.toStdString());
        QVERIFY2(file, file.error().c_str());
        const auto *fsf = file->find("fsf");
        QVERIFY(fsf);
        const EnginesFile::Pairs expected { { "cmd", "/usr/games/fairy-stockfish" },
            { "proto", "uci-fsf" }, { "option.Hash", "64" } };
        QVERIFY(*fsf == expected);
        QVERIFY(!file->find("nobody"));
        QVERIFY(!EnginesFile::parse("[{\"name\": \"x\", ").ok());
        QVERIFY(!EnginesFile::parse("cmd=x\n").ok());
    }

    void openingBook()
    {
        // The shared balanced openings must be there and read completely.
        const auto shared
            = OpeningBook::load(XQ_SHARED_DIR "/tools/openings.txt", OpeningFormat::Auto, 0);
        QVERIFY2(shared, shared.error().c_str());
        QCOMPARE(shared->size(), 32);
        QCOMPARE(
            QString::fromStdString(shared->at(0).moves.front().toIccs()), QStringLiteral("h2e2"));
        QCOMPARE(QString::fromStdString(shared->at(0).name),
            QStringLiteral("central cannon vs screen horses"));
        const auto epd
            = OpeningBook::fromLines("# comment\n4k4/9/9/9/R8/9/9/9/9/5K3 w - -; id \"x\"\n"
                                     "startpos moves h2e2 h9g7 h0g2\n",
                2);
        QVERIFY2(epd, epd.error().c_str());
        QCOMPARE(epd->size(), 2);
        QCOMPARE(int(epd->at(1).moves.size()), 2);
        const auto bad
            = OpeningBook::fromLines("startpos moves h2e2\nstartpos moves h2e2 h2e2\n", 0);
        QVERIFY(!bad);
        QVERIFY2(bad.error().find("line 2") == 0, bad.error().c_str());
    }

    void scoreAdjudication_data()
    {
        QTest::addColumn<QString>("blackScore");
        QTest::addColumn<QStringList>("rule");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("termination");
        QTest::addColumn<int>("plies");
        // Black reports -600 from its second move on the resign rule's count of 2: it resigns
        // after its second move (ply 4). Both report 12: a draw once each has 2 such scores
        // after move 1 (ply 4).
        QTest::newRow("resign") << "--score -600"
                                << QStringList { "-resign", "movecount=2", "score=500" } << "1-0"
                                << "adjudication-resign" << 4;
        QTest::newRow("resign, two-sided, winner not sure")
            << "--score -600"
            << QStringList { "-resign", "movecount=2", "score=500", "twosided=true" } << "1/2-1/2"
            << "repetition" << 8;
        QTest::newRow("draw") << ""
                              << QStringList { "-draw", "movenumber=1", "movecount=2", "score=20" }
                              << "1/2-1/2"
                              << "adjudication-draw" << 4;
        QTest::newRow("draw, scores too high")
            << "" << QStringList { "-draw", "movenumber=1", "movecount=2", "score=10" } << "1/2-1/2"
            << "repetition" << 8;
    }

    void scoreAdjudication()
    {
        QFETCH(QString, blackScore);
        QFETCH(QStringList, rule);
        const MatchRun run = runMatch(fakeEngine(QStringLiteral("red"), scripted(KnightShuffle))
            + fakeEngine(QStringLiteral("black"), scripted(KnightShuffle, blackScore))
            + QStringList { "-each", "st=1" } + rule);
        QCOMPARE(run.games.size(), 1);
        QTEST(run.games[0].value("result").toString(), "result");
        QTEST(run.games[0].value("termination").toString(), "termination");
        QTEST(run.games[0].value("plies").toInt(), "plies");
    }

    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("one engine") << QStringList { "-engine", "cmd=x" };
        QTest::newRow("unknown option")
            << QStringList { "-engine", "cmd=x", "-engine", "cmd=y", "-frobnicate" };
        QTest::newRow("bad tc") << QStringList { "-engine", "cmd=x", "-engine", "cmd=y", "-each",
            "tc=40/" };
        QTest::newRow("bad protocol")
            << QStringList { "-engine", "cmd=x", "proto=xboard", "-engine", "cmd=y" };
        QTest::newRow("missing openings") << QStringList { "-engine", "cmd=x", "-engine", "cmd=y",
            "-openings", "file=/nonexistent" };
    }

    void badCommandLines()
    {
        QFETCH(QStringList, args);
        const MatchRun run = runMatch(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.output.startsWith(u"xiangqi-match: "));
    }

    void missingEngine()
    {
        const MatchRun run
            = runMatch({ "-engine", "cmd=/nonexistent/engine", "-engine", "cmd=/nonexistent/2" });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.output.contains(u"cannot run /nonexistent/engine"), qPrintable(run.output));
        QCOMPARE(run.summary.value("games").toInt(), 0);
    }

    void terminationStopsCleanly()
    {
        // Games of eight plies at 0.1 s a move: SIGTERM once the first is written lands inside
        // the next; the finished ones are counted, the summary is still written.
        const MatchRun run
            = runMatch(fakeEngine(QStringLiteral("a"), scripted(KnightShuffle, "--think 0.1"))
                    + fakeEngine(QStringLiteral("b"), scripted(KnightShuffle, "--think 0.1"))
                    + QStringList { "-games", "100" },
                30000, 1);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!run.games.isEmpty());
        QVERIFY(run.games.size() < 100);
        QCOMPARE(run.summary.value("games").toInt(), run.games.size());
        QCOMPARE(run.summary.value("stopped").toString(), QStringLiteral("interrupted"));
        QVERIFY(run.output.contains(u"Results ("));
    }

    void realMatchAgainstFairyStockfish()
    {
        // Must not skip: CI installs fairy-stockfish (scripts/install-deps).
        QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
        const MatchRun run = runMatch(
            { "-engine", "cmd=builtin", "name=ours", "option.Hash=16", "-engine", "cmd=" + FsfPath,
                "name=fsf", "option.UCI_LimitStrength=true", "option.UCI_Elo=1350", "-engine",
                "cmd=" + FsfPath, "name=fsf-ucci", "proto=ucci", "option.usemillisec=true",
                "option.Skill_Level=0", "-tournament", "gauntlet", "-each", "st=0.02",
                QStringLiteral("timemargin=%1").arg(300 * timeScale()), "-games", "2", "-maxmoves",
                "60" },
            120000 * timeScale());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.games.size(), 4);
        const QStringList legal { "checkmate", "stalemate", "perpetual-check", "perpetual-chase",
            "repetition", "60-move-rule", "insufficient-material", "move-limit" };
        for (const QJsonObject &game : run.games) {
            QVERIFY2(legal.contains(game.value("termination").toString()),
                qPrintable(game.value("reason").toString()));
        }
        // Every game of the PGN replays legally in the records library's reader.
        const auto games = readPgnGames(run.pgn.toStdString());
        QCOMPARE(int(games.size()), 4);
        for (const auto &game : games) {
            QVERIFY2(game.ok(), game.error().c_str());
            QVERIFY(game->moveCount() > 0);
        }
        QCOMPARE(run.summary.value("pairs").toArray().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_match.moc"
