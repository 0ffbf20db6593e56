// The evaluation weights file: written and read back unchanged; foreign, other-version,
// rule-less, other-layout, truncated, damaged and malformed files refused with their reason
// while the weights in use stay; a good file's weights used by every position of its rule made
// afterwards (the other rules keep theirs), and fixed from then on. The functions run in
// declaration order: the first position is made in fileWeightsAreUsed, so the refusals before it
// could have replaced the weights.

#include "common/crc32.h"
#include "gomoku/evalnet.h"
#include "gomoku/evalweightsfile.h"
#include "gomoku/pointtable.h"
#include "gomoku/position.h"

#include <QtTest>

#include <fstream>
#include <span>

using namespace gomoku;

namespace {

std::string withChecksum(const std::string &body)
{
    const auto crc = common::crc32(
        std::span(reinterpret_cast<const std::uint8_t *>(body.data()), body.size()));
    return body + QStringLiteral("crc32 %1\n").arg(crc, 8, 16, QLatin1Char('0')).toStdString();
}

const EvalWeights &freeStyle()
{
    return builtInEvalWeights(Rule::FreeStyle);
}

// The built-in free-style weights' file without its checksum line.
std::string builtInBody()
{
    const std::string text = evalWeightsText({ Rule::FreeStyle, freeStyle() });
    return text.substr(0, text.rfind("crc32 "));
}

std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

std::string writeFile(const QTemporaryDir &dir, const std::string &name, const std::string &text)
{
    const std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace

class TestGomokuEvalFile : public QObject {
    Q_OBJECT

private slots:
    void roundTrip();
    void refusals_data();
    void refusals();
    void refusedFileKeepsTheWeights();
    void fileWeightsAreUsed();
    void weightsAreFixedOnceInUse();
};

void TestGomokuEvalFile::roundTrip()
{
    RuleEvalWeights other { Rule::Renju, freeStyle() };
    other.weights.toMove[3] = -32767;
    other.weights.waiting[CombinationCount - 2] = 32767;
    other.weights.tempo = -5;
    other.weights.threats[threatState(Stone::White, ThreatClass::Four, ThreatClass::Three)] = 700;
    for (const RuleEvalWeights &weights :
        { RuleEvalWeights { Rule::FreeStyle, freeStyle() }, other }) {
        std::string error;
        const auto read = parseEvalWeights(evalWeightsText(weights), error);
        QVERIFY2(read.has_value(), error.c_str());
        QVERIFY(*read == weights);
    }
}

void TestGomokuEvalFile::refusals_data()
{
    QTest::addColumn<std::string>("text");
    QTest::addColumn<QString>("reason");
    const std::string body = builtInBody();
    const std::string good = withChecksum(body);
    QTest::newRow("empty") << std::string() << "not a Gomoku evaluation weights file";
    QTest::newRow("Reversi weights")
        << std::string("XQRVPAT1\x01\0\0\0", 12) << "not a Gomoku evaluation weights file";
    const std::string threatLine = body.substr(body.find("\nthreats ") + 1);
    QTest::newRow("another version")
        << withChecksum(replaced(body, "weights 4", "weights 5")) << "another version";
    QTest::newRow("the line-pattern weights of version 1")
        << withChecksum(replaced(body, "weights 4", "weights 1")) << "another version";
    QTest::newRow("one set for every rule, version 2")
        << withChecksum(replaced(replaced(body, "weights 4", "weights 2"), "rule freestyle\n", ""))
        << "another version";
    QTest::newRow("no threat table, version 3")
        << withChecksum(replaced(replaced(body, "weights 4", "weights 3"), threatLine, ""))
        << "another version";
    QTest::newRow("the threat table missing")
        << withChecksum(replaced(body, threatLine, "")) << "a line missing";
    QTest::newRow("a threat weight missing") << withChecksum(
        replaced(body, threatLine, threatLine.substr(0, threatLine.rfind(' ')) + "\n"))
                                             << "malformed";
    QTest::newRow("no rule") << withChecksum(replaced(body, "rule freestyle\n", ""))
                             << "without their rule";
    QTest::newRow("an unknown rule")
        << withChecksum(replaced(body, "rule freestyle", "rule caro")) << "without their rule";
    QTest::newRow("another layout")
        << withChecksum(replaced(body, " 0000\n", " 0001\n")) << "another layout";
    QTest::newRow("a combination less")
        << withChecksum(replaced(body, " 0000\n", "\n")) << "another layout";
    QTest::newRow("no checksum") << body << "truncated";
    QTest::newRow("cut in the checksum") << good.substr(0, good.size() - 4) << "truncated";
    QTest::newRow("a digit changed")
        << replaced(good, "tempo " + std::to_string(freeStyle().tempo), "tempo 9") << "damaged";
    QTest::newRow("a weight too large")
        << withChecksum(replaced(body, "tempo ", "tempo 40000")) << "malformed";
    const std::string firstToMove = "to-move " + std::to_string(freeStyle().toMove[0]);
    const std::string firstWaiting = "waiting " + std::to_string(freeStyle().waiting[0]);
    QTest::newRow("not a number") << withChecksum(replaced(body, firstToMove + " ", "to-move one "))
                                  << "malformed";
    QTest::newRow("a weight missing")
        << withChecksum(replaced(body, firstWaiting + " ", "waiting ")) << "malformed";
}

void TestGomokuEvalFile::refusals()
{
    QFETCH(std::string, text);
    QFETCH(QString, reason);
    std::string error;
    QVERIFY(!parseEvalWeights(text, error).has_value());
    QVERIFY2(QString::fromStdString(error).contains(reason), error.c_str());
}

void TestGomokuEvalFile::refusedFileKeepsTheWeights()
{
    QTemporaryDir dir;
    RuleEvalWeights other { Rule::FreeStyle, freeStyle() };
    other.weights.tempo += 1000;
    const std::string damaged = replaced(evalWeightsText(other), "tempo", "tempp");
    std::string error;
    for (const std::string &path :
        { writeFile(dir, "damaged.txt", damaged), dir.filePath("missing.txt").toStdString() }) {
        QVERIFY(!useEvalWeightsFile(path, error));
        QVERIFY2(
            QString::fromStdString(error).contains(QString::fromStdString(path)), error.c_str());
        QVERIFY(activeEvalWeights(Rule::FreeStyle) == freeStyle());
    }
}

void TestGomokuEvalFile::fileWeightsAreUsed()
{
    QTemporaryDir dir;
    RuleEvalWeights other { Rule::Standard, EvalWeights {} };
    other.weights.tempo = builtInEvalWeights(Rule::Standard).tempo + 1000;
    std::string error;
    QVERIFY2(useEvalWeightsFile(writeFile(dir, "other.txt", evalWeightsText(other)), error),
        error.c_str());
    QVERIFY(activeEvalWeights(Rule::Standard) == other.weights);
    // With no weight for any point only the tempo and the net count; the other rules keep their
    // weights.
    const Position empty(15, Rule::Standard);
    const EvalNet *net = EvalNet::active(Rule::Standard);
    QVERIFY(net != nullptr);
    QCOMPARE(empty.evaluate(),
        other.weights.tempo
            + net->output(empty.accumulator(Stone::Black), empty.accumulator(Stone::White)));
    QVERIFY(activeEvalWeights(Rule::FreeStyle) == freeStyle());
    QVERIFY(Position(15, Rule::FreeStyle).evaluate() != other.weights.tempo);
}

void TestGomokuEvalFile::weightsAreFixedOnceInUse()
{
    const EvalWeights before = activeEvalWeights(Rule::Standard);
    QVERIFY(!useEvalWeights(Rule::Standard, freeStyle()));
    QVERIFY(activeEvalWeights(Rule::Standard) == before);
    QTemporaryDir dir;
    std::string error;
    QVERIFY(!useEvalWeightsFile(
        writeFile(dir, "built-in.txt", evalWeightsText({ Rule::Renju, freeStyle() })), error));
    QVERIFY2(QString::fromStdString(error).contains("already in use"), error.c_str());
}

QTEST_APPLESS_MAIN(TestGomokuEvalFile)
#include "tst_gomokuevalfile.moc"
