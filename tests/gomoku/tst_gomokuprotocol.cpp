// The Gomocup protocol driven through streams: the handshake, moves, BOARD, TAKEBACK, the INFO
// keys, Yixin's forbidden-point query, and garbage that gets an ERROR or UNKNOWN line and leaves
// the session working.

#include "gomoku/gomocupsession.h"

#include <QtTest>

#include <sstream>

using namespace gomoku;

namespace {

// "MESSAGE ... nodes N ..." from a session's whole output: N, or -1.
long long reportedNodes(const std::string &output)
{
    const auto at = output.find(" nodes ");
    return at == std::string::npos ? -1 : std::stoll(output.substr(at + 7));
}

std::string sessionOutput(const std::string &input)
{
    std::istringstream in(input);
    std::ostringstream out;
    GomocupSession session(in, out);
    session.run();
    return out.str();
}

// The session's answers, without its MESSAGE lines.
std::vector<std::string> runSession(const std::string &input)
{
    std::vector<std::string> lines;
    std::istringstream reply(sessionOutput(input));
    std::string line;
    while (std::getline(reply, line)) {
        if (!line.starts_with("MESSAGE")) {
            lines.push_back(line);
        }
    }
    return lines;
}

// "x,y" on a size x size board, or nothing.
std::optional<Point> parseMove(const std::string &line, int size = 15)
{
    int x = -1;
    int y = -1;
    char comma = 0;
    std::istringstream in(line);
    if (!(in >> x >> comma >> y) || comma != ',' || x < 0 || y < 0 || x >= size || y >= size) {
        return std::nullopt;
    }
    return Point { x, y };
}

const std::string Start = "START 15\nINFO timeout_turn 80\nINFO timeout_match 0\n";

} // namespace

class TestGomokuProtocol : public QObject {
    Q_OBJECT

private slots:
    void startAndBegin();
    void answersTurnsWithEmptyPoints();
    void completesFiveFromBoard();
    void blocksFourFromBoard();
    void badInput_data();
    void badInput();
    void takebackAndPlay();
    void aboutAndInfo();
    void showsForbiddenPoints();
    void stopsAtEnd();
    void nodeLimitBoundsTheSearch();
};

void TestGomokuProtocol::startAndBegin()
{
    const auto lines = runSession(Start + "BEGIN\n");
    QCOMPARE(lines.size(), std::size_t(2));
    QCOMPARE(lines[0], std::string("OK"));
    QCOMPARE(parseMove(lines[1]), std::optional<Point>(Point { 7, 7 }));
    const auto twenty = runSession("START 20\nBEGIN\n");
    QCOMPARE(parseMove(twenty[1], 20), std::optional<Point>(Point { 10, 10 }));
}

void TestGomokuProtocol::answersTurnsWithEmptyPoints()
{
    std::istringstream none;
    std::ostringstream out;
    GomocupSession session(none, out);
    QVERIFY(session.handle("START 15"));
    QVERIFY(session.handle("INFO timeout_turn 100"));
    std::vector<Point> taken;
    for (int turn = 0; turn < 6; ++turn) {
        Point theirs { turn, 0 };
        while (std::find(taken.begin(), taken.end(), theirs) != taken.end()) {
            ++theirs.y;
        }
        taken.push_back(theirs);
        out.str({});
        QVERIFY(
            session.handle("TURN " + std::to_string(theirs.x) + "," + std::to_string(theirs.y)));
        std::string reply = out.str();
        reply = reply.substr(reply.rfind('\n', reply.size() - 2) + 1);
        const auto move = parseMove(reply);
        QVERIFY2(move.has_value(), reply.c_str());
        QVERIFY(std::find(taken.begin(), taken.end(), *move) == taken.end());
        taken.push_back(*move);
    }
}

void TestGomokuProtocol::completesFiveFromBoard()
{
    // Ours (1) on row 7, x 3..6, theirs (2) elsewhere: five at 2,7 or 7,7.
    const auto lines = runSession(
        Start + "BOARD\n3,7,1\n3,0,2\n4,7,1\n5,0,2\n5,7,1\n7,0,2\n6,7,1\n9,0,2\nDONE\n");
    QCOMPARE(lines.size(), std::size_t(2));
    const auto move = parseMove(lines[1]);
    QVERIFY(move == (Point { 2, 7 }) || move == (Point { 7, 7 }));
}

void TestGomokuProtocol::blocksFourFromBoard()
{
    // Theirs moved first (black): four on column 4 closed at the top; we must block 4,8.
    const auto lines
        = runSession(Start + "BOARD\n4,4,2\n4,3,1\n4,5,2\n10,10,1\n4,6,2\n11,12,1\n4,7,2\nDONE\n");
    QCOMPARE(lines.size(), std::size_t(2));
    QCOMPARE(parseMove(lines[1]), std::optional<Point>(Point { 4, 8 }));
}

void TestGomokuProtocol::badInput_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("reply"); // how the one reply to the bad line begins

    QTest::newRow("size too small") << "START 3"
                                    << "ERROR";
    QTest::newRow("size not a number") << "START fifteen"
                                       << "ERROR";
    QTest::newRow("rectangle") << "RECTSTART 15,20"
                               << "ERROR";
    QTest::newRow("turn off the board") << "TURN 15,3"
                                        << "ERROR";
    QTest::newRow("turn negative") << "TURN -1,3"
                                   << "ERROR";
    QTest::newRow("turn huge") << "TURN 99999999999999999999,1"
                               << "ERROR";
    QTest::newRow("turn garbage") << "TURN a,b"
                                  << "ERROR";
    QTest::newRow("turn without point") << "TURN"
                                        << "ERROR";
    QTest::newRow("turn three fields") << "TURN 1,2,3"
                                       << "ERROR";
    QTest::newRow("unknown command") << "FLY 1,2"
                                     << "UNKNOWN";
    QTest::newRow("binary garbage") << "\x01\x02\xff\xfe"
                                    << "UNKNOWN";
    QTest::newRow("board with a bad line") << "BOARD\n1,1,1\nxx\nDONE"
                                           << "ERROR";
    QTest::newRow("board with an occupied point") << "BOARD\n1,1,1\n1,1,2\nDONE"
                                                  << "ERROR";
    QTest::newRow("board with a bad owner") << "BOARD\n1,1,7\nDONE"
                                            << "ERROR";
    QTest::newRow("board not leaving us to move") << "BOARD\n1,1,1\nDONE"
                                                  << "ERROR";
    QTest::newRow("takeback of a wrong point") << "TAKEBACK 3,3"
                                               << "ERROR";
    QTest::newRow("play on an occupied point") << "PLAY 7,7"
                                               << "ERROR";
}

void TestGomokuProtocol::badInput()
{
    QFETCH(QString, input);
    QFETCH(QString, reply);
    // An occupied 7,7 first; after the bad line the session still plays.
    const auto lines = runSession(Start + "TURN 7,7\n" + input.toStdString() + "\nTURN 0,0\n");
    QCOMPARE(lines.size(), std::size_t(4));
    QVERIFY2(lines[2].starts_with(reply.toStdString()), lines[2].c_str());
    QVERIFY2(parseMove(lines[3]).has_value(), lines[3].c_str());
    // Before START, a move request is an error too.
    const auto early = runSession("TURN 7,7\nBEGIN\n");
    QCOMPARE(early.size(), std::size_t(2));
    QVERIFY(early[0].starts_with("ERROR") && early[1].starts_with("ERROR"));
}

void TestGomokuProtocol::takebackAndPlay()
{
    std::istringstream none;
    std::ostringstream out;
    GomocupSession session(none, out);
    const auto ask = [&](const std::string &line) {
        out.str({});
        session.handle(line);
        std::string reply = out.str();
        return reply.substr(reply.rfind('\n', reply.size() - 2) + 1);
    };
    ask("START 15");
    ask("INFO timeout_turn 80");
    const std::string ours = ask("TURN 7,7");
    QVERIFY(parseMove(ours).has_value());
    QVERIFY(ask("TAKEBACK 7,7").starts_with("ERROR")); // ours is the last stone
    QCOMPARE(ask("TAKEBACK " + ours), std::string("OK\n"));
    QCOMPARE(ask("TAKEBACK 7,7"), std::string("OK\n"));
    QCOMPARE(ask("PLAY 7,7"), std::string("7,7\n"));
    QVERIFY(ask("PLAY 7,7").starts_with("ERROR"));
}

void TestGomokuProtocol::aboutAndInfo()
{
    const auto lines = runSession("ABOUT\nINFO max_memory 83886080\nINFO game_type 1\n"
                                  "INFO rule 1\nINFO folder /tmp\nINFO time_left 1000\n"
                                  "INFO level 2\nSTART 15\nBEGIN\n");
    QCOMPARE(lines.size(), std::size_t(3));
    QVERIFY(lines[0].starts_with("name=\""));
    QCOMPARE(lines[1], std::string("OK"));
    QVERIFY(parseMove(lines[2]).has_value());
}

void TestGomokuProtocol::showsForbiddenPoints()
{
    // X.X?X.X on row 1 (a double four at 5,1), an overline point at 3,3 (XXX?XX), and 3,2
    // between them: open threes on both diagonals (2,1-4,3 and 4,1-2,3), a double three.
    const std::string setUp = "START 15\nINFO rule 4\nYXBOARD\n2,1,1\n4,1,1\n6,1,1\n8,1,1\n"
                              "0,3,1\n1,3,1\n2,3,1\n4,3,1\n5,3,1\n14,14,2\nDONE\nYXSHOWFORBID\n";
    const auto lines = runSession(setUp);
    QCOMPARE(lines.size(), std::size_t(2));
    QCOMPARE(lines[1], std::string("FORBID 050103020303."));
    QCOMPARE(runSession("START 15\nINFO rule 0\nYXSHOWFORBID\n")[1], std::string("FORBID ."));
}

void TestGomokuProtocol::stopsAtEnd()
{
    const auto lines = runSession(Start + "END\nBEGIN\n");
    QCOMPARE(lines.size(), std::size_t(1));
}

void TestGomokuProtocol::nodeLimitBoundsTheSearch()
{
    // Yixin's INFO max_node: the search stops near the limit however long the clock allows (it
    // checks now and then, so a little past it), and it repeats itself exactly.
    const std::string position = "BOARD\n7,7,2\n8,8,1\n6,8,2\n8,6,1\n8,7,2\n9,9,1\n6,6,2\n"
                                 "5,5,1\n6,7,2\n6,5,1\n10,10,2\nDONE\n";
    const auto limitedTo = [&](long long nodes) {
        std::string output = sessionOutput("START 15\nINFO timeout_turn 600000\nINFO max_node "
            + std::to_string(nodes) + "\n" + position);
        const auto time = output.find(" time ");
        return output.erase(time, output.find('\n', time) - time); // all but the time it took
    };
    constexpr long long Limit = 10000;
    const auto first = limitedTo(Limit);
    QVERIFY2(reportedNodes(first) > 0, first.c_str());
    QVERIFY2(reportedNodes(first) <= Limit * 5 / 4, first.c_str());
    QCOMPARE(limitedTo(Limit), first);
    const auto more = limitedTo(Limit * 4);
    QVERIFY2(reportedNodes(more) > Limit * 5 / 4, more.c_str());
}

QTEST_APPLESS_MAIN(TestGomokuProtocol)
#include "tst_gomokuprotocol.moc"
