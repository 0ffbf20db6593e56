// The UCI/UCCI front end: handshakes, searches answered with a legal best move, garbage that
// never crashes it and never loses the last good position.

#include "uci/ucisession.h"

#include <QtTest>

#include <sstream>

using namespace xq;

namespace {

/// Runs the lines through a fresh session (waiting for any search) and returns its output.
std::string runSession(const std::vector<std::string> &lines)
{
    std::ostringstream out;
    {
        UciSession session(out);
        for (const std::string &line : lines) {
            if (!session.execute(line)) {
                break;
            }
            session.waitForSearch();
        }
    }
    return out.str();
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestUci : public QObject {
    Q_OBJECT

private slots:
    void handshakes();
    void searchesWithEveryLimit_data();
    void searchesWithEveryLimit();
    void reportsNoMoveWhenMated();
    void survivesGarbage_data();
    void survivesGarbage();
    void keepsPositionAfterBadInput();
    void speaksUcci();
    void everyListedOptionIsAccepted_data();
    void everyListedOptionIsAccepted();
    void benchPrintsNodes();
    void runUntiesInput();
};

void TestUci::handshakes()
{
    const std::string out = runSession({ "uci", "isready" });
    QVERIFY(contains(out, "uciok"));
    QVERIFY(contains(out, "readyok"));
    for (const char *option : { "Hash", "Threads", "MultiPV", "OwnBook", "Level" }) {
        QVERIFY2(contains(out, std::string("option name ") + option + " "), option);
    }
}

void TestUci::searchesWithEveryLimit_data()
{
    QTest::addColumn<QString>("go");
    QTest::newRow("depth") << "go depth 4";
    QTest::newRow("nodes") << "go nodes 5000";
    QTest::newRow("movetime") << "go movetime 100";
    QTest::newRow("clock") << "go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20";
    QTest::newRow("mate") << "go mate 2 movetime 500";
    QTest::newRow("empty clock") << "go wtime 0 btime 1000";
    QTest::newRow("searchmoves") << "go depth 3 searchmoves a0a1";
}

void TestUci::searchesWithEveryLimit()
{
    QFETCH(QString, go);
    const std::string out = runSession(
        { "setoption name OwnBook value false", "position startpos", go.toStdString() });
    QVERIFY2(contains(out, "bestmove "), out.c_str());
    QVERIFY(contains(out, "info depth "));
    QVERIFY(contains(out, " score cp "));
    if (go.contains("searchmoves")) {
        QVERIFY(contains(out, "bestmove a0a1"));
    }
}

void TestUci::reportsNoMoveWhenMated()
{
    const std::string out
        = runSession({ "position fen 1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1", "go depth 3" });
    QVERIFY(contains(out, "bestmove (none)"));
}

void TestUci::survivesGarbage_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("unknown command") << "fly me to the moon";
    QTest::newRow("bad fen") << "position fen xyz w";
    QTest::newRow("no position kind") << "position";
    QTest::newRow("illegal move") << "position startpos moves a0a5";
    QTest::newRow("garbage move") << "position startpos moves zz99";
    QTest::newRow("go bad depth") << "go depth -3";
    QTest::newRow("go depth words") << "go depth lots";
    QTest::newRow("go huge nodes") << "go nodes 99999999999999999999999";
    QTest::newRow("go unknown limit") << "go sideways 10";
    QTest::newRow("perft too deep") << "go perft 99";
    QTest::newRow("setoption nonsense") << "setoption name Hash value lots";
    QTest::newRow("setoption empty") << "setoption";
    QTest::newRow("banmoves illegal") << "banmoves a0a5";
    QTest::newRow("bench bad depth") << "bench 0";
    QTest::newRow("binary") << QString::fromLatin1("\x01\x02\xff go \x7f");
}

void TestUci::survivesGarbage()
{
    QFETCH(QString, line);
    const std::string out = runSession({ line.toStdString(), "isready" });
    QVERIFY(contains(out, "readyok"));
    QVERIFY2(contains(out, "info string error: "), out.c_str());
}

void TestUci::keepsPositionAfterBadInput()
{
    const std::string out
        = runSession({ "position startpos moves h2e2", "position startpos moves h9g7 a0a9", "d" });
    QVERIFY(contains(out, "info string error: "));
    QVERIFY2(contains(out, "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b"),
        out.c_str());
}

void TestUci::everyListedOptionIsAccepted_data()
{
    QTest::addColumn<QString>("handshake");
    QTest::addColumn<QString>("prefix"); // how an option line starts
    QTest::addColumn<QString>("setoption"); // how a value is set: %1 name, %2 value
    QTest::newRow("uci") << "uci"
                         << "option name "
                         << "setoption name %1 value %2";
    QTest::newRow("ucci") << "ucci"
                          << "option "
                          << "setoption %1 %2";
}

/// What "uci"/"ucci" lists is what "setoption" takes: each option set to its own default (or
/// pressed, for a button) is accepted, and a name not listed is refused.
void TestUci::everyListedOptionIsAccepted()
{
    QFETCH(QString, handshake);
    QFETCH(QString, prefix);
    QFETCH(QString, setoption);
    const QStringList listed
        = QString::fromStdString(runSession({ handshake.toStdString() })).split(u'\n');
    std::vector<std::string> lines { handshake.toStdString() };
    int options = 0;
    for (const QString &line : listed) {
        if (!line.startsWith(prefix)) {
            continue;
        }
        const QString name = line.mid(prefix.size()).section(u' ', 0, 0);
        const QString value = line.section(QStringLiteral(" default "), 1).section(u' ', 0, 0);
        lines.push_back(setoption.arg(name, value).trimmed().toStdString());
        ++options;
    }
    QVERIFY(options >= 5);
    const std::string accepted = runSession(lines);
    QVERIFY2(!contains(accepted, "error"), accepted.c_str());
    const std::string refused
        = runSession({ handshake.toStdString(), setoption.arg("Nonsense", "1").toStdString() });
    QVERIFY(contains(refused, "info string error: bad option"));
}

void TestUci::speaksUcci()
{
    const std::string out = runSession({ "ucci", "setoption usebook false",
        "position startpos moves h2e2", "banmoves h9g7", "go depth 3", "bye" });
    QVERIFY(contains(out, "ucciok"));
    QVERIFY(contains(out, "bestmove "));
    QVERIFY(!contains(out, "bestmove h9g7"));
    QVERIFY(contains(out, "bye"));
}

void TestUci::benchPrintsNodes()
{
    const std::string out = runSession({ "bench 4" });
    QVERIFY(contains(out, "Nodes searched: "));
    QVERIFY(contains(out, "Nodes/second: "));
}

void TestUci::runUntiesInput()
{
    // A tied input would flush the output from the reading thread while a search writes.
    std::ostringstream out;
    std::istringstream in("isready\nquit\n");
    in.tie(&out);
    UciSession session(out);
    session.run(in);
    QCOMPARE(in.tie(), nullptr);
    QVERIFY(contains(out.str(), "readyok"));
}

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
