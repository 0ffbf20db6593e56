// xiangqi-tune's parts: quiet positions, the labelled file reader, the bounds of the tunables and
// the Texel fit itself on labels made from known weights.

#include "engine/evaluation.h"
#include "tune/evalparamfields.h"
#include "tune/positionsampler.h"
#include "tune/texelfit.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace xq;
using namespace xq::tune;

namespace {

Board boardFrom(const char *fen)
{
    auto board = Board::fromFen(fen);
    if (!board) {
        qFatal("bad FEN in test: %s", board.error().c_str());
    }
    return *board;
}

/// Positions of random games from the start, labelled with the evaluation under `truth`.
std::vector<LabelledPosition> labelledBy(const EvalParams &truth, int games)
{
    const PieceSquareTable table = buildPieceSquareTable(truth);
    std::mt19937 random(11);
    std::vector<LabelledPosition> positions;
    for (int game = 0; game < games; ++game) {
        Board board = Board::startPosition();
        for (int ply = 0; ply < 80; ++ply) {
            MoveList moves;
            board.generateLegal(moves);
            if (moves.empty()) {
                break;
            }
            board.makeMove(moves[random() % moves.size()]);
            if (ply >= 10) {
                positions.push_back({ board, evaluate(board, truth, table) });
            }
        }
    }
    return positions;
}

std::vector<Tunable> tunablesNamed(const std::vector<std::string> &names)
{
    std::vector<Tunable> chosen;
    for (Tunable &t : evalTunables(params::Eval)) {
        if (std::find(names.begin(), names.end(), t.name) != names.end()) {
            chosen.push_back(std::move(t));
        }
    }
    return chosen;
}

} // namespace

class TestTune : public QObject {
    Q_OBJECT

private slots:
    void quietPositions_data();
    void quietPositions();
    void readsLabelledLines();
    void refusesBadLabelledLines_data();
    void refusesBadLabelledLines();
    void tunablesAreBounded();
    void fitRecoversAChangedWeight();
    void keptMembersLeaveTheFit();
    void printsEveryMember();
};

void TestTune::quietPositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("quiet");
    QTest::newRow("start position") << QString(Board::StartFen.data()) << true;
    QTest::newRow("chariot takes an undefended horse")
        << "3k5/9/9/9/9/9/R3n4/9/9/4K4 w - - 0 1" << false;
    QTest::newRow("a soldier takes a horse the chariot defends")
        << "3k5/9/9/9/4r4/4n4/4P4/9/9/4K4 w - - 0 1" << false;
    QTest::newRow("in check") << "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1" << false;
    QTest::newRow("the only capture gives a chariot for a cannon")
        << "3k5/9/9/4r4/9/9/4c4/9/9/4RK3 w - - 0 1" << true;
}

void TestTune::quietPositions()
{
    QFETCH(QString, fen);
    QFETCH(bool, quiet);
    QCOMPARE(isQuiet(boardFrom(fen.toStdString().c_str())), quiet);
}

void TestTune::readsLabelledLines()
{
    const auto positions = parseLabelledPositions("# scored at depth 8\n"
                                                  "\n"
                                                  "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1;512\r\n"
                                                  "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1; -498\n");
    QVERIFY2(positions.ok(), positions.error().c_str());
    QCOMPARE(positions->size(), std::size_t(2));
    QCOMPARE(positions->at(0).score, 512);
    QCOMPARE(positions->at(1).score, -498);
    QCOMPARE(positions->at(1).board.sideToMove(), Side::Black);
}

void TestTune::refusesBadLabelledLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("no score") << "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1\n"
                              << "line 1: expected FEN;score";
    QTest::newRow("score not a number") << "\n3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1;12cp\n"
                                        << "line 2: bad score \"12cp\"";
    QTest::newRow("board short of a rank") << "3k5/9/9/9/9/9/9/9/R3K4 w - - 0 1;12\n"
                                           << "line 1: bad FEN";
    QTest::newRow("score out of range") << "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1;99999999999\n"
                                        << "line 1: bad score";
}

void TestTune::refusesBadLabelledLines()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto positions = parseLabelledPositions(text.toStdString());
    QVERIFY(!positions.ok());
    QVERIFY2(
        QString::fromStdString(positions.error()).startsWith(error), positions.error().c_str());
    QVERIFY(!loadLabelledPositions("/nonexistent/labelled.txt").ok());
}

void TestTune::tunablesAreBounded()
{
    EvalParams params;
    for (const Tunable &t : evalTunables(params::Eval)) {
        const int value = t.value(params);
        QVERIFY2(t.min <= value && value <= t.max, t.name.c_str());
        QVERIFY2(t.step >= 1, t.name.c_str());
        QVERIFY2(t.name.rfind("Material[General]", 0) != 0, "the general's value is not tuned");
        if (t.name.rfind("Material[", 0) == 0) {
            QVERIFY2(t.min > 0, t.name.c_str());
        }
    }
}

void TestTune::fitRecoversAChangedWeight()
{
    EvalParams truth;
    truth.Material[index(Kind::Horse)].mg = 520;
    truth.CannonMobility = { 6, 4 };
    const Split split = splitForValidation(labelledBy(truth, 12), 10, 1);
    const TexelProblem training(split.training);
    const TexelProblem validation(split.validation);
    const EvalParams start = params::Eval;
    const std::vector<Tunable> tunables = tunablesNamed(
        { "Material[Horse].mg", "CannonMobility.mg", "CannonMobility.eg", "Tempo" });
    QCOMPARE(tunables.size(), std::size_t(4));

    const EvalParams tuned = fit(training, start, tunables, 1.0);
    QVERIFY(training.error(tuned, 1.0) < training.error(start, 1.0) / 4);
    QVERIFY(validation.error(tuned, 1.0) < validation.error(start, 1.0) / 4);
    QVERIFY2(std::abs(tuned.Material[index(Kind::Horse)].mg - 520) <= 20,
        std::to_string(tuned.Material[index(Kind::Horse)].mg).c_str());
    QVERIFY(std::abs(tuned.CannonMobility.mg - 6) <= 2);
    QCOMPARE(tuned.Material[index(Kind::Chariot)], start.Material[index(Kind::Chariot)]);
}

void TestTune::keptMembersLeaveTheFit()
{
    const std::vector<Tunable> all = evalTunables(params::Eval);
    const std::vector<Tunable> rest = without(all, { "Material", "Tempo", "HorseMobility" });
    const auto named = [](const std::vector<Tunable> &tunables, const std::string &prefix) {
        return std::count_if(tunables.begin(), tunables.end(),
            [&](const Tunable &t) { return t.name.rfind(prefix, 0) == 0; });
    };
    QCOMPARE(named(rest, "Material["), 0);
    QCOMPARE(named(rest, "Tempo"), 0);
    QCOMPARE(named(rest, "HorseMobility."), 0);
    // The other members stay in the fit.
    QCOMPARE(named(rest, "HorseTrapped."), named(all, "HorseTrapped."));
    QCOMPARE(rest.size(),
        all.size() - named(all, "Material[") - named(all, "Tempo") - named(all, "HorseMobility."));
    QVERIFY(isEvalField("PalaceDanger"));
    QVERIFY(!isEvalField("Palace"));
}

void TestTune::printsEveryMember()
{
    EvalParams params;
    params.Tempo = 33;
    params.Material[index(Kind::Cannon)] = { 461, 417 };
    params.PalaceDanger = { 4, 2 };
    params.SoldierAdvance = { 0, 0, 0, 0, 0, 0, 15, 30, 25, -45 };
    std::ostringstream out;
    printEvalParams(out, params);
    const std::string text = out.str();
    QVERIFY(text.find("int Tempo = 33;") != std::string::npos);
    QVERIFY(text.find("{ 461, 417 },") != std::string::npos);
    QVERIFY(text.find("Weight PalaceDanger = { 4, 2 };") != std::string::npos);
    QVERIFY(text.find("std::array<int, 10> SoldierAdvance = { 0, 0, 0, 0, 0, 0, 15, 30, 25, -45 };")
        != std::string::npos);
}

QTEST_GUILESS_MAIN(TestTune)

#include "tst_engine_tune.moc"
