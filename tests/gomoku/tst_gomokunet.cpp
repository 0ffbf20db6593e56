// The evaluation's small net (evalnet.h): the built-in net under every rule, net files refused with
// their reason (the net in use stays), every SIMD path against the plain one, and the
// accumulators kept move by move against ones computed from scratch.

#include "gomoku/checkedtext.h"
#include "gomoku/evalnet.h"
#include "gomoku/evalweightsfile.h"
#include "gomoku/position.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <random>
#include <sstream>

using namespace gomoku;

namespace {

// The text of a net with random rows (small, so no accumulator can overflow): `hidden` values a
// row, under `rule`; the row of "no pattern" is zero as the format demands.
std::string randomNetText(int hidden, const std::string &rule = "freestyle", unsigned seed = 3)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> small(-40, 40);
    const auto values = [&](int count, bool zero) {
        std::string line;
        for (int i = 0; i < count; ++i) {
            line += ' ' + std::to_string(zero ? 0 : small(random));
        }
        return line + '\n';
    };
    std::ostringstream out;
    out << "gomoku-net 1\nrule " << rule << "\nhidden " << hidden << "\ncombinations";
    for (int c = 0; c < CombinationCount; ++c) {
        out << ' ' << combinationName(c);
    }
    out << '\n';
    for (int c = 0; c < CombinationCount; ++c) {
        out << "row" << values(hidden, c == CombinationCount - 1);
    }
    out << "bias" << values(hidden, false) << "out-own" << values(hidden, false) << "out-other"
        << values(hidden, false) << "out-bias 7\n";
    return withChecksum(out.str());
}

EvalNet parsed(const std::string &text)
{
    std::string error;
    auto net = EvalNet::parse(text, error);
    if (!net) {
        qFatal("%s", error.c_str());
    }
    return *net;
}

// Mostly clustered random play near the centre, an undo now and then; `check` after each step.
template <typename Check>
void playRandomly(std::vector<Position *> positions, unsigned seed, Check check)
{
    std::mt19937 random(seed);
    Position &first = *positions.front();
    const int centre = Board::indexOf({ first.size() / 2, first.size() / 2 });
    for (int ply = 0; ply < 100; ++ply) {
        std::vector<int> empty;
        for (const int index : first.points()) {
            if (first.board().cell(index) == Stone::Empty) {
                empty.push_back(index);
            }
        }
        std::stable_sort(empty.begin(), empty.end(),
            [&](int a, int b) { return std::abs(a - centre) < std::abs(b - centre); });
        const int move = empty[std::uniform_int_distribution<std::size_t>(
            0, std::min<std::size_t>(empty.size(), 40) - 1)(random)];
        for (Position *position : positions) {
            position->play(move);
            if (ply % 7 == 6) {
                position->undo();
            }
        }
        check();
    }
}

} // namespace

class TestGomokuNet : public QObject {
    Q_OBJECT

private slots:
    void builtInNetPlaysEveryRule();
    void refusedFiles_data();
    void refusedFiles();
    void refusedFileKeepsTheNet();
    void simdPathsAgree_data();
    void simdPathsAgree();
    void incrementalMatchesFresh_data();
    void incrementalMatchesFresh();
};

void TestGomokuNet::builtInNetPlaysEveryRule()
{
    const auto builtIn = EvalNet::builtIn();
    QVERIFY(builtIn.has_value());
    QCOMPARE(builtIn->rule(), Rule::FreeStyle);
    for (const Rule rule : EvalRules) {
        QVERIFY(EvalNet::active(rule) != nullptr);
        QCOMPARE(EvalNet::active(rule)->rule(), rule);
    }
    std::string error;
    for (const std::string rule : { "standard", "renju" }) {
        const auto net = EvalNet::parse(randomNetText(32, rule), error);
        QVERIFY2(net.has_value(), error.c_str());
        QCOMPARE(net->rule(), rule == "renju" ? Rule::Renju : Rule::Standard);
    }
}

void TestGomokuNet::refusedFiles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    const std::string good = randomNetText(16);
    std::string damaged = good;
    damaged[good.find("row ") + 5] = damaged[good.find("row ") + 5] == '1' ? '2' : '1';
    const auto rechecked
        = [&](std::string text) { return withChecksum(text.substr(0, text.rfind("crc32 "))); };
    std::string version = good;
    version.replace(0, 12, "gomoku-net 2");
    std::string wide = rechecked(good);
    wide.replace(wide.find("out-bias 7"), 10, "out-bias 40000");
    std::string noRow = good.substr(0, good.rfind("crc32 "));
    noRow.erase(noRow.find("row "), noRow.find('\n', noRow.find("row ")) + 1 - noRow.find("row "));
    std::string something = good.substr(0, good.rfind("crc32 "));
    const auto last = something.rfind("row ");
    something.replace(last, 5, "row 1");
    QTest::newRow("damaged") << QString::fromStdString(damaged) << "damaged";
    QTest::newRow("truncated") << QString::fromStdString(good.substr(0, good.size() / 2))
                               << "truncated";
    QTest::newRow("another version") << QString::fromStdString(version) << "another version";
    QTest::newRow("evaluation weights") << QString::fromStdString(
        evalWeightsText({ Rule::FreeStyle, builtInEvalWeights(Rule::FreeStyle) }))
                                        << "not a Gomoku net file";
    QTest::newRow("a Xiangqi net") << QString("XQNNUE01\x01\x02") << "not a Gomoku net file";
    QTest::newRow("no rule") << QString::fromStdString(randomNetText(16, "connect6")) << "rule";
    QTest::newRow("24 hidden") << QString::fromStdString(
        rechecked(std::string(good).replace(good.find("hidden 16"), 9, "hidden 24")))
                               << "another size";
    QTest::newRow("a row missing")
        << QString::fromStdString(withChecksum(noRow)) << "another layout";
    QTest::newRow("out of 16 bits") << QString::fromStdString(rechecked(wide)) << "malformed";
    QTest::newRow("no pattern adds something")
        << QString::fromStdString(withChecksum(something)) << "malformed";
}

void TestGomokuNet::refusedFiles()
{
    QFETCH(QString, text);
    QFETCH(QString, reason);
    std::string error;
    QVERIFY(!EvalNet::parse(text.toStdString(), error).has_value());
    QVERIFY2(QString::fromStdString(error).contains(reason), error.c_str());
}

void TestGomokuNet::refusedFileKeepsTheNet()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("damaged.net").toStdString();
    std::string text = randomNetText(16);
    text[text.find("bias ") + 6] ^= 1;
    std::ofstream(path) << text;
    const EvalNet *before = EvalNet::active(Rule::FreeStyle);
    const int evaluation = Position(15, Rule::FreeStyle).evaluate();
    std::string error;
    QVERIFY(!EvalNet::useNetFile(path, error));
    QVERIFY2(QString::fromStdString(error).contains(QString::fromStdString(path)), error.c_str());
    QVERIFY2(QString::fromStdString(error).contains("damaged"), error.c_str());
    QCOMPARE(EvalNet::active(Rule::FreeStyle), before);
    QCOMPARE(Position(15, Rule::FreeStyle).evaluate(), evaluation);
    // A good file once positions are made is refused too: the evaluation is in use.
    const std::string goodPath = dir.filePath("good.net").toStdString();
    std::ofstream(goodPath) << randomNetText(16);
    QVERIFY(!EvalNet::useNetFile(goodPath, error));
    QVERIFY2(QString::fromStdString(error).contains("already in use"), error.c_str());
    QCOMPARE(EvalNet::active(Rule::FreeStyle), before);
}

void TestGomokuNet::simdPathsAgree_data()
{
    QTest::addColumn<int>("hidden");
    QTest::newRow("16") << 16;
    QTest::newRow("32") << 32;
}

void TestGomokuNet::simdPathsAgree()
{
    QFETCH(int, hidden);
    const auto paths = common::availableSimdPaths();
    std::vector<EvalNet> nets(paths.size(), parsed(randomNetText(hidden)));
    std::vector<Position> positions(paths.size(), Position(15, Rule::FreeStyle));
    std::vector<Position *> pointers;
    for (std::size_t i = 0; i < paths.size(); ++i) {
        nets[i].setSimdPath(paths[i]);
        positions[i].setNet(&nets[i]);
        pointers.push_back(&positions[i]);
    }
    playRandomly(pointers, 11, [&] {
        for (std::size_t i = 1; i < paths.size(); ++i) {
            const char *name = common::simdPathName(paths[i]);
            for (const Stone stone : { Stone::Black, Stone::White }) {
                QVERIFY2(positions[i].accumulator(stone) == positions[0].accumulator(stone), name);
            }
            QVERIFY2(positions[i].evaluate() == positions[0].evaluate(), name);
        }
    });
}

void TestGomokuNet::incrementalMatchesFresh_data()
{
    QTest::addColumn<bool>("builtIn");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("rule");
    QTest::newRow("built-in, 15") << true << 15 << "freestyle";
    QTest::newRow("built-in, 20") << true << 20 << "freestyle";
    QTest::newRow("random 32, 15") << false << 15 << "freestyle";
    // Black's likely forbidden points are left out of its accumulator move by move as the
    // features leave them out (a random net: the test is the bookkeeping, not the values).
    QTest::newRow("random 32, renju") << false << 15 << "renju";
    QTest::newRow("built-in, renju") << true << 15 << "renju";
}

void TestGomokuNet::incrementalMatchesFresh()
{
    QFETCH(bool, builtIn);
    QFETCH(int, size);
    QFETCH(QString, rule);
    const EvalNet net = builtIn ? EvalNet::builtIn()->playedUnder(*parseRule(rule.toStdString()))
                                : parsed(randomNetText(32, rule.toStdString()));
    Position position(size, net.rule());
    position.setNet(&net);
    const int empty = position.evaluate();
    playRandomly({ &position }, 5, [&] {
        for (const Stone stone : { Stone::Black, Stone::White }) {
            QVERIFY(position.accumulator(stone) == net.accumulator(position.features(stone)));
        }
    });
    while (position.board().stoneCount() > 0) {
        position.undo();
    }
    QCOMPARE(position.evaluate(), empty);
}

QTEST_APPLESS_MAIN(TestGomokuNet)
#include "tst_gomokunet.moc"
